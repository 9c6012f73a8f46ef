// Checkout: the payment intent in the spec's shape (POST /api/create-payment-intent), the order
// that follows an authorised payment, and the shopper's last addresses.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  completeCheckoutBodySchema,
  completeCheckoutResponseSchema,
  createPaymentIntentBodySchema,
  createPaymentIntentResponseSchema,
  errorResponseSchema,
  lastAddressesResponseSchema,
} from '@eshop/shared';
import { requireUser } from '../auth/session.js';

const tags = ['checkout'];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, checkout } = app;

  app.post(
    '/create-payment-intent',
    {
      schema: {
        tags,
        summary: 'Price the cart on the server and start a card payment (authorise only)',
        body: createPaymentIntentBodySchema,
        response: { 200: createPaymentIntentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(auth, request);
      const { items, shipping, billing } = request.body;
      return checkout.createPaymentIntent(user, { items, shipping, billing });
    },
  );

  app.post(
    '/checkout/complete',
    {
      schema: {
        tags,
        summary: 'The order of an authorised payment (created once, whoever asks first)',
        body: completeCheckoutBodySchema,
        response: {
          200: completeCheckoutResponseSchema,
          ...errors,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const user = await requireUser(auth, request);
      const { orderId } = await checkout.completeCheckout(request.body.paymentIntentId, { userId: user.id });
      return { orderId };
    },
  );

  app.get(
    '/checkout/last-addresses',
    {
      schema: {
        tags,
        summary: 'The addresses of my last checkout, to offer again',
        response: { 200: lastAddressesResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(auth, request);
      reply.header('cache-control', 'no-store');
      return checkout.getLastAddresses(user.id);
    },
  );
};
