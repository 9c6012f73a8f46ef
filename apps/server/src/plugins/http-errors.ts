// The errors Fastify and Node answer before a route or hook runs, in the API's one shape and with
// the security headers: a URL that cannot be decoded, a path segment too long (frameworkErrors),
// and what the HTTP parser refuses on the socket (headers too large, a malformed request, a body
// longer than its Content-Length, a client too slow) (clientErrorHandler).
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_STATUS, type ErrorCode, type ErrorResponse } from '@eshop/shared';
import { SECURITY_HEADERS } from './security-headers.js';

const errorJson = (code: ErrorCode, message: string) =>
  JSON.stringify({ error: { code, message } } satisfies ErrorResponse);

const FRAMEWORK_ERRORS: Record<string, [ErrorCode, string]> = {
  FST_ERR_BAD_URL: ['BAD_REQUEST', 'The address is not valid (bad percent-encoding).'],
  FST_ERR_MAX_PARAM_LENGTH: ['URI_TOO_LONG', 'A part of the address is too long.'],
};

export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const [code, message] = FRAMEWORK_ERRORS[error.code] ?? ['BAD_REQUEST', 'The request is not valid.'];
  request.log.info({ code: error.code }, 'request refused before routing');
  void reply
    .status(ERROR_STATUS[code])
    .headers(SECURITY_HEADERS)
    .type('application/json; charset=utf-8')
    .send(errorJson(code, message));
}

type ClientError = Error & { code?: string };

function describeClientError(error: ClientError): [ErrorCode, string] {
  if (error.code === 'HPE_HEADER_OVERFLOW')
    return ['HEADERS_TOO_LARGE', 'The request headers are too large.'];
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return ['REQUEST_TIMEOUT', 'The request took too long to arrive.'];
  return ['BAD_REQUEST', 'The request is not valid HTTP.'];
}

/** Node's clientError: the socket has no request object, so the answer is written by hand. */
export function clientErrorHandler(error: ClientError, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const [code, message] = describeClientError(error);
    const status = ERROR_STATUS[code];
    const body = errorJson(code, message);
    const headers = {
      ...SECURITY_HEADERS,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}`)
      .join('\r\n');
    socket.write(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${head}\r\n\r\n${body}`);
  }
  socket.destroy(error);
}
