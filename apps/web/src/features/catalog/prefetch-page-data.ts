// The data of a catalogue page, asked for before the page's first render: the request runs while
// the page's code downloads, so the products arrive with (or soon after) the page instead of one
// round trip later. The arguments match what the pages ask for, so they find the answer in the cache.
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { matchPath } from 'react-router';
import { catalogApi } from './api/catalog-api';
import { parseFilters, toProductQuery } from './filter-params';

// Prefetch thunks want a dispatch that takes thunks; the store's is one.
type Dispatch = ThunkDispatch<never, unknown, UnknownAction>;

/** A path parameter as the page sees it (`useParams` decodes; `matchPath` does not). */
const decoded = (param: string | undefined): string | undefined => {
  if (param === undefined) return undefined;
  try {
    return decodeURIComponent(param);
  } catch {
    return undefined; // A malformed address: the page will say it found nothing.
  }
};

export function prefetchCatalogPageData(
  { pathname, search }: { pathname: string; search: string },
  dispatch: Dispatch,
) {
  const category = decoded(matchPath('/category/:id', pathname)?.params.id);
  if (category) {
    // As CategoryPage asks (useProductListing): the filters in the address, the category in its path.
    const filters = { ...parseFilters(new URLSearchParams(search)), category };
    dispatch(catalogApi.util.prefetch('getProducts', toProductQuery(filters), {}));
  }
  const productId = decoded(matchPath('/product-details/:id', pathname)?.params.id);
  if (productId) dispatch(catalogApi.util.prefetch('getProduct', productId, {}));
}
