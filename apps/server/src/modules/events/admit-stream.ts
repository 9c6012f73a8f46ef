// Admission for a Server-Sent Events stream, shared by the storefront's /api/events and the admin's
// /api/admin/events: a cap per client address and one for the instance (decision 034).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { whenExchangeEnds } from '../../plugins/exchange-end.js';
import type { EventHub } from './event-hub.js';

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
    if (admitted.full === 'closing') {
      // A proxy passes a GET answered 503 to another instance (deploy/nginx-shop.conf).
      reply.header('retry-after', '1');
      throw new AppError('UNAVAILABLE', 'This server is restarting. Please try again in a moment.');
    }
    reply.header('retry-after', String(STREAMS_FULL_RETRY_SECONDS));
    throw new AppError('UNAVAILABLE', 'Live updates are busy. Please try again in a moment.');
  }
  whenExchangeEnds(request, reply, admitted.release);
}
