// Reviews: anyone reads a product's reviews; a signed-in buyer writes (or edits) theirs.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  myReviewResponseSchema,
  productIdParamsSchema,
  reviewInputSchema,
  reviewListQuerySchema,
  reviewListResponseSchema,
  reviewSchema,
} from '@eshop/shared';
import { requireUser } from '../auth/index.js';
import { getMyReview, listReviews, submitReview } from './reviews.js';
import { SHOPPER_SECURITY } from '../../plugins/openapi.js';

const tags = ['reviews'];
const errors = { 400: errorResponseSchema, 404: errorResponseSchema };
const shopperErrors = { ...errors, 401: errorResponseSchema, 403: errorResponseSchema };

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/:id/reviews',
    {
      schema: {
        tags,
        summary: "A page of the product's reviews, newest first, with their average",
        params: productIdParamsSchema,
        querystring: reviewListQuerySchema,
        response: { 200: reviewListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      // The settled index, as for the product's own answer: no change it has heard of is pending.
      const reviewCount = app.catalogIndexer?.settled()?.reviewCountOf(id);
      return listReviews(
        app.db,
        id,
        request.query.page,
        reviewCount === undefined ? undefined : { reviewCount },
      );
    },
  );

  app.get(
    '/products/:id/my-review',
    {
      schema: {
        tags,
        security: SHOPPER_SECURITY,
        summary: 'Whether the signed-in shopper may review the product, and the review they wrote',
        params: productIdParamsSchema,
        response: { 200: myReviewResponseSchema, ...shopperErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const shopper = await requireUser(app.auth, request);
      return getMyReview(app.db, shopper, request.params.id);
    },
  );

  app.post(
    '/products/:id/reviews',
    {
      schema: {
        tags,
        security: SHOPPER_SECURITY,
        summary: "Writes the shopper's review of a product they bought (201), or edits it (200)",
        params: productIdParamsSchema,
        body: reviewInputSchema,
        response: { 200: reviewSchema, 201: reviewSchema, ...shopperErrors },
      },
    },
    async (request, reply) => {
      const shopper = await requireUser(app.auth, request);
      const { review, isNew } = await submitReview(app.db, shopper, request.params.id, request.body);
      // The listing shows each product's average: it shows the new one from the next request.
      await app.catalogChanged({ productIds: [request.params.id] });
      return reply.code(isNew ? 201 : 200).send(review);
    },
  );
};
