// On the server (entry-server.tsx): the first page of a product's reviews, as ProductReviews asks for
// it, answered before the product page's one render.
import { matchPath } from 'react-router';
import { pageQuery, type PageQuery } from '../../lib/page-queries';
import { reviewsApi } from './api/reviews-api';

export function productReviewQueries(pathname: string): PageQuery[] {
  const id = matchPath('/product-details/:id', pathname)?.params.id;
  if (id === undefined) return [];
  try {
    return [pageQuery(reviewsApi.endpoints.getReviews, { productId: decodeURIComponent(id), page: 1 })];
  } catch {
    return []; // A malformed address: the page says it found nothing, and asks for no reviews.
  }
}
