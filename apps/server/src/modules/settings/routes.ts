// The shop's own settings (issue 22, decision 031), inside the admin scope's guard: its name, logo and
// colours, the sender of its e-mails, how prices look, its contact details, whether confirmation
// e-mails carry the invoice PDF, the search synonyms, and the owner's wording of storefront texts. Each save is announced to every instance (settings.changed); this one
// shows it before it answers (setting-section-routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  currencyFormatSchema,
  emailSenderResponseSchema,
  emailSenderSchema,
  checkoutReminderSettingsSchema,
  invoiceSettingsSchema,
  searchSynonymsSchema,
  sellerDetailsSchema,
  shopBrandingResponseSchema,
  shopBrandingSchema,
  shopContactResponseSchema,
  shopContactSchema,
  errorResponseSchema,
  languageSchema,
  saveTextOverrideBodySchema,
  textOverridesResponseSchema,
} from '@eshop/shared';
import { z } from 'zod';
import { readCurrencyFormat, saveCurrencyFormat } from './currency-format.js';
import { readEmailSender, saveEmailSender } from './email-sender.js';
import { readInvoiceSettings, saveInvoiceSettings } from './invoice-settings.js';
import { readCheckoutReminderSettings, saveCheckoutReminderSettings } from './checkout-reminders.js';
import { settingSectionRoutes } from './setting-section-routes.js';
import { readShopBranding, saveShopBranding } from './shop-branding.js';
import { readShopContact, saveShopContact } from './shop-contact.js';
import { readSearchSynonyms, saveSearchSynonyms } from './search-synonyms.js';
import { readSellerDetails, saveSellerDetails } from './seller-details.js';
import { listTextOverrides, saveTextOverride } from './text-overrides.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

export const adminShopSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The settings every page and e-mail reads from memory (name, colours, sender, prices, contact): read again. */
  const showSaved = async () => {
    // The setting is saved whatever happens here: a failed read is no reason to answer 500 (the save's
    // own event reads the settings again, and keeps trying, app.ts).
    await app.shopSettings
      .reload()
      .catch((error: unknown) => app.log.error({ err: error }, 'the shop settings could not be read again'));
    app.catalogCache.invalidate();
  };

  settingSectionRoutes(app, {
    path: '/settings/branding',
    summaries: {
      read: "The shop's name, logo and colours (storefront header, buttons, e-mails)",
      save: "Saves the shop's name (empty: SHOP_NAME), logo (an uploaded image, or null) and colours; the accent must read 4.5:1 against white",
    },
    body: shopBrandingSchema,
    answer: shopBrandingResponseSchema,
    read: () => readShopBranding(app.db, app.config),
    save: (branding) => saveShopBranding(app, branding),
    afterSave: showSaved,
  });
  settingSectionRoutes(app, {
    path: '/settings/email-sender',
    summaries: {
      read: "Who the shop's e-mails come from (SHOP_EMAIL_FROM until saved)",
      save: "Saves the From of every e-mail (an empty name: the shop's name)",
    },
    body: emailSenderSchema,
    answer: emailSenderResponseSchema,
    read: () => readEmailSender(app.db, app.config),
    save: (sender) => saveEmailSender(app.db, sender),
    afterSave: showSaved,
  });
  settingSectionRoutes(app, {
    path: '/settings/currency-format',
    summaries: {
      read: 'How prices look: symbol, its side, the separators (the shop charges in US dollars)',
      save: 'Saves how prices look, on the storefront, in e-mails and invoices',
    },
    body: currencyFormatSchema,
    answer: currencyFormatSchema,
    read: () => readCurrencyFormat(app.db),
    save: (format) => saveCurrencyFormat(app.db, format),
    afterSave: showSaved,
  });
  settingSectionRoutes(app, {
    path: '/settings/contact',
    summaries: {
      read: "The shop's contact details (the contact page and the footer show them)",
      save: "Saves the shop's contact details (empty clears one); every instance shows them at once",
    },
    body: shopContactSchema,
    answer: shopContactResponseSchema,
    read: () => readShopContact(app.db, app.config),
    save: (contact) => saveShopContact(app.db, contact),
    afterSave: showSaved,
  });
  settingSectionRoutes(app, {
    path: '/settings/checkout-reminders',
    summaries: {
      read: 'Whether a checkout left without paying sends one reminder e-mail, after how long, and to whom',
      save: 'Turns checkout reminders on or off, with their delay and whether shoppers must agree at checkout first',
    },
    body: checkoutReminderSettingsSchema,
    answer: checkoutReminderSettingsSchema,
    read: () => readCheckoutReminderSettings(app.db),
    save: (settings) => saveCheckoutReminderSettings(app.db, settings),
    // The checkout page asks for consent from the config, drawn pages included.
    afterSave: showSaved,
  });
  settingSectionRoutes(app, {
    path: '/settings/invoices',
    summaries: {
      read: 'Whether confirmation e-mails carry the invoice PDF',
      save: 'Turn the invoice PDF in confirmation e-mails on or off',
    },
    body: invoiceSettingsSchema,
    answer: invoiceSettingsSchema,
    read: () => readInvoiceSettings(app.db),
    save: (settings) => saveInvoiceSettings(app.db, settings),
    // Read from the database when an e-mail is sent; nothing drawn shows it.
    afterSave: () => undefined,
  });
  settingSectionRoutes(app, {
    path: '/settings/seller',
    summaries: {
      read: 'Who sells, as invoices and credit notes name them (legal name, address, country, VAT number)',
      save: "Saves the seller's legal name (empty: the shop's name), address, country and VAT number",
    },
    body: sellerDetailsSchema,
    answer: sellerDetailsSchema,
    read: () => readSellerDetails(app.db),
    save: (details) => saveSellerDetails(app.db, details),
    // PDFs read it from the database; quotes read the seller's country from memory (reverse charge).
    afterSave: showSaved,
  });
  settingSectionRoutes(app, {
    path: '/settings/search-synonyms',
    summaries: {
      read: 'Groups of words a search treats alike (shoe, sneaker, trainer); the defaults until saved',
      save: 'Saves the search synonyms: groups of two to 20 single words, at most 200 groups',
    },
    body: searchSynonymsSchema,
    answer: searchSynonymsSchema,
    read: () => readSearchSynonyms(app.db),
    save: (synonyms) => saveSearchSynonyms(app.db, synonyms),
    // Searches read them from memory; cached listings found with the old ones go too.
    afterSave: showSaved,
  });

  // Admin > Texts (decision 069): the owner's wording of storefront texts, one key at a time.
  app.get(
    '/texts',
    {
      schema: {
        tags: ['admin'],
        summary: "The owner's wording of storefront texts, every language",
        response: { 200: textOverridesResponseSchema, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { overrides: await listTextOverrides(app.db) };
    },
  );
  app.put(
    '/texts/:language',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Saves the owner's text for one storefront text key in a language, or with text null gives it its default back",
        params: z.object({ language: languageSchema }),
        body: saveTextOverrideBodySchema,
        response: { 200: textOverridesResponseSchema, ...errors },
      },
    },
    async (request) => {
      await saveTextOverride(app.db, request.params.language, request.body.key, request.body.text);
      // Pages drawn from now on (and this instance's config) show it; other instances on the event.
      await showSaved();
      return { overrides: await listTextOverrides(app.db) };
    },
  );
};
