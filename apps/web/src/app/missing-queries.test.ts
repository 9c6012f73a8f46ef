import { describe, expect, it } from 'vitest';
import { createAppStore } from './store';
import { catalogApi } from '../features/catalog';
import { createFakeApi } from '../test/fake-api';
import { askForQuery, watchMissingQueries } from '../lib/missing-queries';

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

    await askForQuery(store.dispatch, 'getProduct("p1")');
    expect(catalogApi.endpoints.getProduct.select('p1')(store.getState()).data).toEqual({
      id: 'p1',
      category: 'Phone',
    });
    expect(api.sentTo('GET /api/products/p1')).toHaveLength(1);
    // The same state is read as the same object (memoised selectors see no change).
    expect(store.getState()).toBe(store.getState());
  });

  it('asks for nothing for a key it cannot read', async () => {
    const { store } = watchMissingQueries(createAppStore());
    await askForQuery(store.dispatch, 'noSuchEndpoint(undefined)');
    await askForQuery(store.dispatch, 'getProduct({broken');
    expect(Object.keys(store.getState().api.queries)).toEqual([]);
  });
});
