// The admin's inventory routes, registered inside the guarded /api/admin scope (admin-area/): the stock
// of every product on sale, and one product's stock set in place.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  inventoryItemSchema,
  inventoryQuerySchema,
  inventoryResponseSchema,
  productIdParamsSchema,
  stockChangeSchema,
} from '@eshop/shared';
import { listInventory, setProductStock, type InventoryDeps } from './inventory.js';

const tags = ['admin'];
const errors = { 401: errorResponseSchema, 403: errorResponseSchema };
const inputErrors = { 400: errorResponseSchema, 404: errorResponseSchema, ...errors };

export const adminInventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: InventoryDeps = {
    db: app.db,
    onCatalogChanged: (productId) => app.catalogChanged({ productIds: [productId] }),
  };

  app.get(
    '/inventory',
    {
      schema: {
        tags,
        summary:
          'Products on sale with their stock, fewest first, twenty a page; searched, or low stock only',
        querystring: inventoryQuerySchema,
        response: { 200: inventoryResponseSchema, ...inputErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listInventory(app.db, request.query);
    },
  );

  app.patch(
    '/products/:id/stock',
    {
      schema: {
        tags,
        summary: "Sets a product's stock (0 to 1,000,000), or moves it by the difference from stockWas",
        params: productIdParamsSchema,
        body: stockChangeSchema,
        response: { 200: inventoryItemSchema, ...inputErrors },
      },
    },
    async (request) => setProductStock(deps, request.params.id, request.body),
  );
};
