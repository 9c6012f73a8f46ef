// The error every use case throws for a condition a client should hear about. The error handler
// turns it into `{ error: { code, message, details? } }` with the status of its code.
import { ERROR_STATUS, NOT_FOUND_MESSAGE, type ErrorCode } from '@eshop/shared';

export type ErrorDetail = { path: string; message: string };

export class AppError extends Error {
  readonly statusCode: number;
  /** Seconds the client should wait before trying again (sent as Retry-After). */
  retryAfterSeconds?: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}

export const notFound = (): AppError => new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);

export const routeNotFound = (request: { method: string; url: string }): AppError =>
  new AppError('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0] ?? ''}.`);

/** The shop cannot take this request now (overloaded, a queue full): 503 with Retry-After. */
export const shopBusy = (retryAfterSeconds: number): AppError =>
  Object.assign(new AppError('UNAVAILABLE', 'The shop is busy. Please try again in a moment.'), {
    retryAfterSeconds,
  });
