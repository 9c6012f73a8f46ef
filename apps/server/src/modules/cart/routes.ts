// The signed-in shopper's cart. Visitors keep their cart in the browser only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cartInputSchema,
  cartMergeInputSchema,
  cartResponseSchema,
  errorResponseSchema,
} from '@eshop/shared';
import { requireUser } from '../auth/index.js';
import { getCart } from './get-cart.js';
import { mergeCart } from './merge-cart.js';
import { replaceCart } from './save-cart.js';
import { SHOPPER_SECURITY } from '../../plugins/openapi.js';

const tags = ['cart'];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, db } = app;

  app.get(
    '/cart',
    {
      schema: {
        tags,
        security: SHOPPER_SECURITY,
        summary: 'My cart',
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(auth, request);
      reply.header('cache-control', 'no-store');
      return getCart(db, user.id);
    },
  );

  app.put(
    '/cart',
    {
      schema: {
        tags,
        security: SHOPPER_SECURITY,
        summary: 'Replace my cart',
        body: cartInputSchema,
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(auth, request);
      return replaceCart(db, user.id, request.body.items);
    },
  );

  app.post(
    '/cart/merge',
    {
      schema: {
        tags,
        security: SHOPPER_SECURITY,
        summary: "Add a visitor's cart to mine (at sign-in); a mergeId seen before adds nothing",
        body: cartMergeInputSchema,
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(auth, request);
      return mergeCart(db, user.id, request.body);
    },
  );
};
