// The shopper's account page (issue 38) beside Better Auth's own endpoints (name, e-mail, password):
// the account as its owner sees it, news consent, and the browsers signed in to it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountSchema,
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
  profileOf,
  requireSession,
  requireUser,
  sessionsOf,
} from '../../modules/auth/index.js';
import {
  hasNewsletterConsent,
  recordNewsletterConsent,
  withdrawNewsletterConsent,
} from '../../modules/marketing/index.js';

const tags = ['account'];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, db } = app;

  const accountOf = async (userId: string) => {
    const profile = await profileOf(db, userId);
    // The session was found a moment ago; an account deleted in between is signed out.
    if (!profile) throw new AppError('UNAUTHORIZED', 'Please log in first.');
    return {
      email: profile.email,
      name: profile.name,
      isEmailVerified: profile.isEmailVerified,
      hasPassword: profile.hasPassword,
      newsletterConsent: await hasNewsletterConsent(db, profile.email),
      createdAt: profile.createdAt.toISOString(),
    };
  };

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
};
