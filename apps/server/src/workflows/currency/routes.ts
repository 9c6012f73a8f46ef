// Admin > Settings > Currency: the currency the shop charges in, and changing it (which reprices the
// catalogue and the shipping rates, change-currency.ts). Inside the admin scope's guard.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, shopCurrencySchema } from '@eshop/shared';
import { changeShopCurrency } from './change-currency.js';

const tags = ['admin'];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

export const adminCurrencyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings/currency',
    {
      schema: {
        tags,
        summary: 'The currency the shop charges in (ISO 4217)',
        response: { 200: shopCurrencySchema, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { currency: app.shopSettings.current().currency };
    },
  );

  app.put(
    '/settings/currency',
    {
      schema: {
        tags,
        summary:
          'Changes the currency the shop charges in: every price and shipping rate keeps its number in the new currency (19.99 USD -> 19.99 EUR, -> 20 JPY), prices look as the currency does in en-US, orders keep theirs',
        body: shopCurrencySchema,
        response: { 200: shopCurrencySchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const change = await changeShopCurrency(app.db, request.body.currency);
      if (change.previous !== change.currency) {
        // This instance answers with the new prices; the others when the events reach them.
        await app.shopSettings.reload();
        await app.catalogIndexer?.rebuild();
        app.catalogCache.invalidate();
      }
      return { currency: change.currency };
    },
  );
};
