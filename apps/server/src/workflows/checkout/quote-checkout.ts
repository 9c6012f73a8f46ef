// What a cart costs delivered to an address: today's catalogue prices, the shipping methods that
// ship there (the chosen one, or the cheapest), and the tax, in one quote. The checkout screens
// show it, the payment intent charges its total, and the order is checked against it again.
import {
  NO_SHIPPING_MESSAGE,
  type Address,
  type CheckoutQuote,
  type CurrencyCode,
  type OrderItem,
  type ShippingOption,
} from '@eshop/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import {
  computeTotals,
  loadShippingAndTaxRules,
  pricingFor,
  shippingOptionsFor,
  taxRuleFor,
  vatStatusOf,
  type ShippingAndTaxRules,
} from '../../modules/shipping/index.js';
import { assertKnownCountry } from '../../modules/shipping/index.js';
import { assertChargeable, priceLines, type CheckoutLine } from './price-lines.js';
import {
  applicableOffers,
  checkCode,
  codeResult,
  findDiscountsFor,
  isUsedUp,
  type CodeCheck,
} from '../../modules/discounts/index.js';

export type QuoteRequest = {
  items: readonly CheckoutLine[];
  shipping: Pick<Address, 'country' | 'state'>;
  shippingMethodId?: string | undefined;
  /** A business buyer's VAT ID (decision 067). */
  vatId?: string | null | undefined;
  /** A discount code (decision 070). */
  discountCode?: string | null | undefined;
};

/** A quote, and the discount code it applied (the payment holds a use of a limited one). */
export type PricedCheckout = CheckoutQuote & { appliedDiscount?: AppliedDiscount };
/** The code a quote applied, with its limits (the payment holds, and the order counts, a limited one). */
export type AppliedDiscount = { id: string; usageLimit: number | null; oncePerCustomer: boolean };

const cheapest = (options: ShippingOption[]) =>
  options.reduce<ShippingOption | undefined>(
    (best, option) => (!best || option.amountCents < best.amountCents ? option : best),
    undefined,
  );

/**
 * Prices the cart for the address. `checkStock` (a new quote or payment) refuses lines above the
 * stock and a code orders have used up; the order-time check leaves both to the order's own
 * transaction.
 */
export async function quoteCheckout(
  db: Pick<Db, 'select'>,
  request: QuoteRequest,
  options: {
    checkStock: boolean;
    /** The shop's currency: the prices read are in its minor units (decision 063). */
    currency: CurrencyCode;
    /** Where the seller is (Admin > Settings > Seller): an EU seller reverse-charges other EU businesses. */
    sellerCountry: string;
    loadRules?: () => Promise<ShippingAndTaxRules>;
  },
): Promise<PricedCheckout> {
  assertKnownCountry(request.shipping, 'shipping');
  const vat = vatStatusOf(request.vatId ?? undefined, request.shipping.country, options.sellerCountry);
  const code = request.discountCode ?? undefined;
  const [{ items, taxClasses, categories }, rules, discounts] = await Promise.all([
    priceLines(db, request.items, options),
    // Fresh from the database unless the caller keeps them (the instance's cache, for quotes).
    options.loadRules ? options.loadRules() : loadShippingAndTaxRules(db),
    findDiscountsFor(db, code),
  ]);
  const discountable = items.map((item, index) => ({
    productId: item.id,
    variantId: item.variantId,
    category: categories[index] ?? '',
    priceCents: item.priceCents,
    cartQuantity: item.cartQuantity,
  }));
  const context = { now: new Date(), currency: options.currency, country: request.shipping.country };
  // The code checked against today's prices and its rules (its usage limits are the payment's to hold).
  let codeCheck: CodeCheck | undefined = code ? checkCode(discounts.code, discountable, context) : undefined;
  // A code orders have used up is said at once, not only when the shopper pays. Not at order time:
  // the order's own transaction counts its uses under the code's lock.
  if (options.checkStock && codeCheck?.applies && isUsedUp(codeCheck.discount)) {
    codeCheck = { applies: false, refusal: 'used_up' };
  }
  const subtotalCents = items.reduce((sum, item) => sum + item.priceCents * item.cartQuantity, 0);
  const shippingOptions = shippingOptionsFor(rules, request.shipping, subtotalCents);
  const chosen =
    shippingOptions.find((option) => option.id === request.shippingMethodId) ?? cheapest(shippingOptions);
  // Each line at its tax class's rate for the address; shipping at the standard rate, when the
  // address's zone taxes it; prices read as the zone reads them (decision 064).
  const taxes = taxClasses.map((taxClass) => taxRuleFor(rules, request.shipping, taxClass));
  const { lineTaxCents, lineDiscountCents, totals } = computeTotals(
    items.map((item, index) => ({ ...item, tax: taxes[index] ?? null })),
    chosen
      ? {
          name: chosen.name,
          amountCents: chosen.amountCents,
          tax: taxRuleFor(rules, request.shipping, 'standard'),
        }
      : null,
    { ...pricingFor(rules, request.shipping), reverseCharge: vat.reverseCharge },
    options.currency,
    // The automatic offers first, then the code, each on what the ones before left (decision 070).
    [
      ...applicableOffers(discounts.offers, discountable, context, codeCheck?.applies === true),
      ...(codeCheck?.applies ? [codeCheck.priced] : []),
    ],
  );
  return {
    items: items.map((item, index): OrderItem => ({
      ...item,
      taxCents: lineTaxCents[index] ?? 0,
      taxRateBasisPoints: taxes[index]?.rateBasisPoints ?? 0,
      ...(lineDiscountCents[index] ? { discountCents: lineDiscountCents[index] } : {}),
    })),
    shippingOptions,
    shippingMethodId: chosen?.id ?? null,
    totals,
    buyerVatId: vat.vatId,
    ...(code && codeCheck ? { discountCode: codeResult(code, codeCheck, options.currency) } : {}),
    ...(codeCheck?.applies
      ? {
          appliedDiscount: {
            id: codeCheck.discount.id,
            usageLimit: codeCheck.discount.usageLimit,
            oncePerCustomer: codeCheck.discount.oncePerCustomer,
          },
        }
      : {}),
  };
}

/** A quote the shopper can pay: something ships to the address, and the total fits one card payment. */
export function assertPayable(quote: CheckoutQuote, request: QuoteRequest): void {
  if (quote.shippingMethodId === null) {
    throw new AppError('VALIDATION_ERROR', NO_SHIPPING_MESSAGE, [
      { path: 'shipping.country', message: NO_SHIPPING_MESSAGE },
    ]);
  }
  if (request.shippingMethodId !== undefined && request.shippingMethodId !== quote.shippingMethodId) {
    throw new AppError(
      'CONFLICT',
      'That shipping method is no longer offered for this address. Please choose another.',
      [{ path: 'shippingMethodId', message: 'Choose a shipping method.' }],
    );
  }
  const code = quote.discountCode;
  if (code && !code.applied) throw discountRefused(code.message ?? 'This discount code is not valid.');
  assertChargeable(quote.totals.totalCents);
}

/** A code that does not apply refuses the payment (409), saying why, rather than charging without it. */
export const discountRefused = (message: string): AppError =>
  new AppError('CONFLICT', message, [{ path: 'discountCode', message }]);

/** The quote's figures as the checkout and order tables keep them (amount_cents is the total). */
export const checkoutTotalsColumns = (quote: CheckoutQuote) => ({
  currency: quote.totals.currency,
  subtotalCents: quote.totals.subtotalCents,
  shippingMethodId: quote.shippingMethodId,
  shippingMethodName: quote.totals.shippingMethod,
  shippingCents: quote.totals.shippingCents,
  taxCents: quote.totals.taxCents,
  taxLines: quote.totals.taxLines,
  pricesIncludeTax: quote.totals.pricesIncludeTax,
  buyerVatId: quote.buyerVatId ?? null,
  reverseCharge: quote.totals.reverseCharge ?? false,
  vatRemovedCents: quote.totals.vatRemovedCents ?? 0,
  discountCode: quote.discountCode?.applied ? quote.discountCode.code : null,
  discountCents: quote.totals.discountCents ?? 0,
  discountLines: quote.totals.discountLines ?? [],
});
