// One browser's Server-Sent Events stream: the response is taken over from Fastify and kept open,
// events are written as they come, a comment every HEARTBEAT_MS keeps proxies from closing it, and
// the browser's EventSource reconnects after a drop with the last id it saw.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EVENT_RETRY_MS } from '@eshop/shared';
import type { Audience, EventNotice } from './publish-event.js';
import type { EventHub } from './event-hub.js';

const HEARTBEAT_MS = 25_000;

/** The id the browser last saw: the Last-Event-ID header its EventSource sends on reconnect. */
export function lastEventIdOf(request: FastifyRequest): number | undefined {
  const header = request.headers['last-event-id'];
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^\d{1,15}$/.test(value)) return undefined;
  return Number(value);
}

export async function streamEvents(
  hub: EventHub,
  request: FastifyRequest,
  reply: FastifyReply,
  audiences: readonly Audience[],
): Promise<void> {
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // nginx and similar proxies would otherwise hold events back in a buffer.
    'x-accel-buffering': 'no',
  });
  response.write(`retry: ${EVENT_RETRY_MS}\n\n`);
  const send = (event: EventNotice) => {
    response.write(`id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
  };
  const heartbeat = setInterval(() => response.write(': keep-alive\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  const subscribed = hub.subscribe({ audiences, send, end: () => response.end() }, lastEventIdOf(request));
  request.raw.on('close', () => {
    clearInterval(heartbeat);
    void subscribed.then((stop) => stop());
  });
  await subscribed;
}
