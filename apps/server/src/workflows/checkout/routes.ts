// Checkout: the payment intent in the spec's shape (POST /api/create-payment-intent), the order
// that follows an authorised payment, and the shopper's last addresses.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkoutQuoteBodySchema,
  restoreCartQuerySchema,
  restoredCartSchema,
  checkoutQuoteSchema,
  completeCheckoutBodySchema,
  completeCheckoutResponseSchema,
  createPaymentIntentBodySchema,
  createPaymentIntentResponseSchema,
  deliveryOptionsSchema,
  errorResponseSchema,
  lastAddressesResponseSchema,
  orderIdParamsSchema,
  orderSchema,
} from '@eshop/shared';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { getSessionUser, requireUser, shopperOrAddressKey } from '../../modules/auth/index.js';
import { SHOPPER_SECURITY } from '../../plugins/openapi.js';

const tags = ['checkout'];

/** Payment intents one shopper may create (decision 011): retries and reloads fit; a script does not. */
export const PAYMENT_INTENT_RATE_LIMIT = { max: 30, timeWindow: '10 minutes' } as const;
/** Quotes per address: a shopper changing addresses and methods fits; a price scraper does not. */
export const CHECKOUT_QUOTE_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  429: errorResponseSchema,
};

const guestEmailSchema = z.email().max(254);
const guestOrderLinkQuerySchema = z.object({
  exp: z.coerce.number().int().min(0).max(99_999_999_999),
  token: z.string().min(1).max(100),
});

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, checkout, config } = app;

  /** The signed-in shopper, or a guest with the e-mail the order will be tied to. */
  const payerOf = async (request: FastifyRequest, userEmail: string | undefined) => {
    const user = await getSessionUser(auth, request);
    if (user) return { id: user.id, email: user.email, ip: request.ip };
    const email = guestEmailSchema.safeParse(userEmail?.trim().toLowerCase());
    if (!email.success) {
      throw new AppError('VALIDATION_ERROR', 'Enter your e-mail address to check out as a guest.', [
        { path: 'userEmail', message: 'Enter a valid e-mail address.' },
      ]);
    }
    return { id: null, email: email.data, ip: request.ip };
  };

  app.post(
    '/create-payment-intent',
    {
      ...(config.RATE_LIMIT_ENABLED
        ? { config: { rateLimit: { ...PAYMENT_INTENT_RATE_LIMIT, keyGenerator: shopperOrAddressKey(auth) } } }
        : {}),
      schema: {
        tags,
        summary: 'Price the cart on the server and start a card payment (authorise only)',
        body: createPaymentIntentBodySchema,
        response: { 200: createPaymentIntentResponseSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) => {
      const payer = await payerOf(request, request.body.userEmail);
      const { userEmail: _payer, description: _ignored, ...payment } = request.body;
      return checkout.createPaymentIntent(payer, payment);
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
      const { paymentIntentId, clientSecret } = request.body;
      const user = await getSessionUser(auth, request);
      // A guest proves the payment is theirs with its client secret; a shopper by the session.
      if (!user && !clientSecret) throw new AppError('UNAUTHORIZED', 'Please log in first.');
      const { orderId } = await checkout.completeCheckout(
        paymentIntentId,
        user ? { userId: user.id } : { clientSecret: clientSecret ?? '' },
      );
      const guestLink = user ? null : await checkout.guestLinkFor(orderId);
      return { orderId, ...(guestLink ? { guestLink } : {}) };
    },
  );

  app.get(
    '/checkout/restore/:id',
    {
      schema: {
        tags,
        summary:
          "A checkout reminder's link back to the cart: the left checkout's lines at today's prices (signed link)",
        params: z.object({ id: z.uuid() }),
        querystring: restoreCartQuerySchema,
        response: { 200: restoredCartSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return checkout.restoreCart(request.params.id, request.query.token);
    },
  );

  app.get(
    '/delivery-options',
    {
      schema: {
        tags,
        summary: "The shop's usual delivery methods and rates, for product pages",
        response: { 200: deliveryOptionsSchema },
      },
    },
    async (_request, reply) => {
      // Briefly: an owner's new rates show on product pages within a minute.
      reply.header('cache-control', 'public, max-age=60');
      return checkout.deliveryOptions();
    },
  );

  app.get(
    '/guest-orders/:id',
    {
      schema: {
        tags,
        summary: "A guest's order, through the signed link its e-mails carry",
        params: orderIdParamsSchema,
        querystring: guestOrderLinkQuerySchema,
        response: { 200: orderSchema, ...errors, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { exp, token } = request.query;
      return checkout.getGuestOrder(request.params.id, exp, token);
    },
  );

  app.get(
    '/checkout/last-addresses',
    {
      schema: {
        tags,
        security: SHOPPER_SECURITY,
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
