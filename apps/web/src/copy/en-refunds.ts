// The admin's refund and cancel texts (issue 22), and what a shopper's order says of them. Amounts come
// written in the order's currency (formatMoney).

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
  amount: (symbol: string) => `Amount (${symbol})`,
  amountHint: (left: string) => `At most ${left}.`,
  reason: 'Reason (optional, for your records)',
  refundButton: (amount: string) => `Refund ${amount}`,
  refundQuestion: (amount: string) => `Give ${amount} back to the shopper's card? This cannot be undone.`,
  confirmRefund: 'Yes, refund',
  notYet: 'Keep',
  refundDone: (amount: string) => `${amount} refunded`,
  nothingLeft: 'Everything paid has been refunded.',
  notCaptured: 'The payment was not taken yet: cancel the order to release it.',
  columns: { date: 'Date', amount: 'Amount', items: 'Items', reason: 'Reason', state: 'State' },
  states: { pending: 'Being refunded', succeeded: 'Refunded', failed: 'Refused' } as const,
  itemCount: (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`,
  restockedNote: 'back to stock',
} as const;
