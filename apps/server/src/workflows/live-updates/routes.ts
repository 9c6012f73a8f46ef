// GET /api/events: the storefront's live updates. Everyone hears product changes; a signed-in
// shopper also hears their own orders' status changes, and never anyone else's: the audience is the
// session's when the stream opens, and the stream ends when that session no longer holds. The admin's
// stream is /api/admin/events (admin-routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSessionUser } from '../../modules/auth/index.js';
import { admitStream, type Audience, streamEvents } from '../../modules/events/index.js';

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/events',
    {
      schema: {
        tags: ['events'],
        summary:
          "Server-Sent Events: product changes for everyone, and the signed-in shopper's own order status changes",
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      admitStream(app.events, request, reply);
      const user = await getSessionUser(app.auth, request);
      const audiences: Audience[] = user ? ['public', `user:${user.id}`] : ['public'];
      await streamEvents(app.events, request, reply, {
        audiences,
        heartbeatMs: app.config.EVENTS_HEARTBEAT_SECONDS * 1000,
        ...(user
          ? { isStillAllowed: async () => (await getSessionUser(app.auth, request))?.id === user.id }
          : {}),
      });
    },
  );
};
