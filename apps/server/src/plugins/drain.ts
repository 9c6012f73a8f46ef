// Graceful stops (SIGTERM; server.ts): before an instance closes it drains. /api/ready answers 503 at
// once, so a load balancer that polls it moves traffic away; the live-update streams end (browsers
// reconnect through the proxy to an instance that stays); every answer asks to close its connection,
// so no idle keep-alive connection is left for a proxy to send a request into as the server closes.
// Meanwhile requests are served as usual: a proxy that only learns from failed connections (nginx)
// keeps sending some until the instance stops listening, then sends them to the others.
import fp from 'fastify-plugin';

export type Drain = {
  readonly isDraining: boolean;
  /** Starts draining (once); what follows it (the wait, app.close()) is the caller's. */
  begin: () => void;
};

export const drainPlugin = fp((app) => {
  let isDraining = false;
  const drain: Drain = {
    get isDraining() {
      return isDraining;
    },
    begin() {
      if (isDraining) return;
      isDraining = true;
      app.events.endStreams();
    },
  };
  app.decorate('drain', drain);
  app.addHook('onSend', (request, reply, payload, done) => {
    // NOTE: Node ends the connection after an answer that says so; HTTP/1 only.
    if (isDraining && request.raw.httpVersionMajor === 1) reply.header('connection', 'close');
    done(null, payload);
  });
});
