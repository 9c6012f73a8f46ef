// The owner's contact details and whether confirmation e-mails carry the invoice PDF: read and saved
// in the admin's settings (inside the admin scope's guard).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  invoiceSettingsSchema,
  shopContactResponseSchema,
  shopContactSchema,
} from '@eshop/shared';
import { readInvoiceSettings, saveInvoiceSettings } from './invoice-settings.js';
import { readShopContact, saveShopContact } from './shop-contact.js';

const tags = ['admin'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

export const adminContactAndInvoiceSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings/invoices',
    {
      schema: {
        tags,
        summary: 'Whether confirmation e-mails carry the invoice PDF',
        response: { 200: invoiceSettingsSchema, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return readInvoiceSettings(app.db);
    },
  );
  app.put(
    '/settings/invoices',
    {
      schema: {
        tags,
        summary: 'Turn the invoice PDF in confirmation e-mails on or off',
        body: invoiceSettingsSchema,
        response: { 200: invoiceSettingsSchema, ...errors },
      },
    },
    async (request) => saveInvoiceSettings(app.db, request.body),
  );

  app.get(
    '/settings/contact',
    {
      schema: {
        tags,
        summary: "The shop's contact details (the contact page and the footer show them)",
        response: { 200: shopContactResponseSchema, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return readShopContact(app.db, app.config);
    },
  );
  app.put(
    '/settings/contact',
    {
      schema: {
        tags,
        summary: "Saves the shop's contact details (empty clears one); every instance shows them at once",
        body: shopContactSchema,
        response: { 200: shopContactResponseSchema, ...errors },
      },
    },
    async (request) => {
      const saved = await saveShopContact(app.db, request.body);
      // This instance's drawn pages go now; the others' when the save's event reaches them.
      app.catalogCache.invalidate();
      return saved;
    },
  );
};
