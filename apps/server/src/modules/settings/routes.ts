// The shop's own settings (issue 22, decision 031), inside the admin scope's guard: its name, logo and
// colours, the sender of its e-mails, and how prices look. Each save is announced to every instance;
// this one reads its settings again and drops its drawn pages before it answers.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  currencyFormatSchema,
  emailSenderResponseSchema,
  emailSenderSchema,
  errorResponseSchema,
  shopBrandingResponseSchema,
  shopBrandingSchema,
} from '@eshop/shared';
import { readCurrencyFormat, saveCurrencyFormat } from './currency-format.js';
import { readEmailSender, saveEmailSender } from './email-sender.js';
import { readShopBranding, saveShopBranding } from './shop-branding.js';
import { adminContactAndInvoiceSettingsRoutes } from './contact-and-invoice-routes.js';

const tags = ['admin'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
};

export const adminShopSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** After a save: this instance shows it at once (the others when the save's event reaches them). */
  const showSaved = async () => {
    await app.shopSettings.reload();
    app.catalogCache.invalidate();
  };

  app.get(
    '/settings/branding',
    {
      schema: {
        tags,
        summary: "The shop's name, logo and colours (storefront header, buttons, e-mails)",
        response: { 200: shopBrandingResponseSchema, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return readShopBranding(app.db, app.config);
    },
  );
  app.put(
    '/settings/branding',
    {
      schema: {
        tags,
        summary:
          "Saves the shop's name (empty: SHOP_NAME), logo (an uploaded image, or null) and colours; the accent must read 4.5:1 against white",
        body: shopBrandingSchema,
        response: { 200: shopBrandingResponseSchema, ...errors },
      },
    },
    async (request) => {
      await saveShopBranding(app, request.body);
      await showSaved();
      return readShopBranding(app.db, app.config);
    },
  );

  app.get(
    '/settings/email-sender',
    {
      schema: {
        tags,
        summary: "Who the shop's e-mails come from (SHOP_EMAIL_FROM until saved)",
        response: { 200: emailSenderResponseSchema, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return readEmailSender(app.db, app.config);
    },
  );
  app.put(
    '/settings/email-sender',
    {
      schema: {
        tags,
        summary: "Saves the From of every e-mail (an empty name: the shop's name)",
        body: emailSenderSchema,
        response: { 200: emailSenderResponseSchema, ...errors },
      },
    },
    async (request) => {
      await saveEmailSender(app.db, request.body);
      await showSaved();
      return readEmailSender(app.db, app.config);
    },
  );

  app.get(
    '/settings/currency-format',
    {
      schema: {
        tags,
        summary: 'How prices look: symbol, its side, the separators (the shop charges in US dollars)',
        response: { 200: currencyFormatSchema, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return readCurrencyFormat(app.db);
    },
  );
  app.put(
    '/settings/currency-format',
    {
      schema: {
        tags,
        summary: 'Saves how prices look, on the storefront, in e-mails and invoices',
        body: currencyFormatSchema,
        response: { 200: currencyFormatSchema, ...errors },
      },
    },
    async (request) => {
      await saveCurrencyFormat(app.db, request.body);
      await showSaved();
      return readCurrencyFormat(app.db);
    },
  );

  await app.register(adminContactAndInvoiceSettingsRoutes);
};
