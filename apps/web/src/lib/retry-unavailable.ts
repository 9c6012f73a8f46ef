// A "try again in a moment" answer (503 with Retry-After: an instance stopping or overloaded, the
// database away for a moment, or the proxy with no instance answering) is sent again by the app a
// few times, after the wait it asks for, before the shopper sees an error: every read, and the writes
// an endpoint marks safe to repeat (`extraOptions: { retryUnavailable: true }`). NOTE: other writes
// are not repeated: some 503s come after the work was done (a write past its deadline still commits,
// an instance died holding it, an e-mail went before the relay answered), decision 049.
import type {
  BaseQueryFn,
  FetchArgs,
  FetchBaseQueryError,
  FetchBaseQueryMeta,
  fetchBaseQuery,
} from '@reduxjs/toolkit/query';

type FetchQuery = ReturnType<typeof fetchBaseQuery>;
export type RetryOptions = {
  /** This write gives the same outcome however often it is sent (it may be sent again on a 503). */
  retryUnavailable?: boolean;
};
type RetryingQuery = BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  RetryOptions,
  FetchBaseQueryMeta
>;

const isRead = (args: string | FetchArgs) =>
  typeof args === 'string' || ['GET', 'HEAD'].includes((args.method ?? 'GET').toUpperCase());

const MAX_RETRIES = 3;

/** NOTE: the component tests set the cap to 0 so a retry happens within the test that caused it. */
export const unavailableRetryTiming = { maxPauseMs: 5_000 };

/** Seconds from Retry-After (a number; a date is rare and read as one second). */
const pauseOf = (response: Response | undefined) => {
  const seconds = Number(response?.headers.get('retry-after'));
  const ms = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 1000;
  return Math.min(ms, unavailableRetryTiming.maxPauseMs);
};

export function retryingUnavailable(baseQuery: FetchQuery): RetryingQuery {
  return async (args, api, extraOptions) => {
    const mayRepeat = isRead(args) || extraOptions?.retryUnavailable === true;
    for (let retries = 0; ; retries += 1) {
      const result = await baseQuery(args, api, {});
      if (!mayRepeat || result.error?.status !== 503 || retries >= MAX_RETRIES || api.signal.aborted)
        return result;
      await new Promise((resolve) => setTimeout(resolve, pauseOf(result.meta?.response)));
    }
  };
}
