// The shop's pages: anyone reads them (GET /api/pages/:slug); the admin saves them
// (PUT /api/admin/pages/:slug, registered in the admin scope).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, shopPageBodySchema, shopPageParamsSchema, shopPageSchema } from '@eshop/shared';
import { readShopPage, saveShopPage } from './shop-pages.js';

const tags = ['pages'];

export const shopPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pages/:slug',
    {
      schema: {
        tags,
        summary: "One of the shop's pages (shipping, returns, privacy, terms), as Markdown",
        params: shopPageParamsSchema,
        response: { 200: shopPageSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return readShopPage(app.db, request.params.slug, app.shopSettings.current().shopName);
    },
  );
};

export const adminShopPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/pages/:slug',
    {
      schema: {
        tags: ['admin'],
        summary: "Saves one of the shop's pages (shown at once, on every instance)",
        params: shopPageParamsSchema,
        body: shopPageBodySchema,
        response: {
          200: shopPageSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { shopName } = app.shopSettings.current();
      const page = await saveShopPage(app.db, request.params.slug, request.body, shopName);
      // This instance's drawn pages go now; the others' when the save's event reaches them.
      app.catalogCache.invalidate();
      return page;
    },
  );
};
