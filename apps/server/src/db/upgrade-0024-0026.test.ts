// Tax per zone and class (migration 0025, decision 064): a shop upgraded with "prices include tax"
// and "tax shipping" on keeps both in every zone it had; its tax rates become standard rates, its
// products standard-rated, its variants following their products; past orders keep their currency
// (0024: US dollars), and get their invoice numbers (0026). Runs the committed SQL files on PGlite, as the other upgrade tests do.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrationFile as apply, migrationFiles } from '../test-support/migration-files.js';

describe('migrations 0024 to 0026 on a shop with settings, zones, rates and an order', () => {
  let db: PGlite;

  beforeAll(async () => {
    db = await PGlite.create({ extensions: { pg_trgm } });
    for (const file of migrationFiles.filter((f) => f < '0024')) await apply(db, file);
    const address = JSON.stringify({ name: 'A', line1: '1 Way', city: 'X', country: 'GB' });
    await db.exec(`
      insert into shop_settings (id, prices_include_tax, tax_shipping) values (1, true, true);
      insert into shipping_zones (name, places) values ('UK', '["GB"]'), ('World', '["*"]');
      insert into tax_rates (country, region, name, rate_basis_points) values ('GB', '', 'VAT', 2000);
      insert into products (name, sku, image_url, price_cents, category, brand, description, stock)
        values ('P', 'SKU-1', '/p.webp', 1000, 'Laptop', 'B', 'D', 9);
      insert into orders (user_email, amount_cents, subtotal_cents, items, shipping_address,
          billing_address, provider, payment_intent_id)
        values ('a@example.com', 1000, 1000, '[]', '${address}', '${address}', 'test', 'pi_1');
    `);
    for (const file of migrationFiles.filter((f) => f >= '0024')) await apply(db, file);
  });
  afterAll(async () => {
    await db?.close();
  });

  it("gives every zone the shop's switches", async () => {
    const { rows } = await db.query(
      'select name, prices_include_tax, tax_shipping from shipping_zones order by name',
    );
    expect(rows).toEqual([
      { name: 'UK', prices_include_tax: true, tax_shipping: true },
      { name: 'World', prices_include_tax: true, tax_shipping: true },
    ]);
  });

  it('makes the rates standard, the products standard-rated, the variants their products’', async () => {
    expect((await db.query('select tax_class from tax_rates')).rows).toEqual([{ tax_class: 'standard' }]);
    expect((await db.query('select tax_class from products')).rows).toEqual([{ tax_class: 'standard' }]);
    expect((await db.query('select tax_class from product_variants')).rows).toEqual([{ tax_class: null }]);
  });

  it('keeps the order in US dollars', async () => {
    expect((await db.query('select currency from orders')).rows).toEqual([{ currency: 'USD' }]);
  });

  it("numbers the past order's invoice (0026), and the counter goes on from it", async () => {
    expect((await db.query('select number, kind from invoice_documents')).rows).toEqual([
      { number: 1, kind: 'invoice' },
    ]);
    expect((await db.query('select last_number from invoice_number_counter')).rows).toEqual([
      { last_number: 1 },
    ]);
  });
});
