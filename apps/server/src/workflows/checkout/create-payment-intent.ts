// Starts a payment: prices the cart from the catalogue, asks the provider for an intent that only
// authorises (capture later), and records the checkout so the order can be written from it exactly
// once, whoever confirms the payment first (the shopper's browser, a webhook or the sweep).
import crypto from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import {
  DEFAULT_LANGUAGE,
  formatCents,
  TOTAL_CHANGED_MESSAGE,
  type Language,
  type Address,
  type CreatePaymentIntentResponse,
  type CurrencyCode,
  type DiscountRefusal,
  type LastAddressesResponse,
} from '@eshop/shared';
import type { Db } from '../../db/client.js';
import { checkouts } from '../../db/schema/index.js';
import type { CheckoutLine } from './price-lines.js';
import type { PaymentProvider } from '../../modules/payments/index.js';
import { AppError } from '../../lib/app-error.js';
import { assertPaymentAllowed, cartKeyOf } from './card-testing-limits.js';
import type { ShippingAndTaxRules } from '../../modules/shipping/index.js';
import { assertPayable, checkoutTotalsColumns, discountRefused, quoteCheckout } from './quote-checkout.js';
import { customerKeyOf, holdDiscountUse, isLimited, refusalMessage } from '../../modules/discounts/index.js';
import { recordNewsletterConsent } from '../../modules/marketing/index.js';
import { assertUsableAddress } from '../../modules/shipping/index.js';

export type CheckoutRequest = {
  items: CheckoutLine[];
  shipping: Address;
  billing: Address;
  shippingMethodId?: string | undefined;
  /** A guest's cart id (for the per-cart limit). */
  cartId?: string | undefined;
  /** The total the shopper saw; another total is refused rather than charged. */
  expectedTotalCents?: number | undefined;
  /** A business buyer's VAT ID (decision 067). */
  vatId?: string | undefined;
  /** The storefront's language: the order's e-mails are written in it (decision 068). */
  language?: Language | undefined;
  /** A discount code (decision 070): applied and a use held, or the payment is refused saying why. */
  discountCode?: string | undefined;
  /** Ticked "Send me news and offers" (decision 070). */
  newsletterConsent?: boolean | undefined;
  /** Ticked "Remind me by e-mail if I leave without paying". */
  reminderConsent?: boolean | undefined;
};

/** The code's limits refused the payment: rolls back the checkout written with it. */
class CodeRefused extends Error {
  override name = 'CodeRefused';
  constructor(readonly refusal: DiscountRefusal) {
    super(refusal);
  }
}

/** Spec 9: the payment description is 'payment: email, Amount'. */
export const paymentDescription = (email: string, amountCents: number) =>
  `payment: ${email}, ${formatCents(amountCents)}`;

/** Who pays: a signed-in shopper (id) or a guest (no id, tied to the e-mail), from an address. */
export type Payer = { id: string | null; email: string; ip: string };

export async function createPaymentIntent(
  deps: {
    db: Db;
    payments: PaymentProvider;
    loadRules?: () => Promise<ShippingAndTaxRules>;
    /** The shop's currency as this instance knows it; the order-time check reads it fresh. */
    currency: CurrencyCode;
    /** Where the seller is (reverse charge, decision 067). */
    sellerCountry: string;
    /** The card-testing limits (off only with RATE_LIMIT_ENABLED=false, for load tests). */
    isLimited?: boolean;
  },
  shopper: Payer,
  request: CheckoutRequest,
): Promise<CreatePaymentIntentResponse> {
  assertUsableAddress(request.shipping, 'shipping');
  assertUsableAddress(request.billing, 'billing');
  const cartKey = cartKeyOf(request.cartId);
  if (deps.isLimited !== false)
    await assertPaymentAllowed(deps.db, {
      email: shopper.email,
      isGuest: shopper.id === null,
      cartKey,
      ip: shopper.ip,
    });
  const quote = await quoteCheckout(deps.db, request, {
    checkStock: true,
    currency: deps.currency,
    sellerCountry: deps.sellerCountry,
    loadRules: deps.loadRules,
  });
  assertPayable(quote, request);
  const { items, totals } = quote;
  const amountCents = totals.totalCents;
  if (request.expectedTotalCents !== undefined && request.expectedTotalCents !== amountCents) {
    throw new AppError('CONFLICT', TOTAL_CHANGED_MESSAGE, [
      { path: 'expectedTotalCents', message: `The total is now ${formatCents(amountCents)}.` },
    ]);
  }
  const checkoutId = crypto.randomUUID();
  const intent = await deps.payments.createIntent({
    amountCents,
    currency: totals.currency,
    description: paymentDescription(shopper.email, amountCents),
    idempotencyKey: `checkout-${checkoutId}`,
    metadata: { checkoutId, userId: shopper.id ?? 'guest' },
  });
  const checkout = {
    id: checkoutId,
    userId: shopper.id,
    userEmail: shopper.email,
    provider: deps.payments.name,
    paymentIntentId: intent.id,
    amountCents,
    cartKey,
    ...checkoutTotalsColumns(quote),
    items,
    shippingAddress: request.shipping,
    billingAddress: request.billing,
    language: request.language ?? DEFAULT_LANGUAGE,
    reminderConsent: request.reminderConsent === true,
  };
  const discount = quote.appliedDiscount;
  if (!discount || !isLimited(discount)) {
    // No code, or one without limits: nothing to hold, nobody to wait for.
    await deps.db.insert(checkouts).values(checkout);
  } else {
    const discountId = discount.id;
    // The checkout and its hold on the code are written together, under the code's lock.
    try {
      await deps.db.transaction(async (tx) => {
        await tx.insert(checkouts).values(checkout);
        const refusal = await holdDiscountUse(tx, {
          discountId,
          checkoutId,
          customerKey: customerKeyOf(shopper.email),
          now: new Date(),
        });
        if (refusal) throw new CodeRefused(refusal);
      });
    } catch (error) {
      if (!(error instanceof CodeRefused)) throw error;
      // Nothing was authorised yet: the payment the provider opened is closed again.
      await deps.payments.cancelIntent(intent.id).catch(() => undefined);
      throw discountRefused(refusalMessage(error.refusal, { currency: totals.currency }));
    }
  }
  if (request.newsletterConsent === true) await recordNewsletterConsent(deps.db, shopper.email, 'checkout');
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    provider: deps.payments.name,
    amountCents,
    items,
    totals,
  };
}

/** The addresses of the shopper's latest checkout, offered again the next time. */
export async function getLastAddresses(db: Db, userId: string): Promise<LastAddressesResponse> {
  const [last] = await db
    .select({ shipping: checkouts.shippingAddress, billing: checkouts.billingAddress })
    .from(checkouts)
    .where(eq(checkouts.userId, userId))
    .orderBy(desc(checkouts.createdAt))
    .limit(1);
  return { shipping: last?.shipping ?? null, billing: last?.billing ?? null };
}
