import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useGetProductsQuery } from '../api/catalog-api';
import { applyFilterChange, filtersToParams, toProductQuery, type ListingFilters } from '../filter-params';
import { useListingFilters, type UpdateOptions } from './use-listing-filters';
import { usePriceRange } from './use-price-range';

/** Where a listing of `category` (or of every category) lives, with the other filters kept. */
export const listingPath = (filters: ListingFilters): string => {
  const search = filtersToParams({ ...filters, category: null }).toString();
  const pathname = filters.category ? `/category/${encodeURIComponent(filters.category)}` : '/search';
  return search ? `${pathname}?${search}` : pathname;
};

/**
 * A listing's filters from the URL, the catalogue's price range and the fetched page. On a category
 * page (`routeCategory`) the category is the page's own: choosing another goes to that category's
 * page (All: the search page), keeping the other filters.
 */
export const useProductListing = (routeCategory?: string) => {
  const { filters: urlFilters, updateFilters: updateUrl } = useListingFilters();
  const navigate = useNavigate();
  const filters = useMemo(
    () => (routeCategory ? { ...urlFilters, category: routeCategory } : urlFilters),
    [urlFilters, routeCategory],
  );
  const updateFilters = useCallback(
    (change: Partial<ListingFilters>, options?: UpdateOptions) => {
      if (routeCategory && change.category !== undefined && change.category !== routeCategory) {
        void navigate(listingPath(applyFilterChange(filters, change)));
        return;
      }
      // The page's own category is in its path, not its query string.
      const inQuery = { ...change };
      if (routeCategory) delete inQuery.category;
      updateUrl(inQuery, options);
    },
    [filters, navigate, routeCategory, updateUrl],
  );
  const priceRange = usePriceRange();
  const result = useGetProductsQuery(toProductQuery(filters));
  return { filters, updateFilters, priceRange, result };
};
