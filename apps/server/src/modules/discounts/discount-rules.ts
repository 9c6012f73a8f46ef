// Whether a discount code applies to a cart, and what it takes off (decision 070). Pure: the
// checkout's quote, its payment and its order all ask the same question of the same rules. Usage
// limits need the database and are checked where uses are held (discount-uses.ts).
import {
  Catalogue,
  formatMoney,
  REFUSAL_TEXT_KEYS,
  storefrontTexts,
  type DiscountCodeResult,
  type DiscountRefusal,
  type DiscountScope,
} from '@eshop/shared';
import type { PricedDiscount } from '../shipping/index.js';
import type { discounts } from '../../db/schema/index.js';

export type DiscountRow = typeof discounts.$inferSelect;

/** A cart line as a discount sees it. */
export type DiscountableLine = {
  productId: string;
  variantId?: string | undefined;
  category: string;
  priceCents: number;
  cartQuantity: number;
};

export type CodeCheck =
  | { applies: true; discount: DiscountRow; priced: PricedDiscount }
  | { applies: false; refusal: DiscountRefusal; minSubtotalCents?: number; minQuantity?: number };

const covers = (scope: DiscountScope, line: DiscountableLine): boolean => {
  const everything =
    scope.categories.length === 0 && scope.productIds.length === 0 && scope.variantIds.length === 0;
  return (
    everything ||
    scope.categories.includes(line.category) ||
    scope.productIds.includes(line.productId) ||
    (line.variantId !== undefined && scope.variantIds.includes(line.variantId))
  );
};

export type DiscountContext = { now: Date; currency: string; country: string };

/**
 * Whether a discount (a code or an offer) fits the cart, checking in this order: it is in the shop's
 * currency when it names an amount, active, started, not ended, ships where the order goes, covers
 * something in the cart, and the lines it covers reach its minimums.
 */
function fit(discount: DiscountRow, lines: readonly DiscountableLine[], context: DiscountContext): CodeCheck {
  const namesAmounts = discount.kind === 'amount' || discount.minSubtotalCents !== null;
  // A discount priced in another currency than the shop's now (the owner changed it) does not exist
  // for shoppers until the owner saves it again in the new one.
  if (namesAmounts && discount.currency !== context.currency) return { applies: false, refusal: 'unknown' };
  if (discount.status !== 'active') return { applies: false, refusal: 'paused' };
  if (discount.startsAt && discount.startsAt > context.now) return { applies: false, refusal: 'not_started' };
  if (discount.endsAt && discount.endsAt <= context.now) return { applies: false, refusal: 'expired' };
  if (discount.countries.length > 0 && !discount.countries.includes(context.country)) {
    return { applies: false, refusal: 'wrong_country' };
  }
  const lineIndexes = lines.flatMap((line, index) => (covers(discount.appliesTo, line) ? [index] : []));
  if (lineIndexes.length === 0) return { applies: false, refusal: 'not_applicable' };
  const covered = lineIndexes.map((index) => lines[index]!);
  const subtotal = covered.reduce((sum, line) => sum + line.priceCents * line.cartQuantity, 0);
  if (discount.minSubtotalCents !== null && subtotal < discount.minSubtotalCents) {
    return { applies: false, refusal: 'minimum_subtotal', minSubtotalCents: discount.minSubtotalCents };
  }
  const quantity = covered.reduce((sum, line) => sum + line.cartQuantity, 0);
  if (discount.minQuantity !== null && quantity < discount.minQuantity) {
    return { applies: false, refusal: 'minimum_quantity', minQuantity: discount.minQuantity };
  }
  const name = discount.title || (discount.code ?? '');
  const priced: PricedDiscount =
    discount.kind === 'free_shipping'
      ? { name, kind: 'free_shipping' }
      : discount.kind === 'percent'
        ? { name, kind: 'percent', basisPoints: discount.value, lineIndexes }
        : { name, kind: 'amount', amountCents: discount.value, lineIndexes };
  return { applies: true, discount, priced };
}

/** Whether the code the shopper typed applies to the cart (an automatic offer is no code). */
export function checkCode(
  discount: DiscountRow | undefined,
  lines: readonly DiscountableLine[],
  context: DiscountContext,
): CodeCheck {
  if (!discount || discount.code === null) return { applies: false, refusal: 'unknown' };
  return fit(discount, lines, context);
}

/**
 * The automatic offers that apply to the cart, oldest first. With a code applied, an offer that does
 * not combine with codes gives way to it (the rule the owner sees beside the offer).
 */
export function applicableOffers(
  offers: readonly DiscountRow[],
  lines: readonly DiscountableLine[],
  context: DiscountContext,
  hasCode: boolean,
): PricedDiscount[] {
  return offers
    .filter((offer) => offer.code === null && (offer.combinesWithCode || !hasCode))
    .flatMap((offer) => {
      const check = fit(offer, lines, context);
      return check.applies ? [check.priced] : [];
    });
}

const english = new Catalogue(storefrontTexts).in('en').discounts.refusals;

/** The refusal in English, as the API says it (the storefront shows its own language's). */
export function refusalMessage(
  refusal: DiscountRefusal,
  figures: { minSubtotalCents?: number | undefined; minQuantity?: number | undefined; currency: string },
): string {
  const key = REFUSAL_TEXT_KEYS[refusal];
  if (key === 'minimumSubtotal')
    return english.minimumSubtotal(formatMoney(figures.minSubtotalCents ?? 0, figures.currency, 'en-US'));
  if (key === 'minimumQuantity') return english.minimumQuantity(figures.minQuantity ?? 0);
  return english[key];
}

/** What the quote tells the shopper about the code they typed. */
export function codeResult(code: string, check: CodeCheck, currency: string): DiscountCodeResult {
  if (check.applies) return { code: check.discount.code ?? code, applied: true };
  const { refusal, minSubtotalCents, minQuantity } = check;
  return {
    code,
    applied: false,
    refusal,
    message: refusalMessage(refusal, { minSubtotalCents, minQuantity, currency }),
    ...(minSubtotalCents !== undefined ? { minSubtotalCents } : {}),
    ...(minQuantity !== undefined ? { minQuantity } : {}),
  };
}
