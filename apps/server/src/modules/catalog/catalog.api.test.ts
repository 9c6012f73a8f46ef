// The catalogue API through the real app on both backends: every query parameter, combinations,
// sort orders, paging edges and bad input.
import { asc, inArray, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  PRODUCT_SORTS,
  productListQuerySchema,
  NOT_FOUND_MESSAGE,
  type ErrorResponse,
  type Product,
  type ProductListResponse,
} from '@eshop/shared';
import { products } from '../../db/schema/index.js';
import { DEMO_CATALOG } from '../../db/seed/demo-catalog.js';
import { listProductPage } from './list-products.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { BACKENDS } from '../../test-support/test-database.js';

const DEMO_TOTAL = DEMO_CATALOG.length;

describe.each(BACKENDS)('catalogue API on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/products${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ProductListResponse>();
  };
  const listAll = (query: string) => list(`${query}${query ? '&' : '?'}limit=100`);
  const badRequest = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<ErrorResponse>();
    expect(body.error.code).toBe('VALIDATION_ERROR');
    return body;
  };
  const countRows = async () => {
    const [row] = await t.testDb.database.db.select({ n: sql<number>`count(*)::int` }).from(products);
    return row?.n;
  };

  it('lists the first page of 12, newest first, with the totals and the price range', async () => {
    const body = await list('');
    expect(body.items).toHaveLength(12);
    expect(body.total).toBe(DEMO_TOTAL);
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(12);
    expect(body.pageCount).toBe(Math.ceil(DEMO_TOTAL / 12));
    const dates = body.items.map((p) => Date.parse(p.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const prices = DEMO_CATALOG.map((p) => p.priceCents);
    expect(body.minPriceCents).toBe(Math.min(...prices));
    expect(body.maxPriceCents).toBe(Math.max(...prices));
    for (const item of body.items) {
      expect(Number.isInteger(item.priceCents)).toBe(true);
      expect(item.imageURL).toMatch(/^\/demo-images\/[a-z0-9-]+\.webp$/);
    }
  });

  it('seeds at least 60 products over all 7 categories with several brands each', async () => {
    const { items } = await listAll('');
    expect(items.length).toBeGreaterThanOrEqual(60);
    for (const category of CATEGORIES) {
      const brands = new Set(items.filter((p) => p.category === category).map((p) => p.brand));
      expect(brands.size, category).toBeGreaterThanOrEqual(3);
    }
  });

  it('searches name, brand and category case-insensitively', async () => {
    const byName = await listAll('?search=NOVA');
    expect(byName.items.map((p) => p.name).sort()).toEqual(['Nova 15', 'Nova 15 Pro', 'Nova SE']);
    const byBrand = await listAll('?search=sOnOrA');
    expect(byBrand.total).toBe(3);
    expect(byBrand.items.every((p) => p.brand === 'Sonora')).toBe(true);
    const byCategory = await listAll('?search=grocr');
    expect(byCategory.total).toBe(10);
    expect(byCategory.items.every((p) => p.category === 'Grocries')).toBe(true);
    // A description's words are found whole (decision 061), never a piece of one.
    const byDescriptionOnly = await listAll('?search=homogenised');
    expect(byDescriptionOnly.items.map((p) => p.desc.includes('homogenised'))).toEqual([true]);
    expect((await listAll('?search=homogen')).total).toBe(0);
  });

  it('treats search text literally, wildcards and quotes included', async () => {
    expect((await listAll('?search=%25')).total).toBe(0);
    expect((await listAll('?search=_')).total).toBe(0);
    expect((await listAll(`?search=${encodeURIComponent("'; drop table products; --")}`)).total).toBe(0);
    expect((await listAll(`?search=${encodeURIComponent('caf\u00e9 \u{1F600}')}`)).total).toBe(0);
    expect(await countRows()).toBe(DEMO_TOTAL);
  });

  it('filters by category, brand and maximum price', async () => {
    const phones = await listAll('?category=Phone');
    expect(phones.total).toBe(10);
    expect(phones.items.every((p) => p.category === 'Phone')).toBe(true);
    const beauty = await listAll(`?category=${encodeURIComponent('Health & Beauty')}`);
    expect(beauty.total).toBe(10);
    const orion = await listAll('?brand=Orion');
    expect(orion.total).toBe(3);
    const cheap = await listAll('?maxPriceCents=5000');
    expect(cheap.total).toBe(DEMO_CATALOG.filter((p) => p.priceCents <= 5000).length);
    expect(cheap.items.every((p) => p.priceCents <= 5000)).toBe(true);
    const exact = await listAll('?maxPriceCents=189');
    expect(exact.items.map((p) => p.priceCents)).toEqual([189]);
  });

  it('filters by several brands, a price range and stock left (issue 21)', async () => {
    const orion = await listAll('?brand=Orion');
    const both = await listAll('?brand=Orion&brand=Apex');
    const apex = await listAll('?brand=Apex');
    expect(both.total).toBe(orion.total + apex.total);
    expect(new Set(both.items.map((p) => p.brand))).toEqual(new Set(['Orion', 'Apex']));
    expect((await listAll('?brand=Orion&brand=No%20Such%20Brand')).total).toBe(orion.total);

    const range = await listAll('?minPriceCents=5000&maxPriceCents=20000');
    const expected = DEMO_CATALOG.filter((p) => p.priceCents >= 5000 && p.priceCents <= 20000);
    expect(range.total).toBe(expected.length);
    expect(range.items.every((p) => p.priceCents >= 5000 && p.priceCents <= 20000)).toBe(true);

    const [soldOut] = await t.app.db
      .update(products)
      .set({ stock: 0 })
      .where(sql`${products.id} = (select id from products order by id limit 1)`)
      .returning({ id: products.id });
    await t.app.catalogChanged({ productIds: [soldOut!.id] });
    const inStock = await listAll('?inStock=true');
    expect(inStock.items.every((p) => p.stock > 0)).toBe(true);
    expect(inStock.items.map((p) => p.id)).not.toContain(soldOut!.id);
    expect((await listAll('?inStock=false')).total).toBe(DEMO_TOTAL);
    await t.app.db
      .update(products)
      .set({ stock: 10 })
      .where(sql`${products.id} = ${soldOut!.id}`);
    await t.app.catalogChanged({ productIds: [soldOut!.id] });
    expect((await listAll('?inStock=true')).total).toBe(DEMO_TOTAL);
  });

  it('filters products on sale: a compare-at price above the price, as the card shows (issue 37)', async () => {
    const db = t.testDb.database.db;
    // The demo's own sales (every variant, or one colour's: the product keeps the highest compare-at).
    const demoSales = ['Down Puffer Jacket', 'Stride Trail GTX'];
    const names = (page: ProductListResponse) => page.items.map((p) => p.name).sort();
    expect(names(await listAll('?onSale=true'))).toEqual(demoSales);

    // Five more compare-at prices: three above the price, one equal to it and one below (no sale).
    const picked = await db
      .select({ id: products.id, name: products.name, priceCents: products.priceCents })
      .from(products)
      .where(notInArray(products.name, demoSales))
      .orderBy(asc(products.name))
      .limit(5);
    const compareAt = [1_000, 1, 2_500, 0, -1];
    for (const [i, product] of picked.entries()) {
      await db
        .update(products)
        .set({ compareAtCents: product.priceCents + compareAt[i]! })
        .where(sql`${products.id} = ${product.id}`);
    }
    const pickedIds = picked.map((p) => p.id);
    await t.app.catalogChanged({ productIds: pickedIds });
    expect(t.app.catalogIndexer?.current()).toBeDefined();

    const onSale = await listAll('?onSale=true');
    const expected = [...demoSales, ...picked.slice(0, 3).map((p) => p.name)].sort();
    expect(names(onSale)).toEqual(expected);
    expect(onSale).toMatchObject({ total: 5, page: 1, pageCount: 1 });
    expect(onSale.items.every((p) => p.compareAtCents !== undefined && p.compareAtCents > p.priceCents)).toBe(
      true,
    );
    // Each facet counts the sale's matches, by the same rule as without it.
    const countBy = (items: Product[], field: 'category' | 'brand') => {
      const counts = new Map<string, number>();
      for (const item of items) counts.set(item[field], (counts.get(item[field]) ?? 0) + 1);
      return [...counts]
        .map(([name, count]) => ({ name, count }))
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    };
    expect(onSale.facets?.categories).toEqual(countBy(onSale.items, 'category'));
    expect(onSale.facets?.brands).toEqual(countBy(onSale.items, 'brand'));
    const jacketColours = onSale.facets?.options.find((option) => option.name === 'Colour')?.values;
    expect(jacketColours).toEqual(expect.arrayContaining([{ value: 'Orange', count: 1 }]));
    // A page of two, with the price range of the whole catalogue (the slider's) left as it was.
    const all = await list('');
    const firstTwo = await list('?onSale=true&sort=lowest-price&limit=2');
    expect(firstTwo).toMatchObject({ total: 5, pageCount: 3, minPriceCents: all.minPriceCents });
    expect(firstTwo.items.map((p) => p.priceCents)).toEqual(
      onSale.items
        .map((p) => p.priceCents)
        .sort((a, b) => a - b)
        .slice(0, 2),
    );
    expect((await listAll('?onSale=false')).total).toBe(DEMO_TOTAL);

    // The index's answers (the API's) are the database's, alone and with every other filter.
    const jacket = onSale.items.find((p) => p.name === 'Down Puffer Jacket')!;
    for (const query of [
      'onSale=true',
      'onSale=true&inStock=true',
      `onSale=true&category=${encodeURIComponent(jacket.category)}`,
      `onSale=true&brand=${encodeURIComponent(jacket.brand)}&sort=a-z`,
      'onSale=true&option=Colour%3AOrange',
      'onSale=true&option=Colour%3ABlack',
      'onSale=true&search=jacket',
      'onSale=true&maxPriceCents=20000&sort=highest-price',
      'onSale=true&sort=z-a&page=2&limit=2',
    ]) {
      const fromIndex = await list(`?${query}`);
      const fromDatabase = await listProductPage(
        db,
        productListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))),
      );
      const { minPriceCents: _min, maxPriceCents: _max, ...page } = fromIndex;
      expect(page, query).toEqual(fromDatabase);
      expect(
        fromIndex.items.every((p) => p.compareAtCents !== undefined && p.compareAtCents > p.priceCents),
      ).toBe(true);
    }
    expect((await list('?onSale=true&search=jacket')).items.map((p) => p.name)).toEqual([
      'Down Puffer Jacket',
    ]);

    // Taken off sale again: only the demo's are left.
    await db.update(products).set({ compareAtCents: null }).where(inArray(products.id, pickedIds));
    await t.app.catalogChanged({ productIds: pickedIds });
    expect(names(await listAll('?onSale=true'))).toEqual(demoSales);
  });

  it('combines search, category, brand and price, then sorts', async () => {
    const body = await listAll(
      '?search=a&category=Laptop&brand=Northwind&maxPriceCents=150000&sort=highest-price',
    );
    const expected = DEMO_CATALOG.filter(
      (p) =>
        p.category === 'Laptop' &&
        p.brand === 'Northwind' &&
        p.priceCents <= 150000 &&
        `${p.name}\n${p.brand}\n${p.category}`
          .toLowerCase()
          .split('\n')
          .some((f) => f.includes('a')),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(body.items.map((p) => p.name)).toEqual(
      [...expected].sort((a, b) => b.priceCents - a.priceCents).map((p) => p.name),
    );
    const none = await listAll('?category=Phone&brand=Sonora');
    expect(none).toMatchObject({ total: 0, items: [], pageCount: 0 });
  });

  it('sorts by price and by name both ways', async () => {
    const prices = (items: Product[]) => items.map((p) => p.priceCents);
    const low = await listAll('?sort=lowest-price');
    expect(prices(low.items)).toEqual([...prices(low.items)].sort((a, b) => a - b));
    const high = await listAll('?sort=highest-price');
    expect(prices(high.items)).toEqual([...prices(high.items)].sort((a, b) => b - a));
    const names = (items: Product[]) => items.map((p) => p.name.toLowerCase());
    const az = await listAll('?sort=a-z');
    expect(names(az.items)).toEqual([...names(az.items)].sort());
    const za = await listAll('?sort=z-a');
    expect(names(za.items)).toEqual([...names(az.items)].reverse());
  });

  it.each(PRODUCT_SORTS)('orders a search the same whichever plan finds it (%s)', async (sort) => {
    const query = productListQuerySchema.parse({ search: 'o', sort, limit: 100 });
    const db = t.testDb.database.db;
    const byIndex = await listProductPage(db, query, { findMatchesFirst: false });
    const matchesFirst = await listProductPage(db, query, { findMatchesFirst: true });
    expect(byIndex.total).toBeGreaterThan(12);
    expect(matchesFirst.items.map((p) => p.id)).toEqual(byIndex.items.map((p) => p.id));
  });

  it('pages through the list without gaps or repeats, and past the end returns no items', async () => {
    const seen = new Set<string>();
    for (let page = 1; page <= Math.ceil(DEMO_TOTAL / 12); page += 1) {
      const body = await list(`?page=${page}&sort=a-z`);
      body.items.forEach((p) => seen.add(p.id));
      const expectedSize = Math.min(12, DEMO_TOTAL - (page - 1) * 12);
      expect(body.items).toHaveLength(expectedSize);
    }
    expect(seen.size).toBe(DEMO_TOTAL);
    const past = await list('?page=999');
    expect(past).toMatchObject({ items: [], total: DEMO_TOTAL, page: 999 });
    expect((await list('?limit=1')).items).toHaveLength(1);
  });

  it.each([
    ['/api/products?page=-1', 'page'],
    ['/api/products?page=0', 'page'],
    ['/api/products?page=1.5', 'page'],
    ['/api/products?page=abc', 'page'],
    ['/api/products?limit=101', 'limit'],
    ['/api/products?limit=100000', 'limit'],
    ['/api/products?limit=0', 'limit'],
    ['/api/products?sort=cheapest', 'sort'],
    ['/api/products?maxPriceCents=abc', 'maxPriceCents'],
    ['/api/products?maxPriceCents=-5', 'maxPriceCents'],
    ['/api/products?minPriceCents=x', 'minPriceCents'],
    ['/api/products?inStock=yes', 'inStock'],
    ['/api/products?onSale=1', 'onSale'],
    [`/api/products?${Array.from({ length: 21 }, (_, i) => `brand=b${i}`).join('&')}`, 'brand'],
    [`/api/products?search=${'x'.repeat(101)}`, 'search'],
    [`/api/products?search=${'x'.repeat(5000)}`, 'search'],
    ['/api/products?colour=red', 'colour'],
    ['/api/products?search=%00', 'search'],
    ['/api/products?search=a%00b', 'search'],
    ['/api/products?brand=%00', 'brand'],
    ['/api/products?search=tab%09here', 'search'],
  ])('rejects %s with a 400 naming %s, changing nothing', async (url, field) => {
    const body = await badRequest(url);
    expect(body.error.message).toContain(field);
    expect(body.error.details?.some((d) => d.path.includes(field))).toBe(true);
    expect(await countRows()).toBe(DEMO_TOTAL);
  });

  it.each(['/api/products?category=Toys', '/api/brands?category=Toys'])(
    'answers %s with a 404: the shop has no such category',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: { code: 'NOT_FOUND', message: 'There is no such category.' },
      });
      // A category that has nothing to show is an empty list, not a 404.
      const empty = url.includes('products') ? 'Fashion&search=zzzzqqq' : 'Fashion';
      expect((await t.app.inject({ method: 'GET', url: url.replace('Toys', empty) })).statusCode).toBe(200);
    },
  );

  it('returns one product by id, and "Document not found." for an unknown one', async () => {
    const [first] = (await list('?limit=1')).items;
    const one = await t.app.inject({ method: 'GET', url: `/api/products/${first?.id}` });
    expect(one.statusCode).toBe(200);
    // The listing's card, and the product's more pictures (none in the demo), which listings leave out.
    expect(one.json()).toEqual({ ...first, gallery: [] });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/products/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 'NOT_FOUND', message: NOT_FOUND_MESSAGE } });
    const malformed = await t.app.inject({ method: 'GET', url: '/api/products/not-a-uuid' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<ErrorResponse>().error.details?.[0]?.path).toBe('id');
  });

  it('lists all 7 categories with counts, and brands overall or per category', async () => {
    const categories = await t.app.inject({ method: 'GET', url: '/api/categories' });
    expect(categories.json()).toEqual({ items: CATEGORIES.map((name) => ({ name, count: 10 })) });
    const brands = (await t.app.inject({ method: 'GET', url: '/api/brands' })).json<{
      items: { name: string; count: number }[];
    }>();
    const names = brands.items.map((b) => b.name);
    expect(names).toEqual([...names].sort());
    expect(brands.items.reduce((sum, b) => sum + b.count, 0)).toBe(DEMO_TOTAL);
    const phoneBrands = await t.app.inject({ method: 'GET', url: '/api/brands?category=Phone' });
    expect(phoneBrands.json()).toEqual({
      items: [
        { name: 'Ironleaf', count: 2 },
        { name: 'Lumen Mobile', count: 2 },
        { name: 'Orion', count: 3 },
        { name: 'Zenith', count: 3 },
      ],
    });
  });

  it('answers unknown API routes with the error shape, not the web app', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorResponse>().error.code).toBe('NOT_FOUND');
    const wrongMethod = await t.app.inject({ method: 'DELETE', url: '/api/products' });
    expect(wrongMethod.statusCode).toBe(404);
    expect(wrongMethod.json<ErrorResponse>().error.code).toBe('NOT_FOUND');
  });

  it('serves an OpenAPI document generated from the request schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{
      openapi: string;
      paths: Record<string, { get?: { parameters?: { name: string }[] } }>;
    }>();
    expect(doc.openapi).toMatch(/^3\./);
    const params = doc.paths['/api/products']?.get?.parameters?.map((p) => p.name);
    expect(params).toEqual(
      expect.arrayContaining(['search', 'category', 'brand', 'maxPriceCents', 'sort', 'page', 'limit']),
    );
    expect(doc.paths['/api/products/{id}']).toBeDefined();
  });
});
