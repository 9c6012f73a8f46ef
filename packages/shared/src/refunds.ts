// Refunds and cancellations (issue 22): what the admin asks for and what an order shows of them.
// Amounts are cents; the server works out what a line's refund is worth, never the browser.
import { z } from 'zod';
import { lineKeyOf } from './cart.js';
import type { OrderItem } from './checkout.js';

export const REFUND_STATES = ['pending', 'succeeded', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export const refundLineSchema = z.object({
  /** The order line's product id. */
  id: z.uuid(),
  /** The order line's variant (absent for a line of an order placed before variants). */
  variantId: z.uuid().optional(),
  quantity: z.number().int().min(1).max(10_000),
  /** Put the units back into stock once the money is back. */
  restock: z.boolean().default(false),
});
export type RefundLine = z.infer<typeof refundLineSchema>;

/** A key the browser makes once per refund form: the same request sent twice refunds once. */
const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8, 'A refund needs its idempotency key.')
  .max(100)
  .regex(/^[\w-]+$/, 'The idempotency key has letters, digits, _ and - only.');

/** Either lines (each worth its price and its tax) or an amount; never both, never neither. */
export const refundRequestSchema = z
  .object({
    idempotencyKey: idempotencyKeySchema,
    lines: z.array(refundLineSchema).min(1).max(200).optional(),
    amountCents: z.number().int().min(1).max(100_000_000).optional(),
    reason: z.string().trim().max(500).optional(),
  })
  .strict()
  .refine((value) => (value.lines === undefined) !== (value.amountCents === undefined), {
    message: 'Refund either lines or an amount.',
  });
export type RefundRequest = z.infer<typeof refundRequestSchema>;

export const cancelOrderRequestSchema = z
  .object({ idempotencyKey: idempotencyKeySchema, reason: z.string().trim().max(500).optional() })
  .strict();
export type CancelOrderRequest = z.infer<typeof cancelOrderRequestSchema>;

export const refundSchema = z.object({
  id: z.uuid(),
  amountCents: z.number().int(),
  state: z.enum(REFUND_STATES),
  reason: z.string().nullable(),
  /** The lines given back, with whether their units went back to stock. */
  lines: z.array(refundLineSchema),
  /** Why the provider refused it (a failed refund). */
  failure: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  /** Its credit note's number once the money is back (decision 066); null before, or when refused. */
  creditNoteNumber: z.number().int().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

/**
 * What giving back `quantity` units of a line is worth, after `alreadyGiven` units went back: their
 * share of what the line was paid (its price less its discount, decision 070, plus its tax when the
 * tax was added on top). Each unit is worth the paid amount / units rounded down, the remainder going
 * with the last unit, so a line's refunds add up to exactly what was paid for it, never more. The
 * server charges by this; the admin's form shows it before asking.
 */
export function lineRefundCents(
  item: OrderItem,
  quantity: number,
  pricesIncludeTax: boolean,
  alreadyGiven = 0,
): number {
  const paid =
    item.priceCents * item.cartQuantity -
    (item.discountCents ?? 0) +
    (pricesIncludeTax ? 0 : (item.taxCents ?? 0));
  const worthOf = (units: number) =>
    units >= item.cartQuantity ? paid : Math.floor((paid * units) / item.cartQuantity);
  return worthOf(alreadyGiven + quantity) - worthOf(alreadyGiven);
}

/**
 * Units of each order line given back so far (by `lineKeyOf`): refunds made or being made (a refused
 * one gave nothing).
 */
export function refundedUnitsOf(
  refunds: readonly { state: RefundState; lines: readonly RefundLine[] }[],
): Map<string, number> {
  const units = new Map<string, number>();
  for (const refund of refunds) {
    if (refund.state === 'failed') continue;
    for (const line of refund.lines)
      units.set(lineKeyOf(line), (units.get(lineKeyOf(line)) ?? 0) + line.quantity);
  }
  return units;
}
