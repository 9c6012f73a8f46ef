// On the server (entry-server.tsx): the first page of a product's reviews, as ProductReviews asks for
// it, answered before the product page's one render.
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { matchPath } from 'react-router';
import { reviewsApi } from './api/reviews-api';

type Dispatch = ThunkDispatch<never, unknown, UnknownAction>;

export async function loadProductReviews(pathname: string, dispatch: Dispatch): Promise<void> {
  const id = matchPath('/product-details/:id', pathname)?.params.id;
  if (id === undefined) return;
  let productId: string;
  try {
    productId = decodeURIComponent(id);
  } catch {
    return; // A malformed address: the page says it found nothing, and asks for no reviews.
  }
  await dispatch(reviewsApi.endpoints.getReviews.initiate({ productId, page: 1 }));
}
