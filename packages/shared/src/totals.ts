// An order's money as charged (its currency, subtotal, shipping, tax, total), shared by the checkout's quote, its
// payment intent and every order the shopper and the staff read.
import { z } from 'zod';

/** One tax applied to an order: its name, its rate (725 = 7.25 %) and the amount it came to. */
export const taxLineSchema = z.object({
  name: z.string(),
  rateBasisPoints: z.number().int(),
  amountCents: z.number().int(),
});
export type TaxLine = z.infer<typeof taxLineSchema>;

/** One discount applied to an order (decision 070): its name and what it took off. */
export const discountLineSchema = z.object({ name: z.string(), amountCents: z.number().int() });
export type DiscountLine = z.infer<typeof discountLineSchema>;

/**
 * An order's money, as charged: lines + shipping + tax = total when tax is added on top; lines +
 * shipping = total when prices include tax (the tax is then shown as "incl."); lines + shipping - VAT
 * removed = total when a reverse-charged business buyer's prices held VAT.
 */
export const orderTotalsSchema = z.object({
  /** What every amount here is in (ISO 4217): the shop's currency when the order was priced. */
  currency: z.string(),
  subtotalCents: z.number().int(),
  shippingMethod: z.string().nullable(),
  shippingCents: z.number().int(),
  taxCents: z.number().int(),
  taxLines: z.array(taxLineSchema),
  pricesIncludeTax: z.boolean(),
  /**
   * A business buyer in another EU country gave a valid VAT ID (decision 067): no VAT is charged, the
   * buyer accounts for it. Absent on orders from before.
   */
  reverseCharge: z.boolean().optional(),
  /** With reverse charge and prices that held VAT: the VAT taken out of them (the total is net). */
  vatRemovedCents: z.number().int().optional(),
  /**
   * Taken off by discounts (decision 070): off the lines they cover and the shipping, before tax.
   * lines + shipping + tax (when on top) - discounts = total. Absent when none applied.
   */
  discountCents: z.number().int().optional(),
  /** Each discount applied, by its name (a code, an offer), and what it took off. */
  discountLines: z.array(discountLineSchema).optional(),
  totalCents: z.number().int(),
});
export type OrderTotals = z.infer<typeof orderTotalsSchema>;
