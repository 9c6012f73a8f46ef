// POST /api/contact: the contact form, rate limited per client address.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactInputSchema, contactResponseSchema, errorResponseSchema } from '@eshop/shared';
import { sendContactMessage } from './send-contact-message.js';

/** A person writes a few messages; a script trying the form many times is stopped here. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '15 minutes' } as const;

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  app.post(
    '/contact',
    {
      ...(config.RATE_LIMIT_ENABLED ? { config: { rateLimit: CONTACT_RATE_LIMIT } } : {}),
      schema: {
        tags: ['contact'],
        summary: "Sends the contact form's message to the shop (reply-to the sender)",
        body: contactInputSchema,
        response: {
          200: contactResponseSchema,
          400: errorResponseSchema,
          429: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request) => {
      await sendContactMessage(
        {
          mailer: app.mailer,
          // To the contact address the owner set in the admin, else the environment's, else the admin's.
          shopEmail: app.shopSettings.current().supportEmail,
          shopName: app.shopSettings.current().shopName,
          log: request.log,
        },
        request.body,
      );
      return { sent: true as const };
    },
  );
};
