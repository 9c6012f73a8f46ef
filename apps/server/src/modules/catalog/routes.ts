// Catalogue API: thin routes that validate with the shared schemas, then ask a use case through
// the read cache.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  brandListQuerySchema,
  brandListResponseSchema,
  categoryListResponseSchema,
  errorResponseSchema,
  productIdParamsSchema,
  productListQuerySchema,
  productListResponseSchema,
  productSchema,
} from '@eshop/shared';
import { getProduct } from './get-product.js';
import { listBrands, listCategories } from './list-facets.js';
import { listCategoryNames } from '../categories/category-store.js';
import { AppError } from '../../lib/app-error.js';
import { listFromIndex } from './index/list-from-index.js';
import { getPriceRange, listProductPage } from './list-products.js';

const tags = ['catalog'];

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, catalogCache } = app;
  const listOptions = { findMatchesFirst: app.database.backend === 'pglite' };
  /**
   * A category the shop does not have is a 404, not an empty list. Asked only of an empty answer (a
   * category that has products exists), so a listing costs no extra query.
   */
  const assertCategory = async (category: string | undefined) => {
    if (category === undefined) return;
    const { names } = await catalogCache.get('category-names', async () => ({
      names: await listCategoryNames(db),
    }));
    if (!names.includes(category)) throw new AppError('NOT_FOUND', 'There is no such category.');
  };

  app.get(
    '/products',
    {
      schema: {
        tags,
        summary: 'List products: search, filter, sort and page',
        querystring: productListQuerySchema,
        response: {
          200: productListResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const key = `products:${JSON.stringify([
        query.search?.toLowerCase(),
        query.category,
        query.brand ? [...new Set(query.brand)].sort() : undefined,
        query.minPriceCents,
        query.maxPriceCents,
        query.inStock,
        query.sort,
        query.page,
        query.limit,
      ])}`;
      // Until the index is built (a few seconds after start) the database answers.
      const index = app.catalogIndexer?.current();
      // The price range does not depend on the filters: one cache entry serves every page. A
      // question not cached waits its turn for the database, in a bounded queue (a 503 beyond it).
      const [page, range] = await Promise.all([
        catalogCache.get(key, () =>
          app.catalogReads.run(request, reply, () =>
            index ? listFromIndex(index, db, query) : listProductPage(db, query, listOptions),
          ),
        ),
        index ? index.priceRange() : catalogCache.get('price-range', () => getPriceRange(db)),
      ]);
      if (page.total === 0) await assertCategory(query.category);
      return { ...page, ...range };
    },
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags,
        summary: 'One product',
        params: productIdParamsSchema,
        response: { 200: productSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) =>
      catalogCache.get(`product:${request.params.id}`, () =>
        getProduct(db, request.params.id, app.catalogIndexer?.settled()),
      ),
  );

  app.get(
    '/categories',
    {
      schema: {
        tags,
        summary: 'The categories with their product counts',
        response: { 200: categoryListResponseSchema },
      },
    },
    async () =>
      catalogCache.get('categories', async () => ({
        items: await listCategories(db, app.catalogIndexer?.current()),
      })),
  );

  app.get(
    '/brands',
    {
      schema: {
        tags,
        summary: 'The brands, of one category or all, with their product counts',
        querystring: brandListQuerySchema,
        response: { 200: brandListResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const { category } = request.query;
      const brands = await catalogCache.get(`brands:${category ?? ''}`, async () => ({
        items: await listBrands(db, category, app.catalogIndexer?.current()),
      }));
      if (brands.items.length === 0) await assertCategory(category);
      return brands;
    },
  );
};
