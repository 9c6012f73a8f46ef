import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { applyFilterChange, filtersToParams, parseFilters, type ListingFilters } from '../filter-params';

export type UpdateOptions = {
  /** Replace the history entry instead of adding one (typing, dragging the price slider). */
  replace?: boolean;
};

/** The listing's filters, read from and written to the URL query string. */
export const useListingFilters = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(searchParams), [searchParams]);

  const updateFilters = useCallback(
    (change: Partial<ListingFilters>, options: UpdateOptions = {}) => {
      setSearchParams((current) => filtersToParams(applyFilterChange(parseFilters(current), change)), {
        replace: options.replace ?? false,
        preventScrollReset: true,
      });
    },
    [setSearchParams],
  );

  return { filters, updateFilters };
};
