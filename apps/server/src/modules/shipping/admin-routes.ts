// The owner's shipping and tax settings (/api/admin/shipping-and-tax): read and replaced as one
// document. Checkouts price with them from the next quote on, on every instance (read per quote).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, shippingAndTaxSettingsSchema } from '@eshop/shared';
import { assertKnownCountryCode } from './countries.js';
import { readShippingAndTaxSettings, replaceShippingAndTaxSettings } from './shipping-and-tax-settings.js';

const tags = ['admin'];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

export const adminShippingAndTaxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shipping-and-tax',
    {
      schema: {
        tags,
        summary: 'Shipping zones and methods, tax rates, and whether prices include tax',
        response: { 200: shippingAndTaxSettingsSchema, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return readShippingAndTaxSettings(app.db);
    },
  );

  app.put(
    '/shipping-and-tax',
    {
      schema: {
        tags,
        summary: 'Replaces the shipping and tax settings (checkouts use them from the next quote on)',
        body: shippingAndTaxSettingsSchema,
        response: { 200: shippingAndTaxSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const settings = request.body;
      settings.zones.forEach((zone, zoneIndex) =>
        zone.places.forEach((place, placeIndex) => {
          if (place !== '*')
            assertKnownCountryCode(place.slice(0, 2), `zones.${zoneIndex}.places.${placeIndex}`);
        }),
      );
      settings.taxRates.forEach((rate, index) =>
        assertKnownCountryCode(rate.country, `taxRates.${index}.country`),
      );
      return replaceShippingAndTaxSettings(app.db, settings);
    },
  );
};
