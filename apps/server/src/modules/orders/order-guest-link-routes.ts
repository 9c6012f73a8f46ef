// A guest order's status links, for the admin (issue 33), inside the guarded /api/admin scope (admin-area/),
// where the audit log records each: revoke every link sent, or e-mail the guest a new one, which voids
// the rest. Each answers the order as it now is.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOrderSchema, errorResponseSchema, orderIdParamsSchema } from '@eshop/shared';
import { revokeGuestLinks } from './guest-links.js';
import { getAnyOrder } from './admin-orders.js';

const tags = ['admin'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

export const adminOrderGuestLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/orders/:id/guest-link',
    {
      schema: {
        tags,
        summary: "Revoke a guest order's status links: every link sent stops opening the order",
        params: orderIdParamsSchema,
        response: { 200: adminOrderSchema, ...errors },
      },
    },
    async (request) => {
      await revokeGuestLinks(app.db, request.params.id);
      return getAnyOrder(app.db, request.params.id);
    },
  );

  app.post(
    '/orders/:id/guest-link',
    {
      schema: {
        tags,
        summary: 'E-mail the guest a new status link to the order; links sent before stop working',
        params: orderIdParamsSchema,
        response: { 200: adminOrderSchema, ...errors, 503: errorResponseSchema },
      },
    },
    async (request) => {
      await app.checkout.sendNewGuestLink(request.params.id);
      return getAnyOrder(app.db, request.params.id);
    },
  );
};
