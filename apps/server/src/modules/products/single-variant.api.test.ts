// Every product the shop sells one way has exactly one variant equal to it in SKU, price and stock
// (decision 060), on both backends, through the shop's own writes: the demo catalogue's seed, an order
// taking stock, the admin's stock edit, and a CSV import changing prices, stock and SKUs.
import type { ProductImport } from '@eshop/shared';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buy, firstProducts } from '../../test-support/checkout.js';
import type { Client } from '../../test-support/auth-client.js';
import { csvOf, sendImport, waitForImport } from '../../test-support/product-import.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { signedInAdmin, signedInShopper } from '../../test-support/signed-in.js';
import { BACKENDS } from '../../test-support/test-database.js';

const SHOPPER = { email: 'variant-shopper@example.com', password: 'shopper password 1' };

describe.each(BACKENDS)('a product and its one variant on %s', (backend) => {
  let t: TestApp;
  let admin: Client;
  let shopper: Client;

  /** Rows of raw SQL: both drivers' results carry them in `rows`. */
  const rowsOf = async <Row>(query: SQL) => {
    const result: unknown = await t.testDb.database.db.execute(query);
    return (result as { rows: Row[] }).rows;
  };
  /**
   * Products whose variants do not agree with them, and how many products there are: one sold one way
   * has exactly one variant equal to it; one with options (the demo's sneakers, clothes and flagship
   * phones) has its lowest price and its stock in all.
   */
  const check = async () => {
    const unequal = await rowsOf<{ id: string }>(sql`
      select p.id from products p left join product_variants v on v.product_id = p.id
      group by p.id, p.sku, p.price_cents, p.stock, p.options
      having case when p.options = '[]'::jsonb then
          count(v.id) <> 1
          or bool_or(v.sku <> p.sku or v.price_cents <> p.price_cents or v.stock <> p.stock
                     or v.option1 is not null or v.option2 is not null or v.option3 is not null)
        else
          count(v.id) = 0 or min(v.price_cents) <> p.price_cents or sum(v.stock) <> p.stock
        end`);
    const [counted] = await rowsOf<{ products: number }>(sql`select count(*)::int as products from products`);
    return { unequal: unequal.map((row) => row.id), products: counted!.products };
  };
  const variantOf = (productId: string) =>
    rowsOf<{ sku: string; price_cents: number; stock: number }>(
      sql`select sku, price_cents, stock from product_variants where product_id = ${productId}`,
    );

  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_ENABLED: 'false', PAYMENT_SWEEP_SECONDS: '0' });
    admin = await signedInAdmin(t);
    shopper = await signedInShopper(t, SHOPPER);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives every product of the demo catalogue variants that agree with it', async () => {
    const { unequal, products } = await check();
    expect(products).toBeGreaterThan(0);
    expect(unequal).toEqual([]);
  });

  it('keeps it equal through an order, a stock edit and an import', async () => {
    const [first, second] = await firstProducts(t.app, 2);
    await buy(shopper, [{ id: first!.id, cartQuantity: 2 }]);
    expect(await variantOf(first!.id)).toEqual([
      expect.objectContaining({ stock: first!.stock - 2, price_cents: first!.priceCents }),
    ]);

    const edited = await admin.request('PATCH', `/api/admin/products/${second!.id}/stock`, { stock: 4 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await variantOf(second!.id)).toEqual([expect.objectContaining({ stock: 4 })]);

    const [{ sku }] = (await rowsOf<{ sku: string }>(
      sql`select sku from products where id = ${second!.id}`,
    )) as [{ sku: string }];
    const preview = await sendImport(
      t.app,
      admin,
      csvOf([
        ['SKU', 'Price', 'Stock'],
        [sku, '12.34', '9'],
      ]),
    );
    expect(preview.statusCode, preview.body).toBe(201);
    const job = preview.json<ProductImport>();
    expect((await admin.request('POST', `/api/admin/products/imports/${job.id}/start`)).statusCode).toBe(202);
    expect(await waitForImport(admin, job.id)).toMatchObject({ state: 'finished', updated: 1 });
    expect(await variantOf(second!.id)).toEqual([{ sku, price_cents: 1234, stock: 9 }]);

    expect((await check()).unequal).toEqual([]);
  });
});
