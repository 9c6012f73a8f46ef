// Catalogue API: thin routes that validate with the shared schemas, then ask the product search
// (the index or the database, create-product-search.ts) through the read cache. A cached answer goes
// out as the same bytes each time (lib/compressed-answer.ts): serialized and compressed once.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Backend } from '../../db/client.js';
import {
  brandListQuerySchema,
  brandListResponseSchema,
  categoryListResponseSchema,
  errorResponseSchema,
  productIdParamsSchema,
  productListQuerySchema,
  popularProductsQuerySchema,
  popularProductsResponseSchema,
  productListResponseSchema,
  productSchema,
} from '@eshop/shared';
import { AppError } from '../../lib/app-error.js';
import { sendKeptJson } from '../../lib/compressed-answer.js';
import { createProductSearch } from './create-product-search.js';
import { listPopularProducts } from './list-popular.js';

const tags = ['catalog'];

/** `backend`: the database's, for the search's SQL where the two differ. */
export const catalogRoutes: FastifyPluginAsyncZod<{ backend: Backend }> = async (app, { backend }) => {
  const { db, catalogCache } = app;
  const productSearch = createProductSearch({
    db,
    backend,
    indexer: app.catalogIndexer,
    cache: catalogCache,
    synonyms: () => app.shopSettings.current().searchSynonyms,
    categoryNames: () => app.categoryNames.current(),
  });
  /**
   * A category the shop does not have is a 404, not an empty list. Asked only of an empty answer (a
   * category that has products exists).
   */
  const assertCategory = (category: string | undefined) => {
    if (category !== undefined && !app.categoryNames.current().includes(category)) {
      throw new AppError('NOT_FOUND', 'There is no such category.');
    }
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
        query.option ? [...new Set(query.option)].sort() : undefined,
        query.minPriceCents,
        query.maxPriceCents,
        query.inStock,
        query.onSale,
        query.sort,
        query.page,
        query.limit,
      ])}`;
      // Chosen once, so the page and the price range come from the same one.
      const search = productSearch.forListing();
      // A question not cached waits its turn for the database, in a bounded queue (a 503 beyond it):
      // the index too may read the page's products from it. The range is kept with the page: both
      // change only with the catalogue, which empties the cache.
      const answer = await catalogCache.get(key, async () => {
        const [page, range] = await Promise.all([
          app.catalogReads.run(request, reply, () => search.listPage(query)),
          search.priceRange(),
        ]);
        return { ...page, ...range };
      });
      if (answer.total === 0) assertCategory(query.category);
      return sendKeptJson(request, reply, answer);
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
    async (request, reply) => {
      const product = await catalogCache.get(`product:${request.params.id}`, () =>
        productSearch.forProduct().getProduct(request.params.id),
      );
      return sendKeptJson(request, reply, product);
    },
  );

  app.get(
    '/products/popular',
    {
      schema: {
        tags,
        summary: 'Products in stock, the most sold first (offered where a search finds nothing)',
        querystring: popularProductsQuerySchema,
        response: { 200: popularProductsResponseSchema, 400: errorResponseSchema, 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { limit } = request.query;
      // Kept like a listing: a sale that sells nothing out changes the order a little, within the
      // cache's lifetime.
      const popular = await catalogCache.get(`popular:${limit}`, async () => ({
        items: await app.catalogReads.run(request, reply, () => listPopularProducts(db, limit)),
      }));
      return sendKeptJson(request, reply, popular);
    },
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
    async (request, reply) => {
      const categories = await catalogCache.get('categories', async () => ({
        items: await productSearch.forListing().listCategories(),
      }));
      return sendKeptJson(request, reply, categories);
    },
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
    async (request, reply) => {
      const { category } = request.query;
      const brands = await catalogCache.get(`brands:${category ?? ''}`, async () => ({
        items: await productSearch.forListing().listBrands(category),
      }));
      if (brands.items.length === 0) assertCategory(category);
      return sendKeptJson(request, reply, brands);
    },
  );
};
