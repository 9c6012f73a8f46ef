// What the app decorates Fastify with, so plugins and routes see typed `app.db` and friends.
import type { Env } from './config/env.js';
import type { Db } from './db/client.js';
import type { Mailer } from './lib/mailer.js';
import type { Auth } from './modules/auth/auth.js';
import type { CatalogCache, CatalogChange, CatalogIndexer } from './modules/catalog/index.js';
import type { CheckoutService } from './workflows/checkout/checkout-service.js';
import type { RefundService } from './workflows/refunds/refund-service.js';
import type { ShopSettings } from './modules/settings/shop-settings.js';
import type { CategoryNames } from './modules/categories/category-names.js';
import type { EventHub } from './modules/events/event-hub.js';
import type { FileStorage } from './modules/media/storage/file-storage.js';
import type { ShopMetrics } from './modules/metrics/shop-metrics.js';
import type { Admission } from './plugins/admission.js';
import type { CatalogReadAdmission } from './plugins/catalog-read-admission.js';
import type { Drain } from './plugins/drain.js';

import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    config: Env;
    /** The database's query builder; the connection itself (backend, locks, closing) stays with app.ts. */
    db: Db;
    /** A stopping instance's drain (plugins/drain.ts). */
    drain: Drain;
    catalogCache: CatalogCache;
    /** Uncached catalogue listings wait here for the database, in a bounded queue. */
    catalogReads: CatalogReadAdmission;
    /** Counters of what the shop does (orders, payments, refunds); no-ops without METRICS_TOKEN. */
    metrics: ShopMetrics;
    /** Undefined when CATALOG_INDEX is off. */
    catalogIndexer: CatalogIndexer | undefined;
    /** After a write to the catalogue committed: the index applies it, the read cache forgets. */
    catalogChanged: (change: CatalogChange) => Promise<void>;
    auth: Auth;
    mailer: Mailer;
    checkout: CheckoutService;
    refunds: RefundService;
    storage: FileStorage;
    /** The shop's name, look, e-mail sender and price format as this instance uses them now. */
    shopSettings: ShopSettings;
    /** The category names in the owner's order, as this instance uses them now. */
    categoryNames: CategoryNames;
    events: EventHub;
    /** Who may write now; its counters and stall feed /api/health and /api/ready. */
    writeAdmission: Admission;
    /** This write is done with the database (what is left only waits): its slot goes to the next. */
    releaseWrite: (request: FastifyRequest) => void;
  }
}
