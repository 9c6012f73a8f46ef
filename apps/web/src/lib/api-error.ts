// Turns an RTK Query error into what a page needs: is it "not found", and a message to show. They take
// `unknown`, so the error of a hook's result and the one an `unwrap()` throws need no cast.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ErrorResponse } from '@eshop/shared';
import { copy, shownMessage } from '../copy';

/** An answer from the server (or a failed fetch), as opposed to an error thrown in the browser. */
export const isFetchError = (error: unknown): error is FetchBaseQueryError =>
  typeof error === 'object' && error !== null && 'status' in error;

// NOTE: a hand-written check instead of errorResponseSchema.parse: the zod runtime would add ~50 KB
// (gzipped) to the home page for this one test.
const isErrorResponse = (body: unknown): body is ErrorResponse =>
  typeof body === 'object' &&
  body !== null &&
  'error' in body &&
  typeof body.error === 'object' &&
  body.error !== null &&
  'message' in body.error &&
  typeof body.error.message === 'string';

/** A missing record (404) or an id the server cannot even parse (400) both mean "not found" here. */
export const isNotFoundError = (error: unknown): boolean =>
  isFetchError(error) && (error.status === 404 || error.status === 400);

export const getErrorMessage = (error: unknown): string => {
  if (isNotFoundError(error)) return copy.common.notFound;
  if (isFetchError(error) && isErrorResponse(error.data)) return shownMessage(error.data.error.message);
  return copy.common.somethingWentWrong;
};

/**
 * The server's own message (accounts, cart): a 400 here is a rejected form, not a missing record.
 * A request that never reached the server gets a plain "something went wrong".
 */
export const getServerMessage = (error: unknown): string =>
  isFetchError(error) && isErrorResponse(error.data)
    ? shownMessage(error.data.error.message)
    : copy.common.somethingWentWrong;

/** The fields the server named in its refusal (`details`), or none. */
export const getServerDetails = (error: unknown): { path: string; message: string }[] =>
  isFetchError(error) && isErrorResponse(error.data)
    ? (error.data.error.details ?? []).map((detail) => ({ ...detail, message: shownMessage(detail.message) }))
    : [];
