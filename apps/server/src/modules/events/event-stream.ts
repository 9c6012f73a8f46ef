// One browser's Server-Sent Events stream: the response is taken over from Fastify and kept open,
// events are written as they come, and at every heartbeat a comment keeps proxies from closing it and
// the reader's right to the stream is checked again (a shopper who signed out, an admin who is no
// longer one, loses it). The browser's EventSource reconnects after a drop with the last id it saw.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EVENT_RETRY_MS } from '@eshop/shared';
import type { Audience, EventNotice } from './publish-event.js';
import { isClientGone, whenExchangeEnds } from '../../plugins/exchange-end.js';
import type { EventHub } from './event-hub.js';

/** A reader this far behind is not reading: it is dropped, and catches up when it reconnects. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * The id the browser last saw: the Last-Event-ID header its EventSource sends on reconnect, else the
 * `after` of the address (the newest event when the page's data was read; see shopConfigSchema).
 */
export function lastEventIdOf(request: FastifyRequest): number | undefined {
  const header = request.headers['last-event-id'];
  const after = (request.query as Record<string, unknown> | undefined)?.after;
  const value =
    (Array.isArray(header) ? header[0] : header) ?? (typeof after === 'string' ? after : undefined);
  if (!value || !/^\d{1,15}$/.test(value)) return undefined;
  return Number(value);
}

export type StreamOptions = {
  audiences: readonly Audience[];
  /** Whether the reader may still have this stream (its session unchanged); checked each heartbeat. */
  isStillAllowed?: () => Promise<boolean>;
  heartbeatMs: number;
};

export async function streamEvents(
  hub: EventHub,
  request: FastifyRequest,
  reply: FastifyReply,
  { audiences, isStillAllowed, heartbeatMs }: StreamOptions,
): Promise<void> {
  reply.hijack();
  const response = reply.raw;
  // Gone while its session was read: nothing to open (it would stay subscribed for good).
  if (isClientGone(request, reply)) {
    response.destroy();
    return;
  }
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // nginx and similar proxies would otherwise hold events back in a buffer.
    'x-accel-buffering': 'no',
  });
  const end = () => {
    if (!response.writableEnded) response.end();
  };
  const write = (text: string) => {
    if (response.writableEnded) return;
    response.write(text);
    if (response.writableLength > MAX_BUFFERED_BYTES) response.destroy();
  };
  write(`retry: ${EVENT_RETRY_MS}\n\n`);
  const heartbeat = setInterval(() => {
    write(': keep-alive\n\n');
    if (isStillAllowed) {
      isStillAllowed().then(
        (allowed) => {
          if (!allowed) end();
        },
        () => end(),
      );
    }
  }, heartbeatMs);
  heartbeat.unref();
  const subscribed = hub.subscribe(
    {
      audiences,
      send: (event: EventNotice) =>
        write(`id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`),
      end,
    },
    lastEventIdOf(request),
  );
  whenExchangeEnds(request, reply, () => {
    clearInterval(heartbeat);
    subscribed.then(
      (stop) => stop(),
      () => undefined,
    );
  });
  try {
    await subscribed;
  } catch (error) {
    // Catching up failed (the database is away): close, and the browser tries again shortly.
    request.log.warn({ err: error }, 'an event stream could not catch up; closed for a retry');
    clearInterval(heartbeat);
    end();
  }
}
