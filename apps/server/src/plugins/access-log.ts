// One access-log line per answered request at the default level (info): method, the route's pattern
// (never the URL: ids and search terms stay out of the log), status, milliseconds, bytes sent, the
// request id and the client's address (the client's own behind a TRUST_PROXY proxy). A shopper's
// bad request is a 4xx line here, never an error: errors are the shop's own failures. Written through
// the app's log, not the request's (whose child log is made only when something else needs it).
import fp from 'fastify-plugin';

const LEVELS_WITH_INFO = new Set(['info', 'debug', 'trace']);

export const accessLogPlugin = fp((app) => {
  app.addHook('onResponse', (request, reply, done) => {
    // NOTE: checked first, so a shop logging at warn (the benchmarks) builds no line at all.
    if (LEVELS_WITH_INFO.has(app.log.level)) {
      const length = reply.getHeader('content-length');
      app.log.info(
        {
          reqId: request.id,
          method: request.method,
          // Unrouted requests (404s) share one name, whatever their URL.
          route: request.routeOptions.url ?? 'unmatched',
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
          bytes: length === undefined ? null : Number(length),
          ip: request.ip,
        },
        'request',
      );
    }
    done();
  });
});
