// The admin's inventory through the real app on both backends: products on sale by stock then name,
// searched, low stock only and paged; a stock edit the storefront shows at once (and announces to
// the other instances); bad values refused without a change; and who may do any of it.
import {
  INVENTORY_PAGE_SIZE,
  LOW_STOCK_THRESHOLD,
  type ErrorResponse,
  type InventoryItem,
  type InventoryResponse,
  type Product,
  type ProductListResponse,
} from '@eshop/shared';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants, products, shopEvents } from '../../db/schema/index.js';
import { createClient, type Client } from '../../test-support/auth-client.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { signedInAdmin, signedInShopper } from '../../test-support/signed-in.js';
import { BACKENDS } from '../../test-support/test-database.js';

const SHOPPER = { email: 'shopper@example.com', password: 'shopper password 1' };
/** A brand no demo product has, so a search finds only the products written here. */
const BRAND = 'Stockroom';
/** Stocks of the crates, in the order written: ties on stock are broken by name. */
const CRATE_STOCKS = [7, 0, 5, 5, 6, 120, 3, 40, 5, 9, 11, 2, 60, 1, 8, 33, 4, 70, 13, 21, 17, 6, 250];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(BACKENDS)('admin inventory on %s', (backend) => {
  let t: TestApp;
  let admin: Client;
  let shopper: Client;
  /** The crates by name, as written. */
  const crates: { id: string; name: string; stock: number }[] = [];
  let deletedId = '';

  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_ENABLED: 'false', PAYMENT_SWEEP_SECONDS: '0' });
    admin = await signedInAdmin(t);
    shopper = await signedInShopper(t, SHOPPER);

    const rows = CRATE_STOCKS.map((stock, index) => ({
      // Mixed case, so the name order is seen to ignore it.
      name: `${index % 2 ? 'crate' : 'Crate'} ${String(index + 1).padStart(2, '0')}`,
      brand: BRAND,
      priceCents: 1_000,
      category: 'Electronics',
      description: 'A crate.',
      imageUrl: '/x.webp',
      stock,
    }));
    const written = await t.testDb.database.db
      .insert(products)
      .values(rows)
      .returning({ id: products.id, name: products.name, stock: products.stock });
    crates.push(...written);
    // Deleted but kept for past orders: off the storefront, and off the inventory.
    const [deleted] = await t.testDb.database.db
      .insert(products)
      .values({ ...rows[0]!, name: 'Crate gone', stock: 0, deletedAt: new Date() })
      .returning({ id: products.id });
    deletedId = deleted!.id;
    // The storefront's index hears of the new rows as it would of any write.
    await t.app.catalogChanged({ productIds: [...crates.map((crate) => crate.id), deletedId] });
  });
  afterAll(async () => {
    await t?.close();
  });

  const inventory = async (query = '', client = admin) => {
    const response = await client.request('GET', `/api/admin/inventory${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<InventoryResponse>();
  };
  const setStock = (id: string, body: unknown, client = admin) =>
    client.request('PATCH', `/api/admin/products/${id}/stock`, body);
  const storefrontStock = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json<Product>().stock;
  const stockOf = async (id: string) => {
    const [row] = await t.testDb.database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, id));
    return row?.stock;
  };
  /** The crates as the inventory should list them: by stock, then by name in any case. */
  const byStockThenName = (items: { name: string; stock: number }[]) =>
    [...items].sort((a, b) => a.stock - b.stock || a.name.toLowerCase().localeCompare(b.name.toLowerCase()));

  it('lists products on sale by stock then name, twenty a page, searched in any case', async () => {
    const first = await inventory(`?search=${BRAND.toUpperCase()}`);
    const second = await inventory(`?search=${BRAND.toLowerCase()}&page=2`);
    expect(first).toMatchObject({
      total: CRATE_STOCKS.length,
      page: 1,
      pageSize: INVENTORY_PAGE_SIZE,
      pageCount: 2,
    });
    expect(first.items).toHaveLength(INVENTORY_PAGE_SIZE);
    expect(second.items).toHaveLength(CRATE_STOCKS.length - INVENTORY_PAGE_SIZE);
    const listed = [...first.items, ...second.items];
    expect(listed.map(({ name, stock }) => ({ name, stock }))).toEqual(
      byStockThenName(crates).map(({ name, stock }) => ({ name, stock })),
    );
    // A product without options is one row: its single variant.
    const { variantId, sku, ...firstRow } = listed[0]!;
    expect([variantId, sku]).toEqual([expect.stringMatching(UUID), expect.stringMatching(/\S/)]);
    expect(firstRow).toEqual({
      id: crates[1]!.id,
      variantTitle: '',
      name: 'crate 02',
      brand: BRAND,
      imageURL: '/x.webp',
      stock: 0,
    });
    expect(listed.some((item) => item.id === deletedId)).toBe(false);

    // Every word must match, in the name, brand or category.
    const one = await inventory(`?search=${encodeURIComponent('stockroom crate 07')}`);
    expect(one.items.map((item) => item.name)).toEqual(['Crate 07']);
    expect((await inventory('?search=electronics%20stockroom')).total).toBe(CRATE_STOCKS.length);
    // A LIKE wildcard is text, not "anything".
    expect(await inventory('?search=%25')).toMatchObject({ total: 0, items: [], pageCount: 1 });

    // Unsearched, every variant of the catalogue (the demo's sizes too): the fewest units first.
    const all = await inventory();
    const onSale = await t.testDb.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(isNull(products.deletedAt));
    expect(all.total).toBe(onSale[0]?.count);
    const stocks = all.items.map((item) => item.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
    expect(stocks[0]).toBe(0);
  });

  it(`filters to low stock (${LOW_STOCK_THRESHOLD} or fewer), alone or with a search`, async () => {
    const lowCrates = crates.filter((crate) => crate.stock <= LOW_STOCK_THRESHOLD);
    const low = await inventory(`?lowStock=true&search=${BRAND}`);
    expect(low.total).toBe(lowCrates.length); // 0, 5, 5, 3, 5, 2, 1, 4
    expect(low.items.map((item) => item.name)).toEqual(byStockThenName(lowCrates).map((crate) => crate.name));
    expect((await inventory(`?lowStock=false&search=${BRAND}`)).total).toBe(CRATE_STOCKS.length);

    const everyLow = await inventory('?lowStock=true');
    const [counted] = await t.testDb.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(isNull(products.deletedAt), lte(productVariants.stock, LOW_STOCK_THRESHOLD)));
    expect(everyLow.total).toBe(counted?.count);
    expect(everyLow.items.every((item) => item.stock <= LOW_STOCK_THRESHOLD)).toBe(true);
  });

  it('refuses a bad query with 400', async () => {
    for (const query of ['?page=0', '?page=x', '?lowStock=yes', '?sort=name', `?search=${'a'.repeat(101)}`]) {
      const response = await admin.request('GET', `/api/admin/inventory${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<ErrorResponse>().error.code, query).toBe('VALIDATION_ERROR');
    }
  });

  it('sets a stock that the storefront shows at once, and tells the other instances', async () => {
    const crate = crates[5]!; // 120 units
    // Both storefront answers are cached after a first read; the edit must still show.
    expect(await storefrontStock(crate.id)).toBe(120);
    const search = `/api/products?search=${encodeURIComponent(crate.name)}`;
    await t.app.inject({ method: 'GET', url: search });

    const response = await setStock(crate.id, { stock: 4 });
    expect(response.statusCode, response.body).toBe(200);
    const { variantId, sku, ...saved } = response.json<InventoryItem>();
    expect([variantId, sku]).toEqual([expect.stringMatching(UUID), expect.stringMatching(/\S/)]);
    expect(saved).toEqual({
      id: crate.id,
      variantTitle: '',
      name: crate.name,
      brand: BRAND,
      imageURL: '/x.webp',
      stock: 4,
    });
    expect(await storefrontStock(crate.id)).toBe(4);
    const listed = (await t.app.inject({ method: 'GET', url: search })).json<ProductListResponse>();
    expect(listed.items.find((item) => item.id === crate.id)?.stock).toBe(4);
    const product = (await t.app.inject({ method: 'GET', url: `/api/products/${crate.id}` })).json<Product>();
    expect(product.editedAt).not.toBeNull();
    // Now low: the low-stock filter finds it.
    const low = await inventory(`?lowStock=true&search=${encodeURIComponent(crate.name)}`);
    expect(low.items.map((item) => item.id)).toEqual([crate.id]);
    // The change event every instance listens for (their caches and indexes follow it).
    const events = await t.testDb.database.db
      .select({ type: shopEvents.type, data: shopEvents.data })
      .from(shopEvents)
      .where(eq(shopEvents.type, 'product.changed'));
    expect(events.map((event) => event.data)).toContainEqual({ productId: crate.id });

    // The largest stock allowed, and none.
    expect((await setStock(crate.id, { stock: 1_000_000 })).statusCode).toBe(200);
    expect((await setStock(crate.id, { stock: 0 })).json<InventoryItem>().stock).toBe(0);
    expect(await storefrontStock(crate.id)).toBe(0);
  });

  it('with the stock the admin saw, units sold meanwhile stay sold', async () => {
    const crate = crates[7]!; // 40 units, shown to the admin
    // Two units sold while the admin typed 50.
    await t.testDb.database.db.update(products).set({ stock: 38 }).where(eq(products.id, crate.id));
    const response = await setStock(crate.id, { stock: 50, stockWas: 40 });
    expect(response.json<InventoryItem>().stock).toBe(48);
    expect(await storefrontStock(crate.id)).toBe(48);
    // Never below 0: more sold meanwhile than the admin took off.
    await t.testDb.database.db.update(products).set({ stock: 1 }).where(eq(products.id, crate.id));
    expect((await setStock(crate.id, { stock: 0, stockWas: 48 })).json<InventoryItem>().stock).toBe(0);
  });

  it('refuses a bad stock with 400 and a message for the field, changing nothing', async () => {
    const crate = crates[10]!; // 11 units
    for (const body of [
      { stock: -1 },
      { stock: 1_000_001 },
      { stock: 2.5 },
      { stock: '7' },
      { stock: null },
      {},
      { stock: 7, price: 1 },
      { stock: 7, stockWas: -1 },
    ]) {
      const response = await setStock(crate.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<ErrorResponse>().error.code).toBe('VALIDATION_ERROR');
    }
    const tooMany = (await setStock(crate.id, { stock: 1_000_001 })).json<ErrorResponse>();
    expect(tooMany.error.details).toEqual([{ path: 'stock', message: 'Stock must be at most 1000000.' }]);
    const notWhole = (await setStock(crate.id, { stock: 2.5 })).json<ErrorResponse>();
    expect(notWhole.error.details).toEqual([{ path: 'stock', message: 'Enter a whole number.' }]);
    const notJson = await admin.request('PATCH', `/api/admin/products/${crate.id}/stock`, 'seven');
    expect(notJson.statusCode).toBe(415); // Not JSON.
    expect((await setStock('not-an-id', { stock: 1 })).statusCode).toBe(400);
    expect(await stockOf(crate.id)).toBe(11);
    expect(await storefrontStock(crate.id)).toBe(11);

    // A product that is not on sale, or none at all: 404, and the deleted one keeps its stock.
    expect((await setStock(deletedId, { stock: 9 })).statusCode).toBe(404);
    expect(await stockOf(deletedId)).toBe(0);
    expect((await setStock('00000000-0000-4000-8000-000000000000', { stock: 9 })).statusCode).toBe(404);
  });

  it('answers a visitor 401 and a shopper 403, changing nothing', async () => {
    const crate = crates[12]!; // 60 units
    const visitor = createClient(t.app);
    for (const client of [visitor, shopper]) {
      const status = client === visitor ? 401 : 403;
      expect((await client.request('GET', '/api/admin/inventory')).statusCode).toBe(status);
      const refused = await setStock(crate.id, { stock: 1 }, client);
      expect(refused.statusCode).toBe(status);
      expect(refused.json<ErrorResponse>().error.code).toBe(status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN');
    }
    expect(await stockOf(crate.id)).toBe(60);
    expect(await storefrontStock(crate.id)).toBe(60);
  });
});
