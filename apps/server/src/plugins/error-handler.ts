// One error handler for the whole API: every failure leaves as `{ error: { code, message, details? } }`.
// Client mistakes get a 4xx naming the problem; anything unexpected is logged and answered with a
// plain 500 that reveals nothing of the server.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_STATUS, type ErrorCode, type ErrorResponse } from '@eshop/shared';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { AppError, type ErrorDetail } from '../lib/app-error.js';

/** Seconds a client is asked to wait when the database is away (readiness notices within one). */
const DATABASE_RETRY_AFTER_SECONDS = 5;

const send = (reply: FastifyReply, code: ErrorCode, message: string, details?: ErrorDetail[]) => {
  const body: ErrorResponse = { error: { code, message, ...(details ? { details } : {}) } };
  return reply.status(ERROR_STATUS[code]).type('application/json').send(body);
};

/** "querystring/page" -> "page"; "body/address/city" -> "address.city". */
const fieldPath = (instancePath: string): string =>
  instancePath.replace(/^\/?/, '').split('/').filter(Boolean).join('.');

/** Fastify's own client errors (bad JSON, wrong media type, body too large) by code. */
const FASTIFY_CLIENT_ERRORS: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_BAD_URL: 'BAD_REQUEST',
};

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
    return send(reply, error.code, error.message, error.details);
  }

  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((issue) => {
      // Unknown keys (strict objects) carry their names in params.keys rather than in the path.
      const { keys } = issue.params as { keys?: string[] };
      return {
        path: fieldPath(issue.instancePath) || (keys ?? []).join(', '),
        message: issue.message ?? 'Invalid value.',
      };
    });
    const fields = [...new Set(details.map((d) => d.path).filter(Boolean))];
    const message = fields.length > 0 ? `Invalid value for ${fields.join(', ')}.` : 'Invalid request.';
    return send(reply, 'VALIDATION_ERROR', message, details);
  }

  const clientCode = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  if (clientCode) return send(reply, clientCode, error.message);
  if (error.statusCode === 429) return send(reply, 'RATE_LIMITED', error.message);
  if (error.code === 'FST_ERR_HANDLER_TIMEOUT' || error.statusCode === 503) {
    request.log.warn({ err: error }, 'request timed out or refused while busy');
    reply.header('retry-after', '5');
    return send(reply, 'UNAVAILABLE', 'The shop is busy. Please try again in a moment.');
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    request.log.info({ err: error }, 'client error');
    return send(reply, 'BAD_REQUEST', error.message);
  }

  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'the database is unavailable');
    reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return send(reply, 'UNAVAILABLE', 'The shop cannot reach its database. Please try again in a moment.');
  }

  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 'INTERNAL', 'Something went wrong on our side. Please try again.');
}

export const errorHandlerPlugin = fp((app: FastifyInstance) => {
  app.setErrorHandler(handleError);
});
