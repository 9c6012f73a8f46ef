// The owner's categories (issue 22), inside the guarded /api/admin scope: list, add, rename, reorder
// and delete (moving the products of a category that has some). The answer of a change goes once
// this instance's listings show it; other instances hear its catalog.changed event.
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCategoryListResponseSchema,
  categoryDeleteQuerySchema,
  categoryIdParamsSchema,
  categoryInputSchema,
  categoryOrderSchema,
  errorResponseSchema,
} from '@eshop/shared';
import {
  createCategory,
  deleteCategory,
  listAdminCategories,
  renameCategory,
  reorderCategories,
} from './category-store.js';

const tags = ['admin'];
const errors = { 401: errorResponseSchema, 403: errorResponseSchema };
const inputErrors = {
  400: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  ...errors,
};
const listResponse = { 200: adminCategoryListResponseSchema, ...inputErrors };

/**
 * The category names are read again, and products that now name another category re-read into this
 * instance's index, before it answers.
 */
async function catalogChanged(app: FastifyInstance, { productsMoved }: { productsMoved: boolean }) {
  // The change is saved whatever happens here: a failed read is no reason to answer 500 (the change's
  // own event reads the names again, and keeps trying, app.ts).
  await app.categoryNames
    .reload()
    .catch((error: unknown) => app.log.error({ err: error }, 'the category names could not be read again'));
  if (productsMoved) await app.catalogIndexer?.rebuild();
  app.catalogCache.invalidate();
}

export const adminCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const list = async () => ({ items: await listAdminCategories(app.db) });

  app.get(
    '/categories',
    {
      schema: {
        tags,
        summary: 'The categories in order, with their products on sale',
        response: listResponse,
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return list();
    },
  );

  app.post(
    '/categories',
    {
      schema: {
        tags,
        summary: 'Adds a category at the end',
        body: categoryInputSchema,
        response: { 201: adminCategoryListResponseSchema, ...inputErrors },
      },
    },
    async (request, reply) => {
      await createCategory(app.db, request.body.name);
      await catalogChanged(app, { productsMoved: false });
      return reply.code(201).send(await list());
    },
  );

  app.patch(
    '/categories/:id',
    {
      schema: {
        tags,
        summary: 'Renames a category: its products follow, its old address redirects',
        params: categoryIdParamsSchema,
        body: categoryInputSchema,
        response: listResponse,
      },
    },
    async (request) => {
      await catalogChanged(app, await renameCategory(app.db, request.params.id, request.body.name));
      return list();
    },
  );

  app.put(
    '/categories/order',
    {
      schema: {
        tags,
        summary: 'Puts the categories in a new order',
        body: categoryOrderSchema,
        response: listResponse,
      },
    },
    async (request) => {
      await reorderCategories(app.db, request.body.ids);
      await catalogChanged(app, { productsMoved: false });
      return list();
    },
  );

  app.delete(
    '/categories/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a category; one with products moves them to `moveTo` first',
        params: categoryIdParamsSchema,
        querystring: categoryDeleteQuerySchema,
        response: listResponse,
      },
    },
    async (request) => {
      await catalogChanged(app, await deleteCategory(app.db, request.params.id, request.query));
      return list();
    },
  );
};
