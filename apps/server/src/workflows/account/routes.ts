// The shopper's account page (issue 38) beside Better Auth's own endpoints (name, e-mail, password):
// the account as its owner sees it, news consent, and the browsers signed in to it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountExportSchema,
  accountSchema,
  deleteAccountBodySchema,
  deletedAccountResponseSchema,
  accountSessionParamsSchema,
  accountSessionsResponseSchema,
  endedSessionsResponseSchema,
  errorResponseSchema,
  newsletterConsentBodySchema,
} from '@eshop/shared';
import { AppError } from '../../lib/app-error.js';
import { SHOPPER_SECURITY } from '../../plugins/openapi.js';
import {
  endOtherSessions,
  endSession,
  requireSession,
  requireUser,
  sessionsOf,
} from '../../modules/auth/index.js';
import { recordNewsletterConsent, withdrawNewsletterConsent } from '../../modules/marketing/index.js';
import { accountOf as readAccount, deleteAccount, exportAccount } from './privacy.js';

const tags = ['account'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** Asking to delete an account is asking to check a password: a few a minute per client. */
const DELETE_ACCOUNT_RATE_LIMIT = { max: 5, timeWindow: 60_000 };

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, db, config } = app;

  const accountOf = (userId: string) => readAccount(db, userId);

  app.get(
    '/account',
    {
      schema: {
        tags,
        security: SHOPPER_SECURITY,
        summary: 'My account',
        response: { 200: accountSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(auth, request);
      reply.header('cache-control', 'no-store');
      return accountOf(user.id);
    },
  );

  app.put(
    '/account/newsletter',
    {
      schema: {
        tags,
        security: SHOPPER_SECURITY,
        summary: 'Agree to news and offers by e-mail, or stop them',
        body: newsletterConsentBodySchema,
        response: { 200: accountSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(auth, request);
      if (request.body.consent) await recordNewsletterConsent(db, user.email, 'account');
      else await withdrawNewsletterConsent(db, user.email);
      return accountOf(user.id);
    },
  );

  app.get(
    '/account/sessions',
    {
      schema: {
        tags,
        security: SHOPPER_SECURITY,
        summary: 'The browsers signed in to my account, this one marked',
        response: { 200: accountSessionsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user, sessionId } = await requireSession(auth, request);
      reply.header('cache-control', 'no-store');
      return { sessions: await sessionsOf(db, user.id, sessionId) };
    },
  );

  app.delete(
    '/account/sessions/:id',
    {
      schema: {
        tags,
        security: SHOPPER_SECURITY,
        summary: 'Sign one browser out of my account',
        params: accountSessionParamsSchema,
        response: { 200: endedSessionsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = await requireSession(auth, request);
      if (!(await endSession(db, user.id, request.params.id))) {
        throw new AppError('NOT_FOUND', 'That browser is not signed in to your account.');
      }
      return { ended: 1 };
    },
  );

  app.post(
    '/account/sessions/end-others',
    {
      schema: {
        tags,
        security: SHOPPER_SECURITY,
        summary: 'Sign out everywhere but here',
        response: { 200: endedSessionsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user, sessionId } = await requireSession(auth, request);
      return { ended: await endOtherSessions(db, user.id, sessionId) };
    },
  );

  app.get(
    '/account/export',
    {
      schema: {
        tags,
        security: SHOPPER_SECURITY,
        summary: 'Everything the shop keeps about me, as a JSON file',
        response: { 200: accountExportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user, sessionId } = await requireSession(auth, request);
      const exported = await exportAccount(db, { userId: user.id, sessionId });
      reply.header('cache-control', 'no-store');
      reply.header(
        'content-disposition',
        `attachment; filename="my-data-${exported.exportedAt.slice(0, 10)}.json"`,
      );
      return exported;
    },
  );

  app.post(
    '/account/delete',
    {
      ...(config.RATE_LIMIT_ENABLED ? { config: { rateLimit: DELETE_ACCOUNT_RATE_LIMIT } } : {}),
      schema: {
        tags,
        security: SHOPPER_SECURITY,
        summary: "Delete my account (my orders stay for the shop's books, without me)",
        body: deleteAccountBodySchema,
        response: { 200: deletedAccountResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(auth, request);
      await deleteAccount({ db, auth }, user.id, user.isOwner, request.body);
      request.log.info('A shopper deleted their account.');
      return { deleted: true as const };
    },
  );
};
