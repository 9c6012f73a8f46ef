// The admin's refund and cancel texts (issue 22), and what a shopper's order says of them.
import { formatCents } from '@eshop/shared';

export const enRefunds = {
  heading: 'Refunds',
  refunded: 'Refunded:',
  kept: 'Kept:',
  cancelOrder: 'Cancel Order',
  cancelQuestion: (total: string) =>
    `Cancel this order? ${total} goes back to the shopper's card, every item goes back to stock, and the shopper is e-mailed.`,
  cancelUnpaidQuestion:
    "Cancel this order? The hold on the shopper's card is released, every item goes back to stock, and the shopper is e-mailed.",
  confirmCancel: 'Yes, cancel it',
  keepOrder: 'Keep the order',
  cancelled: 'Order cancelled',
  refundHeading: 'Refund',
  byItems: 'By items',
  byAmount: 'An amount',
  refundMode: 'What to refund',
  quantityOf: (name: string) => `Units of ${name} to refund`,
  leftOf: (left: number) => `${left} left to refund`,
  restock: 'Back to stock',
  amount: 'Amount ($)',
  amountHint: (left: number) => `At most ${formatCents(left)}.`,
  reason: 'Reason (optional, for your records)',
  refundButton: (cents: number) => `Refund ${formatCents(cents)}`,
  refundQuestion: (cents: number) =>
    `Give ${formatCents(cents)} back to the shopper's card? This cannot be undone.`,
  confirmRefund: 'Yes, refund',
  notYet: 'Keep',
  refundDone: (cents: number) => `${formatCents(cents)} refunded`,
  nothingLeft: 'Everything paid has been refunded.',
  notCaptured: 'The payment was not taken yet: cancel the order to release it.',
  columns: { date: 'Date', amount: 'Amount', items: 'Items', reason: 'Reason', state: 'State' },
  states: { pending: 'Being refunded', succeeded: 'Refunded', failed: 'Refused' } as const,
  itemCount: (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`,
  restockedNote: 'back to stock',
} as const;
