// Whether an error means the database could not be reached (refused, dropped, shutting down, out of
// connections), as opposed to a query that failed. Such a request is answered 503 with Retry-After:
// the shop is fine and will be again once its database is, so a client or a proxy should retry.

/** Node's socket errors on a connection refused, reset or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** PostgreSQL: shutting down, starting up, or out of connections (class 08 is matched apart). */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** What pg and pg-pool say when a connection is lost or cannot be had in time. */
const LOST_CONNECTION = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable/,
  /^Client was closed and is not queryable/,
];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 8) return false;
  const { code } = error as { code?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
      return true;
  }
  if (LOST_CONNECTION.some((pattern) => pattern.test(error.message))) return true;
  // Drizzle and Better Auth wrap the driver's error; a refused dual-stack connect is an AggregateError.
  if (
    error instanceof AggregateError &&
    error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  )
    return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}
