import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import type { PriceRange } from '../filter-params';
import { selectPriceRange } from '../product-slice';

/** The catalogue's cheapest and dearest price, or null until the first product list has arrived. */
export const usePriceRange = (): PriceRange | null => {
  const { minPriceCents, maxPriceCents } = useSelector(selectPriceRange);
  return useMemo(
    () => (minPriceCents === null || maxPriceCents === null ? null : { minPriceCents, maxPriceCents }),
    [minPriceCents, maxPriceCents],
  );
};
