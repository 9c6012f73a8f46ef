import { PAGE_SIZE } from '@eshop/shared';
import { describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../app/store';
import { createFakeApi } from '../../test/fake-api';
import { catalogApi } from './api/catalog-api';
import { DEFAULT_FILTERS, toProductQuery } from './filter-params';
import { loadPageQueries } from '../../lib/page-queries';
import { catalogPageQueries, prefetchCatalogPageData } from './prefetch-page-data';

const list = {
  items: [],
  total: 0,
  page: 2,
  pageSize: PAGE_SIZE,
  pageCount: 0,
  minPriceCents: 0,
  maxPriceCents: 0,
};

describe('prefetchCatalogPageData', () => {
  it("asks for a category page's products with the arguments the page will ask with", async () => {
    const api = createFakeApi();
    api.on('GET /api/products', { body: list });
    const store = createAppStore();
    prefetchCatalogPageData({ pathname: '/category/Phone', search: '?page=2' }, store.dispatch);
    const select = catalogApi.endpoints.getProducts.select(
      toProductQuery({ ...DEFAULT_FILTERS, category: 'Phone', page: 2 }),
    );
    await vi.waitFor(() => expect(select(store.getState()).isSuccess).toBe(true));
    expect(api.sentTo('GET /api/products')).toHaveLength(1);
  });

  it("asks for a product page's product", async () => {
    const api = createFakeApi();
    api.on('GET /api/products/p1', { body: { id: 'p1' } });
    const store = createAppStore();
    prefetchCatalogPageData({ pathname: '/product-details/p1', search: '' }, store.dispatch);
    await vi.waitFor(() =>
      expect(catalogApi.endpoints.getProduct.select('p1')(store.getState()).isSuccess).toBe(true),
    );
  });

  it('decodes the category in the address, as the page does', async () => {
    const api = createFakeApi();
    api.on('GET /api/products', { body: list });
    const store = createAppStore();
    prefetchCatalogPageData({ pathname: '/category/Health%20%26%20Beauty', search: '' }, store.dispatch);
    const select = catalogApi.endpoints.getProducts.select(
      toProductQuery({ ...DEFAULT_FILTERS, category: 'Health & Beauty' }),
    );
    await vi.waitFor(() => expect(select(store.getState()).isSuccess).toBe(true));
  });

  it('asks for nothing on other pages or a malformed address', () => {
    createFakeApi();
    const store = createAppStore();
    for (const pathname of ['/', '/cart', '/category/%E0%A4%A', '/login']) {
      prefetchCatalogPageData({ pathname, search: '' }, store.dispatch);
    }
    // The cache holds every query asked for, synchronously at dispatch.
    const asked = Object.keys(store.getState()[catalogApi.reducerPath].queries);
    expect(asked.filter((key) => key.startsWith('getProduct'))).toEqual([]);
  });
});

describe('catalogPageQueries (before a page is drawn on the server)', () => {
  it("answers a product page's product and the category bar before the draw, not its related products", async () => {
    const api = createFakeApi();
    api.on('GET /api/products/p1', { body: { id: 'p1', category: 'Phone' } });
    api.on('GET /api/products', { body: list });
    api.on('GET /api/categories', { body: [] });
    const store = createAppStore();
    await loadPageQueries(store, catalogPageQueries({ pathname: '/product-details/p1', search: '' }));
    const state = store.getState();
    expect(catalogApi.endpoints.getProduct.select('p1')(state).isSuccess).toBe(true);
    expect(catalogApi.endpoints.getCategories.select(undefined)(state).isSuccess).toBe(true);
    // The browser draws them (RelatedProducts): the server asks for no listing for a product's page.
    expect(api.sentTo('GET /api/products')).toEqual([]);
  });

  it("answers the home page's and a category page's listing with the filters in the address", async () => {
    const api = createFakeApi();
    api.on('GET /api/products', { body: list });
    api.on('GET /api/categories', { body: [] });
    const store = createAppStore();
    await loadPageQueries(store, [
      ...catalogPageQueries({ pathname: '/', search: '?sort=a-z' }),
      ...catalogPageQueries({ pathname: '/category/Phone', search: '?page=2' }),
    ]);
    const state = store.getState();
    const answered = (filters: Partial<typeof DEFAULT_FILTERS>) =>
      catalogApi.endpoints.getProducts.select(toProductQuery({ ...DEFAULT_FILTERS, ...filters }))(state)
        .isSuccess;
    expect(answered({ sort: 'a-z' })).toBe(true);
    expect(answered({ category: 'Phone', page: 2 })).toBe(true);
  });
});
