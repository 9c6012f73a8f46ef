// The admin's customer routes, registered inside the guarded /api/admin scope (admin-area/).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customerDetailsQuerySchema,
  customerDetailsSchema,
  customerKeyParamsSchema,
  customerListQuerySchema,
  customerListResponseSchema,
  errorResponseSchema,
} from '@eshop/shared';
import { getCustomer } from './customer-details.js';
import { listCustomers } from './customers.js';
import { exportCustomersCsv } from './customer-export.js';
import { sendCsv } from '../../lib/csv-file.js';

const tags = ['admin'];
const errors = { 401: errorResponseSchema, 403: errorResponseSchema };
const inputErrors = { 400: errorResponseSchema, 404: errorResponseSchema, ...errors };

export const adminCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers/export.csv',
    {
      schema: {
        tags,
        summary:
          'Every customer with their orders, spend and consent to news and offers (with its date), as CSV',
        produces: ['text/csv'],
      },
    },
    async (_request, reply) =>
      sendCsv(reply, 'customers', await exportCustomersCsv(app.db, app.shopSettings.current().currency)),
  );

  app.get(
    '/customers',
    {
      schema: {
        tags,
        summary:
          'Accounts and guests, who ordered last first, ten a page, optionally searched by name or e-mail',
        querystring: customerListQuerySchema,
        response: { 200: customerListResponseSchema, ...inputErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listCustomers(app.db, request.query, app.shopSettings.current().currency);
    },
  );

  app.get(
    '/customers/:key',
    {
      schema: {
        tags,
        summary: "One customer (key: an account's id, or a guest's e-mail) and their orders, newest first",
        params: customerKeyParamsSchema,
        querystring: customerDetailsQuerySchema,
        response: { 200: customerDetailsSchema, ...inputErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getCustomer(app.db, request.params.key, request.query.page, app.shopSettings.current().currency);
    },
  );
};
