// Checkout: the payment intent in the spec's shape (POST /api/create-payment-intent), the order
// that follows an authorised payment, and the shopper's last addresses.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkoutQuoteBodySchema,
  checkoutQuoteSchema,
  completeCheckoutBodySchema,
  completeCheckoutResponseSchema,
  createPaymentIntentBodySchema,
  createPaymentIntentResponseSchema,
  errorResponseSchema,
  lastAddressesResponseSchema,
} from '@eshop/shared';
import { requireUser } from '../auth/session.js';

const tags = ['checkout'];

/** Payment intents one shopper may create (DESIGN.md 6): retries and reloads fit; a script does not. */
export const PAYMENT_INTENT_RATE_LIMIT = { max: 30, timeWindow: '10 minutes' } as const;
/** Quotes per address: a shopper changing addresses and methods fits; a price scraper does not. */
export const CHECKOUT_QUOTE_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;

/** The limit follows the session (one shopper), or the address when there is none (it then 401s). */
const shopperKey = (request: FastifyRequest) =>
  SESSION_COOKIE.exec(request.headers.cookie ?? '')?.[1] ?? request.ip;
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  429: errorResponseSchema,
};

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, checkout, config } = app;

  app.post(
    '/create-payment-intent',
    {
      ...(config.RATE_LIMIT_ENABLED
        ? { config: { rateLimit: { ...PAYMENT_INTENT_RATE_LIMIT, keyGenerator: shopperKey } } }
        : {}),
      schema: {
        tags,
        summary: 'Price the cart on the server and start a card payment (authorise only)',
        body: createPaymentIntentBodySchema,
        response: { 200: createPaymentIntentResponseSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(auth, request);
      const { items, shipping, billing, shippingMethodId, expectedTotalCents } = request.body;
      return checkout.createPaymentIntent(user, {
        items,
        shipping,
        billing,
        shippingMethodId,
        expectedTotalCents,
      });
    },
  );

  app.post(
    '/checkout/quote',
    {
      ...(config.RATE_LIMIT_ENABLED ? { config: { rateLimit: CHECKOUT_QUOTE_RATE_LIMIT } } : {}),
      schema: {
        tags,
        summary: 'What the cart costs delivered to an address: shipping methods, tax and total',
        body: checkoutQuoteBodySchema,
        response: { 200: checkoutQuoteSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return checkout.quote(request.body);
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
