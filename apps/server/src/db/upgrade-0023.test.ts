// Counting units sold (migration 0023, decision 061): a shop upgraded with orders already placed
// starts with each product's units sold summed from them, so "popular" means something at once.
// Runs the committed SQL files on PGlite; the same files migrate every test run's PostgreSQL database.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrationFile as apply, migrationFiles } from '../test-support/migration-files.js';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const product = (n: number) =>
  `insert into products (id, name, sku, image_url, price_cents, category, brand, description, stock)
     values ('${id(n)}', 'P${n}', 'SKU-${n}', '/p.webp', 1000, 'Laptop', 'B', 'D', 9)`;
const order = (n: number, lines: [number, number][]) => {
  const items = lines.map(([productN, quantity]) => ({
    id: id(productN),
    name: `P${productN}`,
    priceCents: 1000,
    imageURL: '/p.webp',
    cartQuantity: quantity,
  }));
  const address = JSON.stringify({ name: 'A', line1: '1 Way', city: 'X', country: 'US' });
  return `insert into orders (user_email, amount_cents, subtotal_cents, items, shipping_address,
      billing_address, provider, payment_intent_id)
    values ('a@example.com', 1000, 1000, '${JSON.stringify(items)}', '${address}', '${address}', 'test', 'pi_${n}')`;
};

describe('migration 0023 on a shop with orders', () => {
  let db: PGlite;

  beforeAll(async () => {
    db = await PGlite.create({ extensions: { pg_trgm } });
    for (const file of migrationFiles.filter((f) => f < '0023')) await apply(db, file);
    await db.exec(`
      ${product(1)}; ${product(2)}; ${product(3)};
      ${order(1, [
        [1, 2],
        [2, 1],
      ])}; ${order(2, [[1, 3]])};
    `);
    for (const file of migrationFiles.filter((f) => f >= '0023')) await apply(db, file);
  });
  afterAll(async () => {
    await db?.close();
  });

  it("sums each product's units from the orders placed before it; a product never sold has 0", async () => {
    const { rows } = await db.query<{ name: string; units_sold: number }>(
      'select name, units_sold from products order by name',
    );
    expect(rows).toEqual([
      { name: 'P1', units_sold: 5 },
      { name: 'P2', units_sold: 1 },
      { name: 'P3', units_sold: 0 },
    ]);
  });
});
