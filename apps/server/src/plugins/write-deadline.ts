// Every write is answered within the request timeout: a 503 in the API's shape if its handler has
// not answered by then (a database gone silent, a lock held elsewhere), which also ends its place
// in the write admission.
// NOTE: Fastify's own handlerTimeout (5.12) stops counting once a request's body has been read: it
// takes the request stream's 'close' at the end of the body for a hang-up (fastify/fastify#6725).
// Reads have no body and keep it; this covers writes until the fix is released.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { whenExchangeEnds } from './exchange-end.js';
import { WRITE_METHODS } from './write-admission.js';

export type WriteDeadlineOptions = { timeoutMs: number };

/** What Fastify's handler timeout throws, so the error handler answers both alike. */
const timedOut = (timeoutMs: number) =>
  Object.assign(new Error(`The write was not answered within ${timeoutMs} ms.`), {
    code: 'FST_ERR_HANDLER_TIMEOUT',
    statusCode: 503,
  });

export const writeDeadlinePlugin = fp((app: FastifyInstance, { timeoutMs }: WriteDeadlineOptions) => {
  const timers = new WeakMap<FastifyRequest, NodeJS.Timeout>();
  app.addHook('onRequest', (request, reply, done) => {
    if (WRITE_METHODS.has(request.method)) {
      const timer = setTimeout(() => {
        if (reply.sent || reply.raw.headersSent) return;
        reply.send(timedOut(timeoutMs));
      }, timeoutMs);
      timer.unref();
      timers.set(request, timer);
      // A client gone needs no answer: the timer need not keep the request for the whole timeout.
      whenExchangeEnds(request, reply, () => clearTimeout(timer));
    }
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    clearTimeout(timers.get(request));
    done(null, payload);
  });
});
