// A "try again in a moment" answer (503 with Retry-After: an instance stopping or overloaded, the
// database away for a moment, or the proxy with no instance answering) is sent again by the app a
// few times, after the wait it asks for, before the shopper sees an error. Every write the shop
// takes may be sent again: carts are replaced whole, a payment and its order are settled once per
// payment, refunds carry an idempotency key (decision 049).
import type { fetchBaseQuery } from '@reduxjs/toolkit/query';

type FetchQuery = ReturnType<typeof fetchBaseQuery>;

const MAX_RETRIES = 3;

/** NOTE: the component tests set the cap to 0 so a retry happens within the test that caused it. */
export const unavailableRetryTiming = { maxPauseMs: 5_000 };

/** Seconds from Retry-After (a number; a date is rare and read as one second). */
const pauseOf = (response: Response | undefined) => {
  const seconds = Number(response?.headers.get('retry-after'));
  const ms = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 1000;
  return Math.min(ms, unavailableRetryTiming.maxPauseMs);
};

export function retryingUnavailable(baseQuery: FetchQuery): FetchQuery {
  return async (args, api, extraOptions) => {
    for (let retries = 0; ; retries += 1) {
      const result = await baseQuery(args, api, extraOptions);
      if (result.error?.status !== 503 || retries >= MAX_RETRIES || api.signal.aborted) return result;
      await new Promise((resolve) => setTimeout(resolve, pauseOf(result.meta?.response)));
    }
  };
}
