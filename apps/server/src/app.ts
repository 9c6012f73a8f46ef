// Builds the Fastify instance: external plugins, then app plugins, then the modules' routes.
// The caller owns the database (opened, migrated) and passes it in, so tests can use their own.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController } from 'fastify';
import type { DestinationStream } from 'pino';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Env, TrustProxy } from './config/env.js';
import { offerBackupsWhileListening } from './db/backup/backup-socket.js';
import type { Database } from './db/client.js';
import { routeNotFound } from './lib/app-error.js';
import { loggerOptions } from './lib/logging.js';
import { createMailer } from './lib/mailer.js';
import { contextLog } from './lib/request-log.js';
import { ADMIN_SECURITY_SCHEME } from './modules/auth/index.js';
import { adminRoutes } from './admin-area/admin-routes.js';
import { createAuth } from './modules/auth/auth.js';
import { getAuthSecret } from './modules/auth/auth-secret.js';
import { authRoutes } from './modules/auth/routes.js';
import { staffInvitationRoutes } from './modules/auth/index.js';
import { cartRoutes } from './modules/cart/routes.js';
import { createCheckoutService } from './workflows/checkout/checkout-service.js';
import { createGuestLinkSigner } from './modules/orders/guest-access.js';
import { createUnsubscribeLinks, unsubscribeRoutes } from './modules/marketing/index.js';
import { checkoutRoutes } from './workflows/checkout/routes.js';
import { accountRoutes } from './workflows/account/index.js';
import { addressBookRoutes } from './modules/addresses/index.js';
import { orderRoutes } from './modules/orders/routes.js';
import { invoiceRoutes } from './modules/invoices/index.js';
import { createPaymentProvider } from './modules/payments/create-payment-provider.js';
import { withCallLog } from './modules/payments/logged-provider.js';
import { paymentRoutes } from './workflows/checkout/test-payment-routes.js';
import type { StripeApiLocation } from './modules/payments/stripe-provider.js';
import { catalogRoutes } from './modules/catalog/routes.js';
import { shopPageRoutes } from './modules/pages/routes.js';
import { createCatalogCache, startCatalogIndexer, type CatalogChange } from './modules/catalog/index.js';
import { createFileStorage } from './modules/media/storage/create-storage.js';
import { createRefundService } from './workflows/refunds/refund-service.js';
import { contactRoutes } from './modules/contact/routes.js';
import { reviewRoutes } from './modules/reviews/routes.js';
import { createEventHub } from './modules/events/event-hub.js';
import { createMetrics } from './modules/metrics/create-metrics.js';
import { registerInstanceGauges } from './modules/metrics/instance-gauges.js';
import { metricsRoutes } from './modules/metrics/routes.js';
import { NO_METRICS } from './modules/metrics/shop-metrics.js';
import { eventRoutes } from './workflows/live-updates/routes.js';
import { mediaRoutes } from './modules/media/routes.js';
import { seoRoutes } from './modules/seo/routes.js';
import { loadShopSettings } from './modules/settings/shop-settings.js';
import { loadCategoryNames } from './modules/categories/category-names.js';
import { rereadOnChange } from './lib/reread-on-change.js';
import { createCatalogReadAdmission } from './plugins/catalog-read-admission.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { clientErrorHandler, frameworkErrors } from './plugins/http-errors.js';
import { jsonBodyPlugin } from './plugins/json-body.js';
import { completeOpenapiDocument, SHOPPER_SECURITY_SCHEMES } from './plugins/openapi.js';
import { originCheckPlugin } from './plugins/origin-check.js';
import { maxEventLoopDelayMsOf, overloadPlugin } from './plugins/overload.js';
import { accessLogPlugin } from './plugins/access-log.js';
import { drainPlugin } from './plugins/drain.js';
import { SHOP_VERSION } from './lib/shop-version.js';
import { readinessRoutes } from './plugins/readiness.js';
import { requestContextPlugin, requestIdGenerator } from './plugins/request-context.js';
import { lazyChildLogger } from './lib/lazy-child-logger.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { createSharedRateLimitStore } from './plugins/shared-rate-limit-store.js';
import { writeAdmissionPlugin, writeQueueLimitOf } from './plugins/write-admission.js';
import { writeDeadlinePlugin } from './plugins/write-deadline.js';
import { isServerPath, registerWebApp } from './plugins/web-app.js';
import { redirectFormerCategories } from './modules/categories/category-redirects.js';
import './types.js';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export type BuildAppOptions = {
  config: Env;
  database: Database;
  /** false: no log at all (most tests). */
  logger?: false;
  /** Where the log goes instead of stdout (a test reading it). */
  logStream?: DestinationStream;
  /** Where the Stripe client sends its requests; tests point it at a local stand-in of Stripe's API. */
  stripeApi?: StripeApiLocation;
};

export async function buildApp({ config, database, logger, logStream, stripeApi }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.LOG_LEVEL, logStream),
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // Unique across instances; a trusted proxy's own X-Request-Id is kept (plugins/request-context.ts).
    genReqId: requestIdGenerator(config.TRUST_PROXY !== false),
    // A request's log is made when it first writes a line (lib/lazy-child-logger.ts).
    childLoggerFactory: lazyChildLogger,
    // A log line per request costs more than a cached listing; keep them for debugging.
    logController: new LogController({
      disableRequestLogging: !['debug', 'trace'].includes(config.LOG_LEVEL),
    }),
    bodyLimit: 1024 * 1024,
    // A handler still busy after this answers 503 (a database gone silent, say); a client still
    // sending its request after it gets a 408.
    handlerTimeout: config.REQUEST_TIMEOUT_MS,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    // NOTE: a request that reaches a closing server (on a connection it still had open) is served,
    // not given Fastify's own 503, which has neither the API's shape nor a request id: the database
    // closes after the server. Draining (plugins/drain.ts) has made such requests rare.
    return503OnClosing: false,
    // Errors answered before any route or hook runs still leave in the API's shape.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('db', database.db);
  // Counted only when someone may read them (METRICS_TOKEN).
  const metrics = config.METRICS_TOKEN ? createMetrics() : undefined;
  app.decorate('metrics', metrics?.shop ?? NO_METRICS);
  /** The app's log, or the log of the request the code runs for (its lines then carry its id). */
  const log = contextLog(app.log);
  app.decorate(
    'catalogCache',
    createCatalogCache({
      max: config.CATALOG_CACHE_ENTRIES,
      maxBytes: config.CATALOG_CACHE_MB * 1024 * 1024,
    }),
  );
  app.decorate(
    'catalogReads',
    createCatalogReadAdmission({
      // PGlite runs one statement at a time; on PostgreSQL half the pool, so writes keep the rest.
      concurrency: database.backend === 'pglite' ? 4 : Math.ceil(config.DATABASE_POOL_SIZE / 2),
      maxWaitMs: config.CATALOG_READ_MAX_WAIT_MS,
      retryAfterSeconds: config.OVERLOAD_RETRY_AFTER_SECONDS,
      onRefused: () => app.metrics.requestShed('catalog_reads'),
    }),
  );
  app.decorate('storage', await createFileStorage(config));
  const events = await createEventHub(database, app.log, { maxStreams: config.EVENTS_MAX_STREAMS });
  app.decorate('events', events);
  // Every instance hears every change: a product edited, reviewed or sold out through any of them
  // leaves this instance's cached catalogue answers too. Heard from before the first reads below, so a
  // change that lands while they run is read again (lib/reread-on-change.ts).
  const rereadSettings = rereadOnChange('the shop settings', app.log);
  const rereadCategoryNames = rereadOnChange('the category names', app.log);
  app.addHook('onClose', async () => {
    rereadSettings.stop();
    rereadCategoryNames.stop();
  });
  events.onEvent((event) => {
    // A saved shop page (or shipping rules) changes drawn pages too.
    if (event.type !== 'order.status') app.catalogCache.invalidate();
    if (event.type === 'settings.changed') rereadSettings.changed();
    // Added, renamed, reordered or deleted through any instance (or every price, a new currency).
    if (event.type === 'catalog.changed') rereadCategoryNames.changed();
  });
  // The shop's name, look, sender, price format and contact details, and the category names: read now
  // and again after every change. Pages drawn while they were read again would show the old ones, so
  // the read cache is emptied once more after each read.
  const shopSettings = await loadShopSettings({ db: database.db, config });
  app.decorate('shopSettings', shopSettings);
  rereadSettings.start(shopSettings.reload, () => app.catalogCache.invalidate());
  const categoryNames = await loadCategoryNames(database.db);
  app.decorate('categoryNames', categoryNames);
  rereadCategoryNames.start(categoryNames.reload, () => app.catalogCache.invalidate());
  const catalogIndexer = config.CATALOG_INDEX
    ? startCatalogIndexer({
        db: database.db,
        events,
        log: app.log,
        // Cards' texts in memory up to a size, beyond it in a file of their own (card-store.ts).
        cardPlace: {
          inMemoryUpTo: config.CATALOG_INDEX_CARDS_UP_TO,
          dir: config.DATA_DIR,
          warn: (message) => app.log.warn(message),
        },
        onChanged: () => app.catalogCache.invalidate(),
        snapshotFile: config.CATALOG_INDEX_SNAPSHOT
          ? path.join(config.DATA_DIR, 'catalog-index.snapshot')
          : undefined,
      })
    : undefined;
  app.decorate('catalogIndexer', catalogIndexer);
  // A write through this instance: its listings show the change before the answer goes (other
  // instances hear the write's event).
  app.decorate('catalogChanged', async (change: CatalogChange) => {
    await catalogIndexer?.refresh(change);
    app.catalogCache.invalidate();
  });
  app.addHook('onListen', async () => catalogIndexer?.start());
  // db:backup asks a running embedded shop for its backup over a socket only its own user reaches.
  offerBackupsWhileListening(app, database);
  app.addHook('onClose', () => catalogIndexer?.close());
  // Open event streams would keep the server from closing: end them first (browsers reconnect).
  app.addHook('preClose', async () => {
    await events.close();
  });
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: () => shopSettings.current().sender,
    dataDir: config.DATA_DIR,
    log,
  });
  app.decorate('mailer', mailer);
  const secret = await getAuthSecret(database.db, config.BETTER_AUTH_SECRET);
  app.decorate(
    'auth',
    createAuth({
      config,
      db: database.db,
      mailer,
      secret,
      log,
      shopName: () => shopSettings.current().shopName,
    }),
  );
  const unsubscribeLinks = createUnsubscribeLinks(secret, config.PUBLIC_URL);
  const payments = withCallLog(await createPaymentProvider(config, database.db, stripeApi), log);
  const checkout = createCheckoutService({
    config,
    db: database.db,
    payments,
    mailer,
    log,
    metrics: app.metrics,
    events,
    guestLinks: createGuestLinkSigner(secret),
    onOrderPlaced: (orderId) => app.catalogChanged({ orderIds: [orderId] }),
    brand: shopSettings.emailBrand,
    currency: () => shopSettings.current().currency,
    sellerCountry: () => shopSettings.current().sellerCountry,
    reminderSettings: () => shopSettings.current().checkoutReminders,
    unsubscribeLinks,
    secret,
  });
  app.decorate('checkout', checkout);
  app.addHook('onClose', () => checkout.stopSweeping());
  const refunds = createRefundService({
    db: database.db,
    payments,
    log,
    metrics: app.metrics,
    onRestocked: (productIds) => app.catalogChanged({ productIds }),
    sendStatusEmail: checkout.sendStatusEmail,
  });
  app.decorate('refunds', refunds);
  // Refunds the provider left unanswered are asked for again (same key) with the payments' sweep.
  if (config.PAYMENT_SWEEP_SECONDS > 0) {
    const refundSweep = setInterval(() => {
      refunds.retryPending().catch((error: unknown) => app.log.error({ err: error }, 'refund sweep failed'));
    }, config.PAYMENT_SWEEP_SECONDS * 1000);
    refundSweep.unref();
    app.addHook('onClose', () => clearInterval(refundSweep));
  }

  // Cross-cutting plugins: headers first, so every answer carries them.
  await app.register(securityHeadersPlugin);
  await app.register(requestContextPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(drainPlugin);
  if (config.ACCESS_LOG) await app.register(accessLogPlugin);
  // Before anything costs work: an overloaded instance answers 503 at once.
  await app.register(overloadPlugin, {
    maxEventLoopDelayMs: maxEventLoopDelayMsOf(config),
    maxEventLoopUtilization: config.OVERLOAD_MAX_EVENT_LOOP_UTILIZATION,
    retryAfterSeconds: config.OVERLOAD_RETRY_AFTER_SECONDS,
    onShed: (reason) => app.metrics.requestShed(reason),
  });
  await app.register(jsonBodyPlugin);
  await app.register(originCheckPlugin);
  await app.register(writeDeadlinePlugin, { timeoutMs: config.REQUEST_TIMEOUT_MS });
  await app.register(writeAdmissionPlugin, {
    // PGlite runs one statement at a time on this thread; PostgreSQL as many as its pool holds.
    concurrency: database.backend === 'pglite' ? 4 : config.DATABASE_POOL_SIZE,
    queueLimit: writeQueueLimitOf(config.WRITE_QUEUE_LIMIT, database.backend),
    holdLimitMs: config.REQUEST_TIMEOUT_MS + 5_000,
  });
  await app.register(compress, { threshold: 1024 });
  // Per-route limits (creating payments); the auth endpoints have Better Auth's own. On PostgreSQL
  // counted in the database, so every instance on it shares each limit (decision 034).
  const sharedLimits =
    database.backend === 'postgres' ? createSharedRateLimitStore(database.db, app.log) : undefined;
  if (sharedLimits) app.addHook('onClose', () => sharedLimits.stop());
  await app.register(rateLimit, { global: false, ...(sharedLimits ? { store: sharedLimits.Store } : {}) });
  await app.register(metricsRoutes, { metrics, token: config.METRICS_TOKEN });
  if (metrics) {
    registerInstanceGauges(metrics.registry, {
      streams: () => events.streamCounts(),
      writes: () => app.writeAdmission.counters(),
      catalogReads: () => app.catalogReads.counters(),
      catalogCache: () => app.catalogCache.stats(),
      catalogIndex: () =>
        catalogIndexer && {
          isReady: catalogIndexer.current() !== undefined,
          products: catalogIndexer.current()?.liveCount ?? 0,
          lastBuildMs: catalogIndexer.lastBuildMs(),
        },
      databasePool: () => database.poolStats(),
    });
  }
  if (config.API_DOCS) {
    await app.register(swagger, {
      openapi: {
        info: { title: `${config.SHOP_NAME} API`, version: SHOP_VERSION },
        components: {
          securitySchemes: {
            ...SHOPPER_SECURITY_SCHEMES,
            [ADMIN_SECURITY_SCHEME]: {
              type: 'apiKey',
              in: 'cookie',
              name: 'better-auth.session_token',
              description:
                "The session cookie of the shop's admin (ADMIN_EMAIL), named __Secure-better-auth.session_token on HTTPS; anyone else gets 401 or 403.",
            },
          },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: completeOpenapiDocument(),
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  }

  // App routes.
  await app.register(
    async (api) => {
      await api.register(catalogRoutes, { backend: database.backend });
      await api.register(authRoutes);
      await api.register(staffInvitationRoutes);
      await api.register(cartRoutes);
      await api.register(checkoutRoutes);
      await api.register(orderRoutes);
      await api.register(accountRoutes);
      await api.register(addressBookRoutes);
      await api.register(invoiceRoutes);
      await api.register(reviewRoutes);
      await api.register(contactRoutes);
      await api.register(unsubscribeRoutes, { links: unsubscribeLinks });
      await api.register(shopPageRoutes);
      await api.register(eventRoutes);
      await api.register(paymentRoutes);
      await api.register(readinessRoutes);
      await api.register(adminRoutes, { prefix: '/admin' });
      if (config.API_DOCS) api.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
    },
    { prefix: '/api' },
  );
  await app.register(mediaRoutes);
  await app.register(seoRoutes);
  // Before the pages: a renamed category's old address redirects (on the root, so pages hear it).
  redirectFormerCategories(app);

  const webDist = config.WEB_DIST_DIR ? path.resolve(config.WEB_DIST_DIR) : DEFAULT_WEB_DIST;
  const sendPage = await registerWebApp(app, { distDir: webDist, publicUrl: config.PUBLIC_URL });

  // Pages (/cart, /product-details/...) get the web app, drawn here or in the browser, which has its own
  // 404 page. A route, not the not-found handler, so the answer goes through the compression hooks.
  if (sendPage) {
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      if (isServerPath(request.url)) throw routeNotFound(request);
      return sendPage(request, reply);
    });
  }
  // What a route sends on (the static files' /index.html, which is sent with the shop's name here).
  app.setNotFoundHandler((request, reply) => {
    if (sendPage && request.method === 'GET' && !isServerPath(request.url)) return sendPage(request, reply);
    throw routeNotFound(request);
  });

  return app;
}

/**
 * Fastify's trustProxy for TRUST_PROXY. A hop count becomes "trust the first n hops" (Fastify itself
 * now refuses to trust anything for a bare number, since it cannot tell a proxy from a client that
 * reaches the shop directly; with a count the owner says no one can).
 */
function trustProxyOption(trust: TrustProxy) {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
