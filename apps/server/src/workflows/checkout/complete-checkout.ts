// Turns an authorised payment into an order, exactly once per payment, whoever asks first: the
// shopper's browser, a Stripe webhook or the recovery sweep. Authorise, write the order, take its
// units from stock and empty the cart in one transaction, then capture; a checkout the shop must
// refuse (a product gone or sold out meanwhile) releases the card.
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { lineKeyOf, type OrderItem } from '@eshop/shared';
import type { Db, Tx } from '../../db/client.js';
import { checkouts, orders, productVariants, type CheckoutState } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { emptyCart } from '../../modules/cart/index.js';
import {
  insertOrder,
  markPaymentCanceled,
  markPaymentCaptured,
  newGuestAccessKey,
} from '../../modules/orders/index.js';
import { isAuthorised, type PaymentIntent, type PaymentProvider } from '../../modules/payments/index.js';
import { readChargeSettings } from '../../modules/settings/index.js';
import { publishEvent } from '../../modules/events/index.js';
import { issueInvoice } from '../../modules/invoices/index.js';
import { findVariantsForSale, isForSale, takeStock } from '../../modules/products/index.js';
import type { ShopMetrics } from '../../modules/metrics/index.js';
import { stockShortage } from './price-lines.js';
import type { ShippingAndTaxRules } from '../../modules/shipping/index.js';
import { quoteCheckout, type AppliedDiscount } from './quote-checkout.js';
import { customerKeyOf, refusalMessage, useDiscount } from '../../modules/discounts/index.js';
import { withRetries } from './with-retries.js';
import type { Log } from '../../lib/log.js';

export type CompleteCheckoutDeps = {
  db: Db;
  payments: PaymentProvider;
  log: Pick<Log, 'info' | 'error'>;
  /** Told what became of each payment (captured, capture failed, refused). */
  metrics?: Pick<ShopMetrics, 'payment'>;
  /**
   * The shipping and tax rules as they are now (the instance's copy once checked current); read
   * from the database when absent.
   */
  loadCurrentRules?: () => Promise<ShippingAndTaxRules>;
  /** Sends the order confirmation; called once, by whoever wrote the order. */
  onOrderPlaced: (orderId: string) => void;
};
type Checkout = typeof checkouts.$inferSelect;
const CANCELED_MESSAGE = 'This payment was canceled; your card was not charged.';
const TOTAL_CHANGED_REFUSAL =
  'A price, shipping rate or tax changed while you were paying. Your card was not charged; please check your order and pay again.';

/**
 * Why an authorised checkout cannot become an order (`refusal`), or the discount code it applies
 * (read now, with its limits: the order counts a limited one under its lock).
 */
async function findRefusal(
  deps: Pick<CompleteCheckoutDeps, 'db' | 'loadCurrentRules'>,
  checkout: Checkout,
  authorised: Pick<PaymentIntent, 'amountCents' | 'currency'>,
): Promise<{ refusal?: string; discount?: AppliedDiscount }> {
  if (authorised.amountCents !== checkout.amountCents || authorised.currency !== checkout.currency) {
    return { refusal: 'The authorised amount differs from the order total.' };
  }
  // Priced again from today's catalogue and rules: an order is never written for another total
  // than the one the shopper saw and authorised. Stock is not checked here but where it is taken,
  // in the order's own transaction (writeOrder).
  let quote;
  // Read now, not this instance's copy: a currency or seller country changed while the shopper paid
  // refuses the order (the prices were repriced, or the tax treatment differs).
  const { currency, sellerCountry } = await readChargeSettings(deps.db);
  try {
    quote = await quoteCheckout(
      deps.db,
      {
        items: checkout.items,
        shipping: checkout.shippingAddress,
        shippingMethodId: checkout.shippingMethodId ?? undefined,
        vatId: checkout.buyerVatId,
        discountCode: checkout.discountCode,
      },
      {
        checkStock: false,
        currency,
        sellerCountry,
        ...(deps.loadCurrentRules ? { loadRules: deps.loadCurrentRules } : {}),
      },
    );
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'VALIDATION_ERROR') throw error;
    // A product gone, or a price that no longer makes a payable total.
    return {
      refusal: error.details?.some((detail) => detail.path.startsWith('items.'))
        ? 'A product in this order is no longer in the shop. Your card was not charged.'
        : TOTAL_CHANGED_REFUSAL,
    };
  }
  // The code paused, ended or changed while the shopper paid: no order at a price nobody agreed to.
  if (quote.discountCode && !quote.discountCode.applied) {
    return { refusal: `${quote.discountCode.message ?? ''} Your card was not charged.`.trim() };
  }
  if (
    quote.totals.totalCents !== checkout.amountCents ||
    quote.totals.currency !== checkout.currency ||
    quote.shippingMethodId !== checkout.shippingMethodId
  ) {
    return { refusal: TOTAL_CHANGED_REFUSAL };
  }
  return quote.appliedDiscount ? { discount: quote.appliedDiscount } : {};
}

/**
 * Moves an open checkout to `state`, and says whether this caller did it. The checkout's state is
 * the claim every path must win before acting: the order (ordered), a refusal (refused), the
 * sweep's release of an abandoned payment (canceled). Only the winner writes an order or cancels
 * the authorisation, so a cancel can never land on a payment that already has its order.
 */
export async function claimCheckout(
  db: Pick<Db, 'update'>,
  checkoutId: string,
  state: Exclude<CheckoutState, 'open'>,
): Promise<boolean> {
  const claimed = await db
    .update(checkouts)
    .set({ state, updatedAt: new Date() })
    .where(and(eq(checkouts.id, checkoutId), eq(checkouts.state, 'open')))
    .returning({ id: checkouts.id });
  return claimed.length > 0;
}

/**
 * Stock ran out, or the discount code was used up, between the payment's creation and its
 * confirmation: the order must not be written.
 */
class SoldOutError extends Error {
  override name = 'SoldOutError';
}

/**
 * The checkout's lines with the variant each one sold. A checkout started before variants (decision
 * 060) names products only, which then mean their single variants.
 */
async function withVariants(tx: Tx, items: readonly OrderItem[]): Promise<OrderItem[]> {
  if (items.every((item) => item.variantId)) return [...items];
  const found = await findVariantsForSale(
    tx,
    items.map((item) => ({ productId: item.id, variantId: item.variantId })),
  );
  return items.map((item) => {
    const variant = found.get(lineKeyOf(item));
    if (!isForSale(variant)) {
      throw new SoldOutError(`${item.name} is no longer in the shop. Your card was not charged.`);
    }
    return { ...item, variantId: variant.variantId, variantTitle: variant.variantTitle, sku: variant.sku };
  });
}

/**
 * Takes each line's units from stock (products/product-stock.ts: the last units go to exactly one
 * order). Lines are taken in product order, then variant order, so two orders naming variants of the
 * same products cannot deadlock.
 */
async function takeFromStock(tx: Tx, items: readonly OrderItem[]): Promise<void> {
  const wanted = new Map<string, { productId: string; variantId: string; quantity: number }>();
  for (const item of items) {
    const variantId = item.variantId ?? '';
    const line = wanted.get(variantId) ?? { productId: item.id, variantId, quantity: 0 };
    line.quantity += item.cartQuantity;
    wanted.set(variantId, line);
  }
  const inLockOrder = [...wanted.values()].sort(
    (a, b) => a.productId.localeCompare(b.productId) || a.variantId.localeCompare(b.variantId),
  );
  for (const line of inLockOrder) {
    if (await takeStock(tx, line, line.quantity)) continue;
    const [variant] = await tx
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, line.variantId));
    const item = items.find((candidate) => candidate.variantId === line.variantId);
    throw new SoldOutError(
      `${stockShortage({ name: item?.name ?? 'A product', variantTitle: item?.variantTitle, stock: variant?.stock ?? 0 })} Your card was not charged.`,
    );
  }
}

/**
 * Claims the checkout, writes the order, takes its units from stock and empties the cart, all in one
 * transaction; undefined when the checkout was no longer open (another confirmation won, or it was
 * refused or canceled). Throws SoldOutError, writing nothing, when stock no longer covers a line.
 */
async function writeOrder(
  db: Db,
  checkout: Checkout,
  isCaptured: boolean,
  card: { brand: string; last4: string } | undefined,
  discount: AppliedDiscount | undefined,
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    if (!(await claimCheckout(tx, checkout.id, 'ordered'))) return undefined;
    const items = await withVariants(tx, checkout.items);
    const inserted = await insertOrder(tx, {
      userId: checkout.userId,
      userEmail: checkout.userEmail,
      amountCents: checkout.amountCents,
      currency: checkout.currency,
      subtotalCents: checkout.subtotalCents,
      shippingMethodId: checkout.shippingMethodId,
      shippingMethodName: checkout.shippingMethodName,
      shippingCents: checkout.shippingCents,
      taxCents: checkout.taxCents,
      taxLines: checkout.taxLines,
      pricesIncludeTax: checkout.pricesIncludeTax,
      buyerVatId: checkout.buyerVatId,
      language: checkout.language,
      reverseCharge: checkout.reverseCharge,
      vatRemovedCents: checkout.vatRemovedCents,
      discountCode: checkout.discountCode,
      discountCents: checkout.discountCents,
      discountLines: checkout.discountLines,
      cardBrand: card?.brand ?? null,
      cardLast4: card?.last4 ?? null,
      // A guest's order is reached by signed links made with this key (orders/guest-access.ts).
      guestAccessKey: checkout.userId === null ? newGuestAccessKey() : null,
      items,
      shippingAddress: checkout.shippingAddress,
      billingAddress: checkout.billingAddress,
      provider: checkout.provider,
      paymentIntentId: checkout.paymentIntentId,
      paymentState: isCaptured ? 'captured' : 'authorized',
    });
    if (!inserted) return undefined;
    await takeFromStock(tx, items);
    if (checkout.userId) await emptyCart(tx, checkout.userId);
    await publishEvent(tx, 'admin', 'order.placed', { orderId: inserted.id });
    // Late: a limited code's row is held from here to the commit, as the invoice counter's is.
    if (discount) {
      // Counted again under the code's lock: a payment that outlived its hold does not get a used-up code.
      const refusal = await useDiscount(tx, discount, {
        checkoutId: checkout.id,
        orderId: inserted.id,
        customerKey: customerKeyOf(checkout.userEmail),
        amountCents: checkout.discountCents,
      });
      if (refusal) {
        const why = refusalMessage(refusal, { currency: checkout.currency });
        throw new SoldOutError(`${why} Your card was not charged.`);
      }
    }
    // Last: the invoice number's counter row is held from here to the commit (decision 066).
    await issueInvoice(tx, inserted.id);
    return inserted.id;
  });
}

const findOrderId = async (db: Db, paymentIntentId: string) =>
  (await db.select({ id: orders.id }).from(orders).where(eq(orders.paymentIntentId, paymentIntentId)))[0]?.id;

/** Another path won the checkout between our look and our claim: its order, or its cancellation. */
async function settledElsewhere(db: Db, paymentIntentId: string): Promise<{ orderId: string; isNew: false }> {
  const winner = await findOrderId(db, paymentIntentId);
  if (!winner) throw new AppError('CONFLICT', CANCELED_MESSAGE);
  return { orderId: winner, isNew: false };
}

/** The provider canceled the payment (it expired, or was canceled in its dashboard): no order will come. */
export async function cancelOpenCheckout(db: Db, paymentIntentId: string): Promise<void> {
  await db
    .update(checkouts)
    .set({ state: 'canceled', updatedAt: new Date() })
    .where(and(eq(checkouts.paymentIntentId, paymentIntentId), eq(checkouts.state, 'open')));
}

/** Takes the authorised money of an order; on failure (false) the sweep tries again. */
export async function captureOrderPayment(
  deps: Pick<CompleteCheckoutDeps, 'db' | 'payments' | 'log' | 'metrics'>,
  order: { id: string; paymentIntentId: string },
): Promise<boolean> {
  try {
    await deps.payments.captureIntent(order.paymentIntentId);
    await markPaymentCaptured(deps.db, order.id);
    deps.metrics?.payment('captured');
    return true;
  } catch (error) {
    deps.metrics?.payment('capture_failed');
    // An authorisation that lapsed or was canceled at the provider will never capture: the order
    // is marked so staff see it unpaid, and the sweep stops trying.
    const intent = await deps.payments.retrieveIntent(order.paymentIntentId).catch(() => undefined);
    if (intent?.status === 'canceled') {
      await markPaymentCanceled(deps.db, order.id);
      deps.log.error(
        { orderId: order.id },
        'the payment of this order was canceled before capture: it is unpaid',
      );
      return false;
    }
    deps.log.error({ err: error, orderId: order.id }, 'capturing the payment failed; the sweep will retry');
    return false;
  }
}

/** Compares secrets in constant time (hashing first makes the lengths equal). */
const isSameSecret = (a: string, b: string) => {
  const digest = (value: string) => crypto.createHash('sha256').update(value).digest();
  return crypto.timingSafeEqual(digest(a), digest(b));
};

/**
 * Who may confirm a checkout from a browser: the signed-in shopper who started it (`userId`), or,
 * for a guest's checkout, whoever holds the payment's client secret (only the guest's browser got
 * it). The webhook and the sweep pass neither.
 */
export type CheckoutOwner = { userId?: string; clientSecret?: string };

/**
 * The order of a payment, creating it when the provider says the card is authorised. Another
 * shopper's payment id is simply not found.
 */
export async function completeCheckout(
  deps: CompleteCheckoutDeps,
  paymentIntentId: string,
  options: CheckoutOwner = {},
): Promise<{ orderId: string; isNew: boolean }> {
  const { db, payments } = deps;
  const [checkout] = await db.select().from(checkouts).where(eq(checkouts.paymentIntentId, paymentIntentId));
  if (!checkout) throw notFound();
  if (options.userId !== undefined && checkout.userId !== options.userId) throw notFound();
  if (options.clientSecret !== undefined) {
    if (checkout.userId !== null) throw notFound();
    const { clientSecret } = await payments.retrieveIntent(paymentIntentId);
    if (!isSameSecret(clientSecret, options.clientSecret)) throw notFound();
  }

  const existing = await findOrderId(db, paymentIntentId);
  if (existing) return { orderId: existing, isNew: false };
  if (checkout.state === 'refused' || checkout.state === 'canceled') {
    throw new AppError('CONFLICT', CANCELED_MESSAGE);
  }

  const intent = await payments.retrieveIntent(paymentIntentId);
  if (!isAuthorised(intent.status)) {
    throw new AppError('CONFLICT', 'The payment has not been authorised yet.');
  }

  // Release the authorisation rather than take money and refund it, unless an order won the
  // checkout meanwhile (then that order stands, and this confirmation finds it).
  const refuse = async (refusal: string) => {
    if (await claimCheckout(db, checkout.id, 'refused')) {
      if (intent.status === 'requires_capture') await payments.cancelIntent(paymentIntentId);
      deps.metrics?.payment('refused');
      deps.log.info({ checkoutId: checkout.id, refusal }, 'checkout refused; authorisation released');
      throw new AppError('CONFLICT', refusal);
    }
    return settledElsewhere(db, paymentIntentId);
  };
  const { refusal, discount } = await findRefusal(deps, checkout, intent);
  if (refusal) return refuse(refusal);

  const isCaptured = intent.status === 'succeeded';
  let orderId: string | undefined;
  try {
    orderId = await withRetries(() => writeOrder(db, checkout, isCaptured, intent.card, discount), {
      retryIf: (error) => !(error instanceof SoldOutError),
      onRetry: (error, attempt) =>
        deps.log.error({ err: error, attempt, paymentIntentId }, 'writing the order failed; retrying'),
    });
  } catch (error) {
    if (error instanceof SoldOutError) return refuse(error.message);
    throw error;
  }
  if (orderId === undefined) return settledElsewhere(db, paymentIntentId);

  deps.log.info({ orderId, paymentIntentId, amountCents: checkout.amountCents }, 'order placed');
  if (isCaptured) deps.metrics?.payment('captured');
  else await captureOrderPayment(deps, { id: orderId, paymentIntentId });
  deps.onOrderPlaced(orderId);
  return { orderId, isNew: true };
}
