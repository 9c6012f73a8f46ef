// The owner's categories (issue 22): add, rename, reorder, delete.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const adminCategoryRoutes: FastifyPluginAsyncZod = async () => {};
