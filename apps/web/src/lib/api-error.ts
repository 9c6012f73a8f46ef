// Turns an RTK Query error into what a page needs: is it "not found", and a message to show.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { NOT_FOUND_MESSAGE, errorResponseSchema } from '@eshop/shared';
import { en } from '../copy/en';

type QueryError = FetchBaseQueryError | SerializedError | undefined;

const isFetchError = (error: QueryError): error is FetchBaseQueryError =>
  error !== undefined && 'status' in error;

/** A missing record (404) or an id the server cannot even parse (400) both mean "not found" here. */
export const isNotFoundError = (error: QueryError): boolean =>
  isFetchError(error) && (error.status === 404 || error.status === 400);

export const getErrorMessage = (error: QueryError): string => {
  if (isNotFoundError(error)) return NOT_FOUND_MESSAGE;
  if (isFetchError(error)) {
    const parsed = errorResponseSchema.safeParse(error.data);
    if (parsed.success) return parsed.data.error.message;
  }
  return en.common.somethingWentWrong;
};
