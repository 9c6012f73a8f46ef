import { useGetProductsQuery } from '../api/catalog-api';
import { toProductQuery } from '../filter-params';
import { useListingFilters } from './use-listing-filters';
import { usePriceRange } from './use-price-range';

/** The home page's listing: filters from the URL, the catalogue's price range, and the fetched page. */
export const useProductListing = () => {
  const { filters, updateFilters } = useListingFilters();
  const priceRange = usePriceRange();
  const result = useGetProductsQuery(toProductQuery(filters));
  return { filters, updateFilters, priceRange, result };
};
