// Server rendering without RTK Query's side effects (decision 076): the hooks only read the store, so
// a page's data is loaded before its draw (the loaders in entry-server.tsx). A query no loader knew
// is still answered: the store the draw reads notes every read of a query that is not in the cache,
// and the page is drawn again once those are answered.
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { queryDefinition } from './endpoint-definitions';
import type { PageQuery } from './page-queries';

/** RTK Query's cache key: `endpointName(JSON of the arguments)` (defaultSerializeQueryArgs). */
const CACHE_KEY = /^(\w+)\((.*)\)$/s;

type ApiState = { api: { queries: Record<string, unknown> } };
type WatchedStore<State extends ApiState> = {
  getState: () => State;
  dispatch: ThunkDispatch<State, unknown, UnknownAction>;
  subscribe: (listener: () => void) => () => void;
};

/**
 * The store as a draw reads it, and the cache keys it asked for that the cache did not hold. The
 * watched state is made once per state, so memoised selectors see the same object.
 */
export function watchMissingQueries<State extends ApiState, Store extends WatchedStore<State>>(
  store: Store,
): { store: Store; missing: Set<string> } {
  const missing = new Set<string>();
  const watched = new WeakMap<object, State>();
  const getState = (): State => {
    const state = store.getState();
    let seen = watched.get(state);
    if (!seen) {
      const queries = new Proxy(state.api.queries, {
        get(target, key, receiver) {
          if (typeof key === 'string' && !(key in target) && CACHE_KEY.test(key)) missing.add(key);
          return Reflect.get(target, key, receiver) as unknown;
        },
      });
      seen = { ...state, api: { ...state.api, queries } };
      watched.set(state, seen);
    }
    return seen;
  };
  return { store: { ...store, getState }, missing };
}

/** The query a cache key names (its endpoint and arguments); undefined for a key it cannot read. */
export function queryOfCacheKey(cacheKey: string): PageQuery | undefined {
  const [, endpointName = '', args = ''] = CACHE_KEY.exec(cacheKey) ?? [];
  if (!queryDefinition(endpointName)) return undefined;
  try {
    return { endpointName, arg: args === 'undefined' ? undefined : (JSON.parse(args) as unknown) };
  } catch {
    return undefined;
  }
}
