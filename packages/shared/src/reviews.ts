// Reviews (spec 3, Review): the contract of the product's review list and of a buyer's review.
import { z } from 'zod';
import { MAX_RATING } from './constants.js';

/** Reviews per page on the product page. */
export const REVIEW_PAGE_SIZE = 5;
export const MAX_REVIEW_LENGTH = 2000;

export const reviewSchema = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  userName: z.string(),
  /** 0 to 5 stars. */
  rate: z.number().int(),
  review: z.string(),
  /** When it was written (spec: reviewDate); editedAt when it was last changed. */
  createdAt: z.iso.datetime({ offset: true }),
  editedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListQuerySchema = z
  .object({ page: z.coerce.number().int().min(1).max(1_000_000).default(1) })
  .strict();

export const reviewListResponseSchema = z.object({
  items: z.array(reviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  /** The mean of every review's stars, to one decimal; null without reviews. */
  averageRating: z.number().nullable(),
});
export type ReviewListResponse = z.infer<typeof reviewListResponseSchema>;

/** What a shopper sends: the stars (no minimum, spec 5) and the required text, stored as plain text. */
export const reviewInputSchema = z
  .object({
    rate: z
      .number({ error: 'Choose a rating.' })
      .int('Choose a whole number of stars.')
      .min(0, 'Choose a rating from 0 to 5 stars.')
      .max(MAX_RATING, 'Choose a rating from 0 to 5 stars.'),
    review: z
      .string()
      .trim()
      .min(1, 'Write your review.')
      .max(MAX_REVIEW_LENGTH, `Keep the review under ${MAX_REVIEW_LENGTH} characters.`)
      // eslint-disable-next-line no-control-regex
      .regex(/^[^\u0000]*$/, { error: 'The review must not contain a NUL character.' }),
  })
  .strict();
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** Whether the signed-in shopper may review the product, and their review when they wrote one. */
export const myReviewResponseSchema = z.object({
  canReview: z.boolean(),
  review: reviewSchema.nullable(),
});
export type MyReviewResponse = z.infer<typeof myReviewResponseSchema>;

/** The server's refusal when the shopper never bought the product (403). */
export const NOT_A_BUYER_MESSAGE = 'Only shoppers who bought this product can review it.';

/** The average of `reviewCount` ratings summing to `ratingSum`, to one decimal; null without any. */
export const averageRating = (ratingSum: number, reviewCount: number): number | null =>
  reviewCount === 0 ? null : Math.round((ratingSum / reviewCount) * 10) / 10;
