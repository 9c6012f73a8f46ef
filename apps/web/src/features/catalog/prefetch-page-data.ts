// The data of a catalogue page, asked for before the page's first render: the request runs while
// the page's code downloads, so the products arrive with (or soon after) the page instead of one
// round trip later. The arguments match what the pages ask for, so they find the answer in the cache.
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { matchPath } from 'react-router';
import { pageQuery, type PageQuery } from '../../lib/page-queries';
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

/**
 * On the server (entry-server.tsx): every query a catalogue page makes while it renders, answered
 * before its one render, so the page is drawn once instead of once per round of answers. The
 * arguments are the pages' own (shared functions); a query this misses is still asked by the render,
 * which then draws again. A product's related products are the browser's to draw (RelatedProducts).
 */
export function catalogPageQueries({ pathname, search }: { pathname: string; search: string }): PageQuery[] {
  // The category bar on every page, and the grid on the home page.
  const queries = [pageQuery(catalogApi.endpoints.getCategories, undefined)];
  const category = decoded(matchPath('/category/:id', pathname)?.params.id);
  const isListing = pathname === '/' || pathname === '/search' || category !== undefined;
  if (isListing) {
    const filters = { ...parseFilters(new URLSearchParams(search)), ...(category ? { category } : {}) };
    queries.push(pageQuery(catalogApi.endpoints.getProducts, toProductQuery(filters)));
  }
  const productId = decoded(matchPath('/product-details/:id', pathname)?.params.id);
  if (productId) queries.push(pageQuery(catalogApi.endpoints.getProduct, productId));
  return queries;
}
