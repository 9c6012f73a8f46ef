// The security headers of every answer, errors included: helmet's, computed once, plus a
// Permissions-Policy. They are sent from the first hook of each request, and also by the handlers of
// the errors Fastify answers before any hook runs (bad URLs, oversized headers; see http-errors.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { APP_LOADER_CSP_SOURCE } from './app-loader-script.js';

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", APP_LOADER_CSP_SOURCE, 'https://js.stripe.com'],
      frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
      connectSrc: ["'self'", 'https://api.stripe.com'],
      imgSrc: ["'self'", 'data:', 'blob:'],
      // react-toastify and the slider set inline styles.
      styleSrc: ["'self'", "'unsafe-inline'"],
      upgradeInsecureRequests: null,
    },
  },
  // The shop may run on plain http on a LAN; HSTS belongs to the TLS-terminating proxy.
  strictTransportSecurity: false,
};

/** Browser features the shop never uses are off; payment stays for Stripe's wallets. */
const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), usb=(), serial=(), ' +
  'payment=(self "https://js.stripe.com"), interest-cohort=()';

/** helmet's headers for its options, read once from a stand-in response. */
function computeSecurityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failure: unknown;
  helmet(HELMET_OPTIONS)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => void (failure = error),
  );
  if (failure) throw failure instanceof Error ? failure : new Error('helmet refused its options');
  return { ...headers, 'permissions-policy': PERMISSIONS_POLICY };
}

export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze(computeSecurityHeaders());

export const securityHeadersPlugin = fp((app: FastifyInstance) => {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
});
