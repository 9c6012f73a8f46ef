// The owner's staff page (issue 38) under /api/admin/staff, which the admin guard keeps to the owner,
// and the invited person's answer, POST /api/staff-invitations/accept (the link is the proof).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptInvitationBodySchema,
  errorResponseSchema,
  staffIdParamsSchema,
  staffInvitationBodySchema,
  staffListSchema,
  staffMemberSchema,
  staffPermissionsBodySchema,
  staffTwoFactorBodySchema,
} from '@eshop/shared';
import { saveStaffTwoFactorRequired } from '../settings/index.js';
import { adminOf } from './admin-guard.js';
import { resetStaffTwoFactor } from './staff-two-factor.js';
import { staffInvitationEmail } from './auth-emails.js';
import {
  ACCEPT_INVITATION_PATH,
  acceptInvitation,
  inviteStaff,
  listStaff,
  removeStaff,
  revokeInvitation,
  setStaffPermissions,
} from './staff.js';

const tags = ['admin'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const invitationParamsSchema = z.object({ id: z.uuid() });

export const adminStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff',
    {
      schema: {
        tags,
        summary: 'The staff and the invitations still open',
        response: { 200: staffListSchema, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return listStaff(app.db);
    },
  );

  app.post(
    '/staff/invitations',
    {
      schema: {
        tags,
        summary: 'Invite someone to the staff by e-mail, with the permissions ticked',
        body: staffInvitationBodySchema,
        response: { 200: staffListSchema, ...errors },
      },
    },
    async (request) => {
      const owner = adminOf(request);
      const { token } = await inviteStaff(app.db, { ...request.body, invitedBy: owner?.email ?? '' });
      const link = new URL(ACCEPT_INVITATION_PATH, app.config.PUBLIC_URL);
      link.searchParams.set('token', token);
      const shop = { shopName: app.shopSettings.current().shopName, publicUrl: app.config.PUBLIC_URL };
      await app.mailer.send(
        staffInvitationEmail(shop, request.body.email, link.toString(), owner?.displayName ?? 'The owner'),
      );
      return listStaff(app.db);
    },
  );

  app.delete(
    '/staff/invitations/:id',
    {
      schema: {
        tags,
        summary: 'Withdraw an invitation (its link stops working)',
        params: invitationParamsSchema,
        response: { 200: staffListSchema, ...errors },
      },
    },
    async (request) => {
      await revokeInvitation(app.db, request.params.id);
      return listStaff(app.db);
    },
  );

  app.put(
    '/staff/:id/permissions',
    {
      schema: {
        tags,
        summary: 'Change what a staff member may do (their next request follows it)',
        params: staffIdParamsSchema,
        body: staffPermissionsBodySchema,
        response: { 200: staffMemberSchema, ...errors },
      },
    },
    async (request) => setStaffPermissions(app.db, request.params.id, request.body.permissions),
  );

  app.put(
    '/staff/two-factor',
    {
      schema: {
        tags,
        summary:
          'Require two-factor sign-in of staff, or stop requiring it (the admin refuses staff without it)',
        body: staffTwoFactorBodySchema,
        response: { 200: staffListSchema, ...errors },
      },
    },
    async (request) => {
      await saveStaffTwoFactorRequired(app.db, request.body.required);
      return listStaff(app.db);
    },
  );

  app.delete(
    '/staff/:id/two-factor',
    {
      schema: {
        tags,
        summary: "Turn off a staff member's two-factor sign-in (a lost phone): signed out everywhere",
        params: staffIdParamsSchema,
        response: { 200: staffListSchema, ...errors },
      },
    },
    async (request) => {
      await resetStaffTwoFactor(app.db, request.params.id);
      return listStaff(app.db);
    },
  );

  app.delete(
    '/staff/:id',
    {
      schema: {
        tags,
        summary: 'Remove someone from the staff: back to a shopper, signed out everywhere at once',
        params: staffIdParamsSchema,
        response: { 200: staffListSchema, ...errors },
      },
    },
    async (request) => {
      await removeStaff(app.db, request.params.id);
      return listStaff(app.db);
    },
  );
};

/** A few answers a minute per client: each checks a token and hashes a password. */
const ACCEPT_RATE_LIMIT = { max: 10, timeWindow: 60_000 };

export const staffInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/staff-invitations/accept',
    {
      ...(app.config.RATE_LIMIT_ENABLED ? { config: { rateLimit: ACCEPT_RATE_LIMIT } } : {}),
      schema: {
        tags: ['auth'],
        summary: "Join the staff with an invitation's link: choose a password (then sign in with it)",
        body: acceptInvitationBodySchema,
        response: {
          200: z.object({ email: z.string() }),
          400: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => acceptInvitation({ db: app.db, auth: app.auth }, request.body),
  );
};
