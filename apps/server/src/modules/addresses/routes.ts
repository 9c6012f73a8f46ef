// The shopper's address book under /api/account/addresses (issue 38): kept on the account page, chosen
// and added to at checkout.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addressBookSchema,
  errorResponseSchema,
  savedAddressInputSchema,
  savedAddressParamsSchema,
  savedAddressSchema,
} from '@eshop/shared';
import { SHOPPER_SECURITY } from '../../plugins/openapi.js';
import { requireUser } from '../auth/index.js';
import { addAddress, addressBookOf, deleteAddress, updateAddress } from './address-book.js';

const tags = ['account'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

export const addressBookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, db } = app;

  app.get(
    '/account/addresses',
    {
      schema: {
        tags,
        security: SHOPPER_SECURITY,
        summary: 'My address book, the defaults first',
        response: { 200: addressBookSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(auth, request);
      reply.header('cache-control', 'no-store');
      return { addresses: await addressBookOf(db, user.id) };
    },
  );

  app.post(
    '/account/addresses',
    {
      schema: {
        tags,
        security: SHOPPER_SECURITY,
        summary: 'Keep an address (the first one becomes the default for shipping and billing)',
        body: savedAddressInputSchema,
        response: { 201: savedAddressSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(auth, request);
      const { address, ...defaults } = request.body;
      return reply.status(201).send(await addAddress(db, user.id, address, defaults));
    },
  );

  app.put(
    '/account/addresses/:id',
    {
      schema: {
        tags,
        security: SHOPPER_SECURITY,
        summary: 'Change an address, or make it a default',
        params: savedAddressParamsSchema,
        body: savedAddressInputSchema,
        response: { 200: savedAddressSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(auth, request);
      const { address, ...defaults } = request.body;
      return updateAddress(db, user.id, request.params.id, address, defaults);
    },
  );

  app.delete(
    '/account/addresses/:id',
    {
      schema: {
        tags,
        security: SHOPPER_SECURITY,
        summary: 'Forget an address (a default passes to the newest address left)',
        params: savedAddressParamsSchema,
        response: { 200: addressBookSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(auth, request);
      await deleteAddress(db, user.id, request.params.id);
      return { addresses: await addressBookOf(db, user.id) };
    },
  );
};
