import { describe, expect, it } from 'vitest';
import { createAppStore } from './store';
import { catalogApi } from '../features/catalog';
import { createFakeApi } from '../test/fake-api';
import { queryOfCacheKey, watchMissingQueries } from '../lib/missing-queries';
import { loadPageQueries } from '../lib/page-queries';

describe('the store a server draw reads', () => {
  it('notes each query read that the cache lacks, and asks for it by its cache key', async () => {
    const api = createFakeApi();
    api.on('GET /api/products/p1', { body: { id: 'p1', category: 'Phone' } });
    api.on('GET /api/categories', { body: [] });
    const { store, missing } = watchMissingQueries(createAppStore());
    await store.dispatch(catalogApi.endpoints.getCategories.initiate(undefined));

    // As a hook reads them: one answered, one not.
    expect(catalogApi.endpoints.getCategories.select(undefined)(store.getState()).isSuccess).toBe(true);
    expect(catalogApi.endpoints.getProduct.select('p1')(store.getState()).isUninitialized).toBe(true);
    // Listing the cache (the price range does) notes nothing.
    expect(Object.values(store.getState().api.queries)).toHaveLength(1);
    expect([...missing]).toEqual(['getProduct("p1")']);

    const query = queryOfCacheKey('getProduct("p1")');
    expect(query).toEqual({ endpointName: 'getProduct', arg: 'p1' });
    await loadPageQueries(store, [query!]);
    expect(catalogApi.endpoints.getProduct.select('p1')(store.getState()).data).toEqual({
      id: 'p1',
      category: 'Phone',
    });
    expect(api.sentTo('GET /api/products/p1')).toHaveLength(1);
    // The same state is read as the same object (memoised selectors see no change).
    expect(store.getState()).toBe(store.getState());
  });

  it('reads no query from a key it cannot read', () => {
    expect(queryOfCacheKey('noSuchEndpoint(undefined)')).toBeUndefined();
    expect(queryOfCacheKey('getProduct({broken')).toBeUndefined();
    expect(queryOfCacheKey('not a key')).toBeUndefined();
    expect(queryOfCacheKey('getCategories(undefined)')).toEqual({
      endpointName: 'getCategories',
      arg: undefined,
    });
  });
});
