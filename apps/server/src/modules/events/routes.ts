// GET /api/events: the storefront's live updates. Everyone hears product changes; a signed-in
// shopper also hears their own orders' status changes, and never anyone else's: the audience is the
// session's when the stream opens, and the stream ends when that session no longer holds. The admin's
// stream is /api/admin/events (admin routes).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { getSessionUser } from '../auth/session.js';
import { whenExchangeEnds } from '../../plugins/exchange-end.js';
import type { EventHub } from './event-hub.js';
import { streamEvents } from './event-stream.js';
import type { Audience } from './publish-event.js';

/** Streams one client address may hold at once: a few tabs, not a flood. */
export const MAX_STREAMS_PER_CLIENT = 20;
/** Seconds a client turned away for the instance's cap is asked to wait (EventSource retries anyway). */
const STREAMS_FULL_RETRY_SECONDS = 10;

/**
 * Counts the stream in before anything is awaited, and out when its connection closes (answered,
 * refused later, or hung up), so no path keeps its place. Throws when there is no room.
 */
export function admitStream(events: EventHub, request: FastifyRequest, reply: FastifyReply): void {
  const admitted = events.admitStream(request.ip, MAX_STREAMS_PER_CLIENT);
  if ('full' in admitted) {
    if (admitted.full === 'client')
      throw new AppError('RATE_LIMITED', 'Too many open event streams from this address.');
    reply.header('retry-after', String(STREAMS_FULL_RETRY_SECONDS));
    throw new AppError('UNAVAILABLE', 'Live updates are busy. Please try again in a moment.');
  }
  whenExchangeEnds(request, reply, admitted.release);
}

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
