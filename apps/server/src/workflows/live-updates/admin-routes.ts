// GET /api/admin/events: the admin's live updates (new orders, status changes, product changes), inside
// the admin area's guarded scope (admin-area/); the stream ends when the session is no longer an admin's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdminArea } from '../../modules/auth/index.js';
import { admitStream, streamEvents } from '../../modules/events/index.js';

const tags = ['admin'];

export const adminEventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/events',
    {
      schema: {
        tags,
        summary: 'Server-Sent Events for the admin: new orders, status changes and product changes',
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      admitStream(app.events, request, reply);
      await streamEvents(app.events, request, reply, {
        audiences: ['public', 'admin'],
        heartbeatMs: app.config.EVENTS_HEARTBEAT_SECONDS * 1000,
        // An admin who signed out, whose role was taken away, or who must now turn on two-factor
        // sign-in, stops hearing every order.
        isStillAllowed: () => requireAdminArea(app, request).then(() => true),
      });
    },
  );
};
