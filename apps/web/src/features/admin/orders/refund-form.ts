// The refund form's values (a mode, each line's units and restock, an amount as typed, a reason) and
// the schema that checks them and turns them into the request the server checks with its own schema
// (refundRequestSchema): the lines with units, or the amount in cents, with the form's key.
import '../../../lib/zod-jitless';
import { z } from 'zod';
import { formatMoney, parseAmount, refundRequestSchema, type Order } from '@eshop/shared';
import { enRefunds } from '../../../copy/en-refunds';

type RefundMode = 'items' | 'amount';
export type RefundFormValues = {
  /** Made once per form: the same request sent twice refunds once; a new try gets a new one. */
  idempotencyKey: string;
  mode: RefundMode;
  /** One per order line, in the order's order. */
  lines: { quantity: number; restock: boolean }[];
  amount: string;
  reason: string;
};

export const refundFormValuesOf = (order: Order, idempotencyKey: string): RefundFormValues => ({
  idempotencyKey,
  mode: 'items',
  lines: order.cartItems.map(() => ({ quantity: 0, restock: true })),
  amount: '',
  reason: '',
});

/** An amount typed that is not money, or not between one cent and what is left to refund. */
const isAmountRefused = (text: string, leftCents: number, currency: string): boolean => {
  const cents = parseAmount(text, currency);
  return text !== '' && (!Number.isFinite(cents) || cents < 1 || cents > leftCents);
};

export const refundFormSchema = (order: Order) => {
  const left = order.orderAmountCents - order.refundedCents;
  return z
    .object({
      idempotencyKey: z.string(),
      mode: z.enum(['items', 'amount']),
      lines: z.array(z.object({ quantity: z.number().int().min(0), restock: z.boolean() })),
      amount: z.string(),
      reason: z.string(),
    })
    .superRefine(({ mode, amount }, context) => {
      if (mode === 'amount' && isAmountRefused(amount, left, order.totals.currency)) {
        context.addIssue({
          code: 'custom',
          path: ['amount'],
          message: enRefunds.amountHint(formatMoney(left, order.totals.currency)),
        });
      }
    })
    .transform(({ idempotencyKey, mode, lines, amount, reason }): z.input<typeof refundRequestSchema> => ({
      idempotencyKey,
      ...(mode === 'items'
        ? {
            lines: order.cartItems
              .map((item, index) => ({
                id: item.id,
                ...(item.variantId ? { variantId: item.variantId } : {}),
                quantity: lines[index]?.quantity ?? 0,
                restock: lines[index]?.restock ?? true,
              }))
              .filter((line) => line.quantity > 0),
          }
        : { amountCents: parseAmount(amount, order.totals.currency) }),
      ...(reason ? { reason } : {}),
    }))
    .pipe(refundRequestSchema);
};
