// The shop's arithmetic for what an order costs: tax per line and on shipping, rounded half-up to
// the minor unit (the cent, the yen), then the total. Pure, so the property test can try every cart and rate.
//
// Rounding (documented in docs/owner-guide.md and decision 022): each line's tax is rounded half-up on its own
// (price x quantity x rate), shipping's tax likewise, and the order's tax is the sum of those
// rounded amounts, so the lines a receipt shows always add up to its total. With prices that
// include tax, a line's tax is the part of its price the rate accounts for: total x r / (1 + r).
import type { OrderTotals, TaxLine } from '@eshop/shared';

export type TaxRule = { name: string; rateBasisPoints: number };
export type PricingSettings = { pricesIncludeTax: boolean; taxShipping: boolean };
export type PricedLine = { priceCents: number; cartQuantity: number };

const BASIS = 10_000n;

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

export function computeTotals(
  lines: readonly PricedLine[],
  shipping: { name: string; amountCents: number } | null,
  settings: PricingSettings,
  tax: TaxRule | null,
  /** What the amounts are in (they are integers of its minor units either way). */
  currency: string,
): { lineTaxCents: number[]; totals: OrderTotals } {
  const rate = tax?.rateBasisPoints ?? 0;
  const lineTaxCents = lines.map((line) =>
    taxOn(line.priceCents * line.cartQuantity, rate, settings.pricesIncludeTax),
  );
  const subtotalCents = lines.reduce((sum, line) => sum + line.priceCents * line.cartQuantity, 0);
  const shippingCents = shipping?.amountCents ?? 0;
  const shippingTaxCents = settings.taxShipping ? taxOn(shippingCents, rate, settings.pricesIncludeTax) : 0;
  const taxCents = lineTaxCents.reduce((sum, cents) => sum + cents, 0) + shippingTaxCents;
  const taxLines: TaxLine[] =
    tax && rate > 0 ? [{ name: tax.name, rateBasisPoints: rate, amountCents: taxCents }] : [];
  return {
    lineTaxCents,
    totals: {
      currency,
      subtotalCents,
      shippingMethod: shipping?.name ?? null,
      shippingCents,
      taxCents,
      taxLines,
      pricesIncludeTax: settings.pricesIncludeTax,
      // Tax inside the prices is already in the subtotal and the shipping.
      totalCents: subtotalCents + shippingCents + (settings.pricesIncludeTax ? 0 : taxCents),
    },
  };
}
