// The owner's discount codes, registered inside the guarded /api/admin scope (admin-area/), where
// every write is audited.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DISCOUNT_STATUSES,
  discountBodySchema,
  discountListSchema,
  discountParamsSchema,
  discountOrdersSchema,
  discountSchema,
  errorResponseSchema,
} from '@eshop/shared';
import { exportDiscountsCsv, listDiscountOrders } from './discount-reports.js';
import { sendCsv } from '../../lib/csv-file.js';
import {
  createDiscount,
  getDiscount,
  listDiscounts,
  setDiscountStatus,
  updateDiscount,
} from './discounts-store.js';

const tags = ['admin'];
const errors = { 401: errorResponseSchema, 403: errorResponseSchema };
const inputErrors = {
  400: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  ...errors,
};

export const adminDiscountRoutes: FastifyPluginAsyncZod = async (app) => {
  const currency = () => app.shopSettings.current().currency;

  app.get(
    '/discounts',
    {
      schema: {
        tags,
        summary: 'The discount codes, newest first, with how many orders used each',
        response: { 200: discountListSchema, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { items: await listDiscounts(app.db) };
    },
  );

  app.get(
    '/discounts/export.csv',
    {
      schema: {
        tags,
        summary: 'Every discount code with its settings, uses and the money it took off, as a CSV file',
        produces: ['text/csv'],
      },
    },
    async (_request, reply) => sendCsv(reply, 'discounts', await exportDiscountsCsv(app.db)),
  );

  app.get(
    '/discounts/:id/orders',
    {
      schema: {
        tags,
        summary: 'The orders that used a discount code, newest first (the latest 200)',
        params: discountParamsSchema,
        response: { 200: discountOrdersSchema, ...inputErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { items: await listDiscountOrders(app.db, request.params.id) };
    },
  );

  app.post(
    '/discounts',
    {
      schema: {
        tags,
        summary: 'Adds a discount code (amounts in the shop currency)',
        body: discountBodySchema,
        response: { 201: discountSchema, ...inputErrors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createDiscount(app.db, request.body, currency());
    },
  );

  app.get(
    '/discounts/:id',
    {
      schema: {
        tags,
        summary: 'One discount code with its uses',
        params: discountParamsSchema,
        response: { 200: discountSchema, ...inputErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getDiscount(app.db, request.params.id);
    },
  );

  app.put(
    '/discounts/:id',
    {
      schema: {
        tags,
        summary: "Replaces a discount code's settings (the orders that used it keep it)",
        params: discountParamsSchema,
        body: discountBodySchema,
        response: { 200: discountSchema, ...inputErrors },
      },
    },
    async (request) => updateDiscount(app.db, request.params.id, request.body, currency()),
  );

  app.patch(
    '/discounts/:id/status',
    {
      schema: {
        tags,
        summary: 'Pauses a discount code, or makes it active again',
        params: discountParamsSchema,
        body: z.object({ status: z.enum(DISCOUNT_STATUSES) }).strict(),
        response: { 200: discountSchema, ...inputErrors },
      },
    },
    async (request) => setDiscountStatus(app.db, request.params.id, request.body.status),
  );
};
