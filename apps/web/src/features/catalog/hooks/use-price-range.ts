import { useMemo } from 'react';
import type { ProductListResponse } from '@eshop/shared';
import { useAppSelector } from '../../../app/hooks';
import type { api } from '../../../lib/api';
import type { PriceRange } from '../filter-params';

type WithApiCache = { api: ReturnType<typeof api.reducer> };

/**
 * The newest product list in the query cache. Every list carries the whole catalogue's price range
 * (not its filters'), so the newest one has today's, whichever listing asked for it; a server-drawn
 * page's lists are in the cache before it hydrates.
 */
const selectNewestProductList = (state: WithApiCache): ProductListResponse | undefined => {
  let newest: ProductListResponse | undefined;
  let newestAt = -Infinity;
  for (const entry of Object.values(state.api.queries)) {
    if (entry?.endpointName !== 'getProducts' || entry.data === undefined) continue;
    const at = entry.fulfilledTimeStamp ?? 0;
    if (at >= newestAt) {
      newest = entry.data as ProductListResponse;
      newestAt = at;
    }
  }
  return newest;
};

/** The catalogue's cheapest and dearest price, or null until the first product list has arrived. */
export const usePriceRange = (): PriceRange | null => {
  const list = useAppSelector(selectNewestProductList);
  const minPriceCents = list?.minPriceCents;
  const maxPriceCents = list?.maxPriceCents;
  return useMemo(
    () =>
      minPriceCents === undefined || maxPriceCents === undefined ? null : { minPriceCents, maxPriceCents },
    [minPriceCents, maxPriceCents],
  );
};
