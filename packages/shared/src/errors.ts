// The one error shape of the API and its codes. The server maps each code to one HTTP status here,
// so a client can rely on the pair.
import { z } from 'zod';

export const ERROR_STATUS = {
  /** A request field failed validation; details name the fields. */
  VALIDATION_ERROR: 400,
  /** The body could not be parsed (malformed JSON, wrong content type). */
  BAD_REQUEST: 400,
  /** The caller must sign in first. */
  UNAUTHORIZED: 401,
  /** The caller is signed in but may not do this. */
  FORBIDDEN: 403,
  /** The card was declined or the payment refused; the message is the provider's, for the shopper. */
  PAYMENT_FAILED: 402,
  /** No record or route with that id. */
  NOT_FOUND: 404,
  /** The record is not in a state that allows this yet (a payment not authorised, say). */
  CONFLICT: 409,
  /** The client took too long to send its request. */
  REQUEST_TIMEOUT: 408,
  /** The body is larger than allowed. */
  PAYLOAD_TOO_LARGE: 413,
  /** The address (a path segment of it) is longer than allowed. */
  URI_TOO_LONG: 414,
  /** The body's media type is not accepted. */
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** Too many requests from this client; try again later. */
  RATE_LIMITED: 429,
  /** The request's headers are larger than allowed. */
  HEADERS_TOO_LARGE: 431,
  /** Something failed on the server; details are in the server log only. */
  INTERNAL: 500,
  /** The shop cannot take this request now (busy, or its database is unreachable); Retry-After says when to try again. */
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/** The spec's text for a missing single record. */
export const NOT_FOUND_MESSAGE = 'Document not found.';

export const errorFieldSchema = z.object({ path: z.string(), message: z.string() });

export const errorResponseSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    details: z.array(errorFieldSchema).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
