// The checkout's use cases bound to their collaborators (database, payment provider, mailer, log),
// so routes, the Stripe webhook and the sweep all call the same functions the same way.
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  languagePrefix,
  type CheckoutQuote,
  type CheckoutReminderSettings,
  type CurrencyCode,
  type ShopEventType,
} from '@eshop/shared';
import { orders } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import {
  guestOrderUrl,
  type OrderLinkTarget,
  type GuestLinkSigner,
  forShopper,
  readRefunds,
  withStatusDates,
  toOrderDto,
  sendNewGuestLink,
  sendOrderConfirmation,
  sendOrderNotification,
} from '../../modules/orders/index.js';
import { createShippingRulesCache } from '../../modules/shipping/index.js';
import type { Env } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import type { Mailer } from '../../lib/mailer.js';
import type { OrderNotificationKind } from '../../db/schema/index.js';
import type { EmailBrand } from '../../modules/settings/index.js';
import type { PaymentProvider } from '../../modules/payments/index.js';
import type { ShopMetrics } from '../../modules/metrics/index.js';
import { cancelOpenCheckout, completeCheckout, type CheckoutOwner } from './complete-checkout.js';
import {
  createPaymentIntent,
  getLastAddresses,
  type CheckoutRequest,
  type Payer,
} from './create-payment-intent.js';
import { forgetEndedDeclines } from './decline-pause.js';
import { quoteCheckout, type QuoteRequest } from './quote-checkout.js';
import { recoverPayments } from './recover-payments.js';
import {
  createCartLinks,
  restoreCart,
  sendCheckoutReminders,
  type ReminderDeps,
} from './checkout-reminders.js';
import type { UnsubscribeLinks } from '../../modules/marketing/index.js';
import { confirmationAttachments } from '../../modules/invoices/index.js';

/** A live checkout is left to the shopper's browser for this long before the sweep steps in. */
const SWEEP_GRACE_MS = 60_000;

export function createCheckoutService(deps: {
  config: Env;
  db: Db;
  payments: PaymentProvider;
  mailer: Mailer;
  log: FastifyBaseLogger;
  metrics: Pick<ShopMetrics, 'orderPlaced' | 'payment'>;
  /** Signs and checks guests' links to their orders (made with the shop's secret). */
  guestLinks: GuestLinkSigner;
  /** Every instance's announcements (the owner saved new shipping and tax rules). */
  events: { onEvent: (listener: (event: { type: ShopEventType }) => void) => void };
  /** An order took units from stock: the catalogue's answers must show the new counts. */
  onOrderPlaced: (orderId: string) => Promise<void>;
  /** The shop as its e-mails and invoices show it now (the owner's settings, settings/shop-settings.ts). */
  brand: () => EmailBrand;
  /** The currency the shop charges in now (the owner's setting, read again on every save). */
  currency: () => CurrencyCode;
  /** Where the seller is (Admin > Settings > Seller): reverse charge depends on it. */
  sellerCountry: () => string;
  /** The owner's checkout reminders (decision 070), as they are now. */
  reminderSettings: () => CheckoutReminderSettings;
  /** Signs the reminders' unsubscribe links. */
  unsubscribeLinks: UnsubscribeLinks;
  /** The shop's secret: the reminders' links back to their carts are signed with it. */
  secret: string;
}) {
  const { config, db, payments, mailer, log, guestLinks } = deps;
  const rules = createShippingRulesCache(db, deps.events);
  const loadRules = rules.get;
  // A guest's e-mails link to the signed status page; a shopper's to their order details; both in the
  // language the order was placed in ('/de/order-details/...').
  const orderUrl = (order: OrderLinkTarget) => {
    const base = `${config.PUBLIC_URL}${languagePrefix(order.language)}`;
    return order.guestAccessKey
      ? guestOrderUrl(base, order.id, guestLinks.sign({ id: order.id, guestAccessKey: order.guestAccessKey }))
      : `${base}/order-details/${order.id}`;
  };
  // NOTE: a getter, so every e-mail is drawn with the settings of the moment it is sent.
  const emailDeps = {
    db,
    mailer,
    get brand() {
      return deps.brand();
    },
    orderUrl,
    confirmationAttachments: confirmationAttachments(db),
  };
  const sendConfirmation = (orderId: string) => sendOrderConfirmation(emailDeps, orderId);
  const sendNotification = (orderId: string, kind: OrderNotificationKind) =>
    sendOrderNotification(emailDeps, orderId, kind);
  const completeDeps = {
    db,
    payments,
    log,
    metrics: deps.metrics,
    loadCurrentRules: rules.getCurrent,
    // In the background: the shopper's confirmation does not wait for the mail relay. A failure is
    // retried by the sweep (the order keeps confirmation_sent_at empty until it is sent).
    onOrderPlaced: (orderId: string) => {
      deps.metrics.orderPlaced();
      deps
        .onOrderPlaced(orderId)
        .catch((error: unknown) =>
          log.error({ err: error, orderId }, 'the catalogue could not take in an order; its event will'),
        );
      sendConfirmation(orderId).catch((error: unknown) =>
        log.error({ err: error, orderId }, 'order confirmation e-mail failed; the sweep retries'),
      );
    },
  };
  const recoveryDeps = { ...completeDeps, sendConfirmation, sendNotification };
  const reminderDeps: ReminderDeps = {
    db,
    mailer,
    log,
    brand: deps.brand,
    settings: deps.reminderSettings,
    unsubscribeLinks: deps.unsubscribeLinks,
    cartLinks: createCartLinks(deps.secret),
    publicUrl: config.PUBLIC_URL,
  };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  const sweep = (options?: { minAgeMs?: number }) => {
    running = running
      .then(() => recoverPayments(recoveryDeps, options))
      .catch((error: unknown) => {
        log.error({ err: error }, 'payment recovery sweep failed');
      })
      .then(() => forgetEndedDeclines(db))
      .catch((error: unknown) => {
        log.warn({ err: error }, 'deleting ended decline counts failed');
      })
      .then(() => sendCheckoutReminders(reminderDeps))
      .catch((error: unknown) => {
        log.error({ err: error }, 'checkout reminders sweep failed');
      });
    return running;
  };

  return {
    /** The shop as its e-mails and invoices show it (read when asked: the owner may change it). */
    get brand() {
      return deps.brand();
    },
    payments,
    createPaymentIntent: (shopper: Payer, request: CheckoutRequest) =>
      createPaymentIntent(
        {
          db,
          payments,
          loadRules,
          currency: deps.currency(),
          sellerCountry: deps.sellerCountry(),
          isLimited: config.RATE_LIMIT_ENABLED,
        },
        shopper,
        request,
      ),
    completeCheckout: (paymentIntentId: string, options?: CheckoutOwner) =>
      completeCheckout(completeDeps, paymentIntentId, options),
    /** A guest's signed link to the order (null for a signed-in shopper's order). */
    guestLinkFor: async (orderId: string) => {
      const [order] = await db
        .select({ id: orders.id, guestAccessKey: orders.guestAccessKey })
        .from(orders)
        .where(eq(orders.id, orderId));
      return order?.guestAccessKey
        ? guestLinks.sign({ id: order.id, guestAccessKey: order.guestAccessKey })
        : null;
    },
    /** E-mails a guest a new link to their order; every link sent before stops opening it. */
    sendNewGuestLink: (orderId: string) => sendNewGuestLink({ ...emailDeps, log }, orderId),
    /** A guest's order through its signed link; not found when the link is wrong, old or revoked. */
    getGuestOrder: async (orderId: string, exp: number, token: string) => {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
      if (!row || row.userId !== null || !guestLinks.verify(row, exp, token)) throw notFound();
      return withStatusDates(db, forShopper(toOrderDto(row, await readRefunds(db, row.id))));
    },
    /** The first zone's methods, for product pages (see deliveryOptionsSchema). */
    deliveryOptions: async () => {
      const { zones } = await loadRules();
      const zone = zones.find((candidate) => candidate.methods.length > 0);
      return {
        zone: zone?.name ?? null,
        methods: (zone?.methods ?? []).map(({ name, rateCents, freeFromCents }) => ({
          name,
          rateCents,
          freeFromCents,
        })),
      };
    },
    cancelOpenCheckout: (paymentIntentId: string) => cancelOpenCheckout(db, paymentIntentId),
    getLastAddresses: (userId: string) => getLastAddresses(db, userId),
    /** Sends a status change's e-mail in the background; a failure is retried by the sweep. */
    sendStatusEmail: (orderId: string, kind: OrderNotificationKind) => {
      sendNotification(orderId, kind).catch((error: unknown) =>
        log.error({ err: error, orderId, kind }, 'order status e-mail failed; the sweep retries'),
      );
    },
    quote: async (request: QuoteRequest): Promise<CheckoutQuote> => {
      const { appliedDiscount: _internal, ...quote } = await quoteCheckout(db, request, {
        checkStock: true,
        currency: deps.currency(),
        sellerCountry: deps.sellerCountry(),
        loadRules,
      });
      return quote;
    },
    /** One pass of the checkout reminders now (the sweep's, at `now`). */
    sendCheckoutReminders: (now?: Date) => sendCheckoutReminders(reminderDeps, now),
    /** A reminder's link back to the cart: the checkout's lines at today's prices. */
    restoreCart: (checkoutId: string, token: string) => restoreCart(reminderDeps, checkoutId, token),
    /** One pass now over every payment left behind, however recent (what a restart does). */
    recoverPayments: (options?: { minAgeMs?: number }) => recoverPayments(recoveryDeps, options),
    /** Sweeps once now, then every PAYMENT_SWEEP_SECONDS; one pass at a time per instance. */
    startSweeping: () => {
      void sweep();
      if (config.PAYMENT_SWEEP_SECONDS > 0 && !timer) {
        timer = setInterval(
          () => void sweep({ minAgeMs: SWEEP_GRACE_MS }),
          config.PAYMENT_SWEEP_SECONDS * 1000,
        );
        timer.unref();
      }
    },
    stopSweeping: async () => {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
