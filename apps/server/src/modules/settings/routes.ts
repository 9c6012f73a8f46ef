// The shop's own settings (issue 22): name, logo, colours, e-mail sender, currency format.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const adminShopSettingsRoutes: FastifyPluginAsyncZod = async () => {};
