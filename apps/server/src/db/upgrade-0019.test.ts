// Upgrading a shop to product variants (migration 0019, decision 060): every product gets its one
// variant carrying its SKU, price and stock, and keeps it, whatever writes the product afterwards: an
// older build running beside this one during an upgrade (which knows nothing of variants), a restore
// (which loads the backup's own variants after its products), or a build that adds variants itself.
// Runs the committed SQL files on PGlite; the same files migrate every test run's PostgreSQL database.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrationFile as apply, migrationFiles } from '../test-support/migration-files.js';

const PRODUCT = `insert into products (id, name, sku, image_url, price_cents, category, brand, description, stock)`;
const product = (id: string, sku: string, priceCents: number, stock: number) =>
  `${PRODUCT} values ('${id}', 'P ${sku}', '${sku}', '/p.webp', ${priceCents}, 'Laptop', 'B', 'D', ${stock})`;
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

type VariantRow = {
  product_id: string;
  sku: string;
  price_cents: number;
  stock: number;
  option1: string | null;
  option2: string | null;
  option3: string | null;
};

describe('migration 0019 on a shop with products', () => {
  let db: PGlite;
  const variantsOf = async (productId: string) =>
    (
      await db.query<VariantRow>(
        'select product_id, sku, price_cents, stock, option1, option2, option3 from product_variants where product_id = $1 order by sku',
        [productId],
      )
    ).rows;

  beforeAll(async () => {
    db = await PGlite.create({ extensions: { pg_trgm } });
    for (const file of migrationFiles.filter((f) => f < '0019')) await apply(db, file);
    await db.exec(`
      ${product(id(1), 'LAMP', 1999, 5)};
      ${product(id(2), 'MUG', 850, 0)};
      ${product(id(3), 'GONE', 100, 2)};
      update products set deleted_at = now() where id = '${id(3)}';
    `);
    for (const file of migrationFiles.filter((f) => f >= '0019')) await apply(db, file);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('gives every product, deleted ones too, one variant with its SKU, price and stock', async () => {
    const { rows } = await db.query<VariantRow>(
      'select product_id, sku, price_cents, stock, option1, option2, option3 from product_variants order by sku',
    );
    const variant = (productId: string, sku: string, priceCents: number, stock: number) => ({
      product_id: productId,
      sku,
      price_cents: priceCents,
      stock,
      option1: null,
      option2: null,
      option3: null,
    });
    expect(rows).toEqual([
      variant(id(3), 'GONE', 100, 2),
      variant(id(1), 'LAMP', 1999, 5),
      variant(id(2), 'MUG', 850, 0),
    ]);
    const options = await db.query<{ options: unknown }>('select distinct options from products');
    expect(options.rows).toEqual([{ options: [] }]);
  });

  it("keeps the variant equal to its product through an older build's writes", async () => {
    // A new product, as a build that knows nothing of variants adds it: one variant by commit.
    await db.transaction(async (tx) => {
      await tx.exec(product(id(4), 'BOWL', 1200, 7));
      // Stock taken in the same transaction counts: the variant is made from the product at commit.
      await tx.exec(`update products set stock = stock - 2 where id = '${id(4)}'`);
    });
    expect(await variantsOf(id(4))).toMatchObject([{ sku: 'BOWL', price_cents: 1200, stock: 5 }]);
    // A sale, an edit of price and SKU, a restock: the variant follows each.
    await db.exec(`update products set stock = stock - 1 where id = '${id(1)}' and stock >= 1`);
    expect(await variantsOf(id(1))).toMatchObject([{ sku: 'LAMP', price_cents: 1999, stock: 4 }]);
    await db.exec(`update products set price_cents = 2099, sku = 'LAMP-2' where id = '${id(1)}'`);
    expect(await variantsOf(id(1))).toMatchObject([{ sku: 'LAMP-2', price_cents: 2099, stock: 4 }]);
    await db.exec(`update products set stock = stock + 3 where id = '${id(2)}'`);
    expect(await variantsOf(id(2))).toMatchObject([{ sku: 'MUG', stock: 3 }]);
    // A product removed takes its variant with it.
    await db.exec(`delete from products where id = '${id(4)}'`);
    expect(await variantsOf(id(4))).toEqual([]);
  });

  it("adds no variant of its own when the product's variants come in the same transaction", async () => {
    // As a restore loads a backup: the products, then the backup's own variants.
    await db.transaction(async (tx) => {
      await tx.exec(product(id(5), 'VASE', 3000, 1));
      await tx.exec(
        `insert into product_variants (product_id, sku, price_cents, stock) values ('${id(5)}', 'VASE', 3000, 1)`,
      );
    });
    expect(await variantsOf(id(5))).toMatchObject([{ sku: 'VASE', stock: 1 }]);
    // A product with options and its two variants, as a build that knows variants adds them.
    await db.transaction(async (tx) => {
      await tx.exec(product(id(6), 'TEE', 1500, 5));
      await tx.exec(
        `update products set options = '[{"name":"Size","values":["S","M"]}]' where id = '${id(6)}'`,
      );
      await tx.exec(`
        insert into product_variants (product_id, position, option1, sku, price_cents, stock)
          values ('${id(6)}', 1, 'S', 'TEE-S', 1500, 2), ('${id(6)}', 2, 'M', 'TEE-M', 1500, 3)`);
    });
    expect(await variantsOf(id(6))).toMatchObject([
      { option1: 'M', sku: 'TEE-M', stock: 3 },
      { option1: 'S', sku: 'TEE-S', stock: 2 },
    ]);
    // Its variants are its own: an update of the product's sums leaves them as they are.
    await db.exec(`update products set stock = 4, sku = 'TEE-ALL' where id = '${id(6)}'`);
    expect((await variantsOf(id(6))).map((variant) => [variant.sku, variant.stock])).toEqual([
      ['TEE-M', 3],
      ['TEE-S', 2],
    ]);
  });

  it('refuses a second variant with the same values, a SKU twice, and stock below 0', async () => {
    await expect(
      db.exec(
        `insert into product_variants (product_id, sku, price_cents) values ('${id(2)}', 'MUG-B', 850)`,
      ),
    ).rejects.toThrow(/product_variants_options_idx/);
    await expect(
      db.exec(
        `insert into product_variants (product_id, option1, sku, price_cents) values ('${id(6)}', 'L', 'TEE-S', 1500)`,
      ),
    ).rejects.toThrow(/product_variants_sku_idx/);
    await expect(db.exec(`update product_variants set stock = -1 where sku = 'MUG'`)).rejects.toThrow(
      /product_variants_stock_non_negative/,
    );
  });
});
