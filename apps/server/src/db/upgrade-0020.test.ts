// Upgrading saved carts to lines per variant (migration 0020, decision 060): every line saved before
// names its product's one variant, and an older build running beside this one during an upgrade
// (decision 050) still saves its carts: a line it writes without a variant takes the product's first.
// Its sign-in merge names the old key and fails; the browser keeps that merge and sends it again
// (decision 020), to whichever instance answers next.
// Runs the committed SQL files on PGlite; the same files migrate every test run's PostgreSQL database.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrationFile as apply, migrationFiles } from '../test-support/migration-files.js';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const product = (n: number, sku: string) =>
  `insert into products (id, name, sku, image_url, price_cents, category, brand, description, stock)
     values ('${id(n)}', 'P ${sku}', '${sku}', '/p.webp', 1000, 'Laptop', 'B', 'D', 9)`;
const user = (name: string) =>
  `insert into users (id, name, email) values ('${name}', '${name}', '${name}@example.com')`;

type Line = { user_id: string; product_id: string; variant_id: string; quantity: number };

describe('migration 0020 on a shop with saved carts', () => {
  let db: PGlite;
  const linesOf = async (userId: string) =>
    (
      await db.query<Line>(
        'select user_id, product_id, variant_id, quantity from cart_items where user_id = $1 order by product_id',
        [userId],
      )
    ).rows;
  const variantOf = async (productId: string) =>
    (await db.query<{ id: string }>('select id from product_variants where product_id = $1', [productId]))
      .rows[0]?.id;

  beforeAll(async () => {
    db = await PGlite.create({ extensions: { pg_trgm } });
    for (const file of migrationFiles.filter((f) => f < '0020')) await apply(db, file);
    await db.exec(`
      ${product(1, 'LAMP')}; ${product(2, 'MUG')};
      ${user('ann')}; ${user('bob')};
      insert into cart_items (user_id, product_id, quantity) values
        ('ann', '${id(1)}', 2), ('ann', '${id(2)}', 1), ('bob', '${id(2)}', 4);
    `);
    for (const file of migrationFiles.filter((f) => f >= '0020')) await apply(db, file);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('gives every saved line its product’s variant, quantities kept', async () => {
    expect(await linesOf('ann')).toEqual([
      { user_id: 'ann', product_id: id(1), variant_id: await variantOf(id(1)), quantity: 2 },
      { user_id: 'ann', product_id: id(2), variant_id: await variantOf(id(2)), quantity: 1 },
    ]);
    expect(await linesOf('bob')).toEqual([
      { user_id: 'bob', product_id: id(2), variant_id: await variantOf(id(2)), quantity: 4 },
    ]);
  });

  it("keeps an older build's cart saves working: a line without a variant takes the product's first", async () => {
    // The older build's save: delete the cart, insert its lines (product and quantity only).
    await db.transaction(async (tx) => {
      await tx.exec(`delete from cart_items where user_id = 'bob'`);
      await tx.exec(`insert into cart_items (user_id, product_id, quantity) values ('bob', '${id(1)}', 3)`);
    });
    expect(await linesOf('bob')).toEqual([
      { user_id: 'bob', product_id: id(1), variant_id: await variantOf(id(1)), quantity: 3 },
    ]);
  });

  it("refuses an older build's merge, which names the old key, changing nothing", async () => {
    await expect(
      db.exec(`
        insert into cart_items (user_id, product_id, quantity) values ('ann', '${id(1)}', 1)
        on conflict (user_id, product_id) do update set quantity = cart_items.quantity + excluded.quantity`),
    ).rejects.toThrow(/no unique or exclusion constraint/);
    expect((await linesOf('ann')).map((line) => line.quantity)).toEqual([2, 1]);
  });

  it('holds two variants of one product as two lines', async () => {
    await db.exec(`
      update products set options = '[{"name":"Size","values":["S","M"]}]' where id = '${id(2)}';
      update product_variants set option1 = 'S' where product_id = '${id(2)}';
      insert into product_variants (product_id, position, option1, sku, price_cents, stock)
        values ('${id(2)}', 2, 'M', 'MUG-M', 1000, 4);
    `);
    const medium = (await db.query<{ id: string }>(`select id from product_variants where sku = 'MUG-M'`))
      .rows[0]!.id;
    await db.exec(
      `insert into cart_items (user_id, product_id, variant_id, quantity) values ('ann', '${id(2)}', '${medium}', 5)`,
    );
    expect(
      (await linesOf('ann'))
        .filter((line) => line.product_id === id(2))
        .map((line) => line.quantity)
        .sort(),
    ).toEqual([1, 5]);
    // A variant removed leaves the carts that held it.
    await db.exec(`delete from product_variants where id = '${medium}'`);
    expect((await linesOf('ann')).map((line) => line.quantity)).toEqual([2, 1]);
  });
});
