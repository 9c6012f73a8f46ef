// The shop's arithmetic for what an order costs: tax per line (at its tax class's rate) and on
// shipping, rounded half-up to the minor unit (the cent, the yen), then the total. Pure, so the
// property test can try every cart and rate.
//
// Rounding (documented in docs/owner-guide.md and decisions 022, 064): each line's tax is rounded
// half-up on its own (price x quantity x its rate), shipping's tax likewise (at the standard rate),
// and the order's tax is the sum of those rounded amounts, so the lines a receipt shows always add up
// to its total; the tax lines group them per rate. With prices that include tax, a line's tax is the
// part of its price the rate accounts for: total x r / (1 + r).
//
// Discounts (decision 070) come off before tax: each is spread over the lines it covers in proportion
// to what they still cost, to the minor unit by largest remainder (ties to the first line), never
// taking a line below zero; free shipping takes the shipping. Each line is then taxed on what is left.
import type { DiscountLine, OrderTotals, TaxLine } from '@eshop/shared';

export type TaxRule = { name: string; rateBasisPoints: number };
/**
 * How the address's zone reads prices (tax inside or on top) and whether it taxes shipping; with
 * `reverseCharge` (decision 067) nothing is charged as tax, and tax inside the prices is taken out.
 */
export type PricingSettings = { pricesIncludeTax: boolean; taxShipping: boolean; reverseCharge?: boolean };
/** A line and the tax that applies to it (its class's rate at the address; null: none). */
export type PricedLine = { priceCents: number; cartQuantity: number; tax: TaxRule | null };
/** The shipping chosen, and the rate it is taxed at when the zone taxes it. */
export type PricedShipping = { name: string; amountCents: number; tax: TaxRule | null };

/** A discount to take off (decision 070): a share of the lines it covers, or the shipping. */
export type PricedDiscount =
  | { name: string; kind: 'percent'; basisPoints: number; lineIndexes: readonly number[] }
  | { name: string; kind: 'amount'; amountCents: number; lineIndexes: readonly number[] }
  | { name: string; kind: 'free_shipping' };

const BASIS = 10_000n;

/**
 * `amount` spread over `weights` in proportion, each share an integer and never above its weight:
 * every share rounded down, then the units left go one each to the largest remainders (ties: the
 * first). More than the weights hold is capped at their sum.
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (amount <= 0 || total <= 0) return weights.map(() => 0);
  const capped = BigInt(Math.min(amount, total));
  const whole = BigInt(total);
  const exact = weights.map((weight) => BigInt(weight) * capped);
  const shares = exact.map((value) => Number(value / whole));
  let left = Number(capped) - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value % whole }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** The discounts taken off the lines (each line's share) and the shipping, in the order given. */
function takeOff(
  lineCents: readonly number[],
  shippingCents: number,
  discounts: readonly PricedDiscount[],
): { lineDiscountCents: number[]; shippingDiscountCents: number; discountLines: DiscountLine[] } {
  const left = [...lineCents];
  const lineDiscountCents = lineCents.map(() => 0);
  let shippingLeft = shippingCents;
  const discountLines: DiscountLine[] = [];
  for (const discount of discounts) {
    if (discount.kind === 'free_shipping') {
      discountLines.push({ name: discount.name, amountCents: shippingLeft });
      shippingLeft = 0;
      continue;
    }
    const covered = [...new Set(discount.lineIndexes)].filter((index) => index >= 0 && index < left.length);
    const base = covered.reduce((sum, index) => sum + (left[index] ?? 0), 0);
    const wanted =
      discount.kind === 'percent'
        ? divideRoundHalfUp(BigInt(base) * BigInt(discount.basisPoints), BASIS)
        : discount.amountCents;
    const shares = allocate(
      Math.min(wanted, base),
      covered.map((index) => left[index] ?? 0),
    );
    covered.forEach((index, at) => {
      const share = shares[at] ?? 0;
      left[index] = (left[index] ?? 0) - share;
      lineDiscountCents[index] = (lineDiscountCents[index] ?? 0) + share;
    });
    discountLines.push({ name: discount.name, amountCents: shares.reduce((sum, share) => sum + share, 0) });
  }
  return { lineDiscountCents, shippingDiscountCents: shippingCents - shippingLeft, discountLines };
}

/** numerator / denominator rounded half-up, for non-negative integers (exact: BigInt). */
export function divideRoundHalfUp(numerator: number | bigint, denominator: number | bigint): number {
  const n = BigInt(numerator);
  const d = BigInt(denominator);
  return Number((2n * n + d) / (2n * d));
}

/** The tax inside or on top of `amountCents` at `rateBasisPoints`, rounded half-up. */
export function taxOn(amountCents: number, rateBasisPoints: number, pricesIncludeTax: boolean): number {
  const rate = BigInt(rateBasisPoints);
  if (rate === 0n || amountCents === 0) return 0;
  const scaled = BigInt(amountCents) * rate;
  return pricesIncludeTax ? divideRoundHalfUp(scaled, BASIS + rate) : divideRoundHalfUp(scaled, BASIS);
}

/** The tax lines of an order: one per name and rate, in the order they first appear. */
function groupByRate(taxed: { tax: TaxRule | null; cents: number }[]): TaxLine[] {
  const lines = new Map<string, TaxLine>();
  for (const { tax, cents } of taxed) {
    if (!tax || tax.rateBasisPoints === 0) continue;
    const key = `${tax.name}\u0000${tax.rateBasisPoints}`;
    const line = lines.get(key) ?? { name: tax.name, rateBasisPoints: tax.rateBasisPoints, amountCents: 0 };
    line.amountCents += cents;
    lines.set(key, line);
  }
  return [...lines.values()];
}

export function computeTotals(
  lines: readonly PricedLine[],
  shipping: PricedShipping | null,
  settings: PricingSettings,
  /** What the amounts are in (they are integers of its minor units either way). */
  currency: string,
  /** Taken off before tax, in this order (decision 070). */
  discounts: readonly PricedDiscount[] = [],
): { lineTaxCents: number[]; lineDiscountCents: number[]; totals: OrderTotals } {
  const lineCents = lines.map((line) => line.priceCents * line.cartQuantity);
  const subtotalCents = lineCents.reduce((sum, cents) => sum + cents, 0);
  const shippingCents = shipping?.amountCents ?? 0;
  const { lineDiscountCents, shippingDiscountCents, discountLines } = takeOff(
    lineCents,
    shippingCents,
    discounts,
  );
  const discountCents = lineDiscountCents.reduce((sum, cents) => sum + cents, 0) + shippingDiscountCents;
  // Present only when a discount took something off (free shipping on a free method takes nothing):
  // orders without one read as they always have.
  const shownLines = discountLines.filter((line) => line.amountCents > 0);
  const discounted = shownLines.length > 0 ? { discountCents, discountLines: shownLines } : {};
  const taxedLineCents = lines.map((line, index) =>
    taxOn(
      (lineCents[index] ?? 0) - (lineDiscountCents[index] ?? 0),
      line.tax?.rateBasisPoints ?? 0,
      settings.pricesIncludeTax,
    ),
  );
  const shippingTax = settings.taxShipping ? (shipping?.tax ?? null) : null;
  const taxedShippingCents = taxOn(
    shippingCents - shippingDiscountCents,
    shippingTax?.rateBasisPoints ?? 0,
    settings.pricesIncludeTax,
  );
  if (settings.reverseCharge) {
    // No tax is charged; prices that held it are charged without it (each line's share, as it would
    // have been shown, so the receipt's arithmetic still adds up).
    const held = taxedLineCents.reduce((sum, cents) => sum + cents, 0) + taxedShippingCents;
    const vatRemovedCents = settings.pricesIncludeTax ? held : 0;
    return {
      lineTaxCents: lines.map(() => 0),
      lineDiscountCents,
      totals: {
        currency,
        subtotalCents,
        shippingMethod: shipping?.name ?? null,
        shippingCents,
        taxCents: 0,
        taxLines: [],
        pricesIncludeTax: settings.pricesIncludeTax,
        reverseCharge: true,
        vatRemovedCents,
        ...discounted,
        totalCents: subtotalCents + shippingCents - discountCents - vatRemovedCents,
      },
    };
  }
  const lineTaxCents = taxedLineCents;
  const shippingTaxCents = taxedShippingCents;
  const taxCents = lineTaxCents.reduce((sum, cents) => sum + cents, 0) + shippingTaxCents;
  const taxLines = groupByRate([
    ...lines.map((line, index) => ({ tax: line.tax, cents: lineTaxCents[index] ?? 0 })),
    { tax: shippingTax, cents: shippingTaxCents },
  ]);
  return {
    lineTaxCents,
    lineDiscountCents,
    totals: {
      currency,
      subtotalCents,
      shippingMethod: shipping?.name ?? null,
      shippingCents,
      taxCents,
      taxLines,
      pricesIncludeTax: settings.pricesIncludeTax,
      ...discounted,
      // Tax inside the prices is already in the subtotal and the shipping.
      totalCents: subtotalCents + shippingCents - discountCents + (settings.pricesIncludeTax ? 0 : taxCents),
    },
  };
}
