// A product's reviews, the signed-in shopper's own review, and writing it. A new review changes the
// product's average, so the product (card and page) is fetched again too.
import type { MyReviewResponse, Review, ReviewInput, ReviewListResponse } from '@eshop/shared';
import { api } from '../../../lib/api';

export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReviews: build.query<ReviewListResponse, { productId: string; page: number }>({
      query: ({ productId, page }) =>
        `/products/${encodeURIComponent(productId)}/reviews${page > 1 ? `?page=${page}` : ''}`,
      providesTags: (_result, _error, { productId }) => [{ type: 'Review', id: productId }],
    }),
    getMyReview: build.query<MyReviewResponse, string>({
      query: (productId) => `/products/${encodeURIComponent(productId)}/my-review`,
      providesTags: (_result, _error, productId) => [{ type: 'Review', id: productId }],
    }),
    submitReview: build.mutation<Review, { productId: string; input: ReviewInput }>({
      query: ({ productId, input }) => ({
        url: `/products/${encodeURIComponent(productId)}/reviews`,
        method: 'POST',
        body: input,
      }),
      invalidatesTags: (_result, _error, { productId }) => [
        { type: 'Review', id: productId },
        { type: 'Product', id: productId },
        'Product',
      ],
    }),
  }),
});

export const { useGetReviewsQuery, useGetMyReviewQuery, useSubmitReviewMutation } = reviewsApi;
