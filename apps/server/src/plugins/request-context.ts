// Each request's id: in every log line it causes (lib/request-log.ts), and in its answer's
// X-Request-Id, so a shopper's report or the proxy's log leads to the server's lines. Behind a
// trusted proxy the proxy's own X-Request-Id is kept (when short and plain), so both logs share it;
// otherwise ids are random UUIDs, unique across every instance of the shop.
import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runWithRequestLog } from '../lib/request-log.js';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What a proxy's id may look like: nginx's $request_id, a UUID, a trace id. Anything else is replaced. */
const SAFE_REQUEST_ID = /^[\w.:-]{1,64}$/;

/** Fastify's genReqId: the trusted proxy's id when it sent a safe one, else a new UUID. */
export function requestIdGenerator(isBehindTrustedProxy: boolean) {
  return (raw: IncomingMessage): string => {
    const given = raw.headers[REQUEST_ID_HEADER];
    if (isBehindTrustedProxy && typeof given === 'string' && SAFE_REQUEST_ID.test(given)) return given;
    return crypto.randomUUID();
  };
}

export const requestContextPlugin = fp((app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    runWithRequestLog(request.log, done);
  });
  // NOTE: a body is read in the socket's callbacks, outside the context entered above: enter it
  // again once the body is in, so the handler and all it starts run in it.
  app.addHook('preValidation', (request, _reply, done) => {
    runWithRequestLog(request.log, done);
  });
});
