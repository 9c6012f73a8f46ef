// POST /api/unsubscribe: the unsubscribe page's button, and mail clients' one-click unsubscribe (RFC
// 8058), which sends the address and token in the link's query with an empty form body.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, unsubscribeBodySchema, unsubscribeResponseSchema } from '@eshop/shared';
import { AppError } from '../../lib/app-error.js';
import { unsubscribe } from './consents.js';
import type { UnsubscribeLinks } from './unsubscribe-links.js';

const INVALID = 'This unsubscribe link is not valid. Please use the link in the newest e-mail.';

export const unsubscribeRoutes: FastifyPluginAsyncZod<{ links: UnsubscribeLinks }> = async (
  app,
  { links },
) => {
  // A one-click unsubscribe posts a form body (List-Unsubscribe=One-Click); only the query counts.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, undefined),
  );
  app.post(
    '/unsubscribe',
    {
      schema: {
        tags: ['marketing'],
        summary: 'Stops news, offers and reminders to an address (the link its e-mails carry)',
        querystring: unsubscribeBodySchema.partial(),
        body: unsubscribeBodySchema.nullish(),
        response: { 200: unsubscribeResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const email = request.body?.email ?? request.query.email;
      const token = request.body?.token ?? request.query.token;
      if (!email || !token || !links.isValid(email, token)) {
        throw new AppError('VALIDATION_ERROR', INVALID, [{ path: 'token', message: INVALID }]);
      }
      await unsubscribe(app.db, email);
      return { email: email.trim().toLowerCase() };
    },
  );
};
