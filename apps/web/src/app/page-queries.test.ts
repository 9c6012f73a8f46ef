import { describe, expect, it } from 'vitest';
import { createAppStore, type RootState } from './store';
import { catalogApi } from '../features/catalog';
import { reviewsApi } from '../features/reviews/api/reviews-api';
import { createFakeApi } from '../test/fake-api';
import { loadPageQueries, pageQuery } from '../lib/page-queries';

const product = { id: 'p1', name: 'Phone One', category: 'Phone', brand: 'Acme', priceCents: 1999 };
const reviews = { items: [], total: 0, page: 1, pageSize: 5, pageCount: 0, averageRating: 0 };

const answerCatalogue = () => {
  const api = createFakeApi();
  api.on('GET /api/products/p1', { body: product });
  api.on('GET /api/products/gone', { status: 404, body: { message: 'Product not found' } });
  api.on('GET /api/categories', { body: { items: [{ name: 'Phone', count: 1 }] } });
  api.on('GET /api/products/p1/reviews', { body: reviews });
  return api;
};

/** What a page reads of the cache: each entry's status, endpoint, arguments, data and error, and the tags. */
const cacheOf = (state: RootState) => ({
  queries: Object.fromEntries(
    Object.entries(state.api.queries).map(([key, entry]) => [
      key,
      {
        status: entry?.status,
        endpointName: entry?.endpointName,
        originalArgs: entry?.originalArgs,
        data: entry?.data,
        error: entry?.error,
      },
    ]),
  ),
  provided: state.api.provided,
});

const queries = [
  pageQuery(catalogApi.endpoints.getCategories, undefined),
  pageQuery(catalogApi.endpoints.getProduct, 'p1'),
  pageQuery(reviewsApi.endpoints.getReviews, { productId: 'p1', page: 1 }),
];

describe('loadPageQueries (a server-drawn page filled in one step)', () => {
  it("fills the cache as RTK Query's own thunks do, in one action", async () => {
    const sent = answerCatalogue();
    const byThunks = createAppStore();
    await Promise.all([
      byThunks.dispatch(catalogApi.endpoints.getCategories.initiate(undefined)),
      byThunks.dispatch(catalogApi.endpoints.getProduct.initiate('p1')),
      byThunks.dispatch(reviewsApi.endpoints.getReviews.initiate({ productId: 'p1', page: 1 })),
    ]);

    const inOneStep = createAppStore();
    const actions: string[] = [];
    inOneStep.subscribe(() => actions.push('changed'));
    await loadPageQueries(inOneStep, queries);

    expect(cacheOf(inOneStep.getState())).toEqual(cacheOf(byThunks.getState()));
    // The categories' answer went through the endpoint's transformResponse (its items).
    expect(catalogApi.endpoints.getCategories.select(undefined)(inOneStep.getState()).data).toEqual([
      { name: 'Phone', count: 1 },
    ]);
    expect(actions).toEqual(['changed']);
    // Each query asked once per store.
    expect(sent.sentTo('GET /api/products/p1')).toHaveLength(2);
  });

  it('keeps a failed answer as its error, as the page reads it (a product that is not there)', async () => {
    answerCatalogue();
    const store = createAppStore();
    await loadPageQueries(store, [
      pageQuery(catalogApi.endpoints.getProduct, 'gone'),
      pageQuery(catalogApi.endpoints.getProduct, 'p1'),
    ]);
    const gone = catalogApi.endpoints.getProduct.select('gone')(store.getState());
    expect(gone.isError).toBe(true);
    expect(gone.error).toMatchObject({ status: 404 });
    expect(catalogApi.endpoints.getProduct.select('p1')(store.getState()).data).toEqual(product);
  });

  it('leaves an answer its endpoint cannot read to the thunk, which keeps the error', async () => {
    const api = createFakeApi();
    // The categories' transformResponse reads `items` of an empty body (null).
    api.on('GET /api/categories', { status: 200 });
    const store = createAppStore();
    await loadPageQueries(store, [pageQuery(catalogApi.endpoints.getCategories, undefined)]);
    expect(catalogApi.endpoints.getCategories.select(undefined)(store.getState()).isError).toBe(true);
  });

  it('does nothing for no queries', async () => {
    const store = createAppStore();
    const before = store.getState();
    await loadPageQueries(store, []);
    expect(store.getState()).toBe(before);
  });
});
