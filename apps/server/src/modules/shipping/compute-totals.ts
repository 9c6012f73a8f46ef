// The shop's arithmetic for what an order costs: tax per line (at its tax class's rate) and on
// shipping, rounded half-up to the minor unit (the cent, the yen), then the total. Pure, so the
// property test can try every cart and rate.
//
// Rounding (documented in docs/owner-guide.md and decisions 022, 064): each line's tax is rounded
// half-up on its own (price x quantity x its rate), shipping's tax likewise (at the standard rate),
// and the order's tax is the sum of those rounded amounts, so the lines a receipt shows always add up
// to its total; the tax lines group them per rate. With prices that include tax, a line's tax is the
// part of its price the rate accounts for: total x r / (1 + r).
import type { OrderTotals, TaxLine } from '@eshop/shared';

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
): { lineTaxCents: number[]; totals: OrderTotals } {
  const taxedLineCents = lines.map((line) =>
    taxOn(line.priceCents * line.cartQuantity, line.tax?.rateBasisPoints ?? 0, settings.pricesIncludeTax),
  );
  const subtotalCents = lines.reduce((sum, line) => sum + line.priceCents * line.cartQuantity, 0);
  const shippingCents = shipping?.amountCents ?? 0;
  const shippingTax = settings.taxShipping ? (shipping?.tax ?? null) : null;
  const taxedShippingCents = taxOn(
    shippingCents,
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
        totalCents: subtotalCents + shippingCents - vatRemovedCents,
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
