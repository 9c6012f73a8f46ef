// The log of the request at work, wherever the code that logs runs: a use case, the mailer, the
// payment provider, or work a request started and left running after its answer (an order's
// confirmation e-mail). Its lines then carry the request's id (reqId), so one search of the log
// finds everything a request caused. Work no request started (the sweeps) logs through the app's log.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';

const requestLogs = new AsyncLocalStorage<FastifyBaseLogger>();

/** Runs `work`, and everything it starts, as the work of the request whose log this is. */
export const runWithRequestLog = <T>(log: FastifyBaseLogger, work: () => T): T => requestLogs.run(log, work);

/** The current request's log, if the code runs on behalf of one. */
export const currentRequestLog = (): FastifyBaseLogger | undefined => requestLogs.getStore();

/**
 * A log that writes through the current request's log (its lines carry the request's id) when
 * there is one, else through `base`. Hand it to collaborators made once at start.
 */
export function contextLog(base: FastifyBaseLogger): FastifyBaseLogger {
  return new Proxy(base, {
    get(target, property) {
      const log = requestLogs.getStore() ?? target;
      const value: unknown = Reflect.get(log, property, log);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(log) : value;
    },
  });
}
