// Product import and export as CSV (issue 22), under /api/admin/products.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const adminProductImportRoutes: FastifyPluginAsyncZod = async () => {};
