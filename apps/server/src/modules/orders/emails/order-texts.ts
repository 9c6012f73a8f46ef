// The words of an order's e-mails and of its printed totals, in every storefront language (decision
// 068): English as the shop has always written them, German in order-texts-de.ts. An order's e-mails
// are written in the language the shopper bought in (orders.language).
import { Catalogue, message, type Language, type Texts } from '@eshop/shared';
import { orderTextsDe } from './order-texts-de.js';

export const orderTextsEn = {
  /** The one reminder for a checkout left without paying (decision 070). */
  reminder: {
    subject: message<[shop: string]>('You left something in your cart at {shop}', 'shop'),
    heading: 'Still thinking it over?',
    intro: 'You left these items at checkout. Your cart is kept for you: pick up where you left off.',
    button: 'Return to your cart',
    unsubscribe: 'Do not want these e-mails? Unsubscribe',
  },
  headings: {
    confirmation: 'Thank you for your purchase',
    shipped: 'Your order has shipped',
    delivered: 'Your order was delivered',
    cancelled: 'Your order was cancelled',
    link: 'A new link to your order',
  },
  intros: {
    confirmation: message<[number: string, date: string]>(
      'We received your order {number} on {date} and are getting it ready.',
      'number',
      'date',
    ),
    shipped: message<[number: string]>('Good news: order {number} is on its way to you.', 'number'),
    delivered: message<[number: string]>(
      'Order {number} was delivered. We hope you enjoy it, and we would love a review of what you bought.',
      'number',
    ),
    cancelledRefunded: message<[number: string, amount: string]>(
      'Order {number} was cancelled and {amount} was refunded to your card. Depending on your bank, it shows on your statement within 5 to 10 business days.',
      'number',
      'amount',
    ),
    cancelledUncharged: message<[number: string]>(
      'Order {number} was cancelled before your card was charged: the hold on your card is released, and you pay nothing.',
      'number',
    ),
    link: message<[number: string]>(
      'Here is a new link to follow order {number}. Links to this order sent to you before no longer open it.',
      'number',
    ),
  },
  subjects: {
    confirmation: message<[shop: string, number: string]>('Your {shop} order {number}', 'shop', 'number'),
    shipped: message<[shop: string, number: string]>(
      'Your {shop} order {number} has shipped',
      'shop',
      'number',
    ),
    delivered: message<[shop: string, number: string]>(
      'Your {shop} order {number} was delivered',
      'shop',
      'number',
    ),
    cancelled: message<[shop: string, number: string]>(
      'Your {shop} order {number} was cancelled',
      'shop',
      'number',
    ),
    link: message<[shop: string, number: string]>(
      'A new link to your {shop} order {number}',
      'shop',
      'number',
    ),
  },
  preview: message<[heading: string, number: string]>('{heading}: order {number}', 'heading', 'number'),
  orderNumber: message<[number: string]>('Order {number}', 'number'),
  trackingNumber: 'Tracking number:',
  trackParcel: 'Track your parcel',
  paidWith: message<[card: string]>('Paid with {card}.', 'card'),
  viewOrder: 'View your order',
  orOpenLink: 'Or open this link:',
  cardEnding: message<[brand: string, last4: string]>('{brand} ending in {last4}', 'brand', 'last4'),
  sku: message<[sku: string]>('SKU {sku}', 'sku'),
  /** The footer: {email} and {contact} become links (the contact page's link reads `contactPage`). */
  questions: message<[email: string, contact: string]>(
    'Questions about your order? Write to {email} or use our {contact}.',
    'email',
    'contact',
  ),
  contactPage: 'contact page',
  shippingAddress: 'Shipping address',
  billingAddress: 'Billing address',
  /** The invoice and credit note PDFs (decision 066), in the order's language too. */
  invoice: {
    invoice: 'Invoice',
    creditNote: 'Credit note',
    invoiceNumber: message<[number: string]>('Invoice no. {number}', 'number'),
    creditNoteNumber: message<[number: string]>('Credit note no. {number}', 'number'),
    vatNumber: message<[number: string]>('VAT no. {number}', 'number'),
    invoiceDate: message<[date: string]>('Invoice date: {date}', 'date'),
    supplyDate: message<[date: string]>('Date of supply: {date}', 'date'),
    date: message<[date: string]>('Date: {date}', 'date'),
    forInvoice: message<[number: string, date: string]>(
      'For invoice no. {number} of {date}',
      'number',
      'date',
    ),
    cancelled: 'Cancelled',
    billTo: 'Bill to',
    shipTo: 'Ship to',
    item: 'Item',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    amount: 'Amount',
    refunded: 'Refunded',
    netPaid: 'Net paid',
    paidWithOn: message<[card: string, date: string]>('Paid with {card} on {date}.', 'card', 'date'),
    reverseCharge:
      'Reverse charge: VAT to be accounted for by the recipient (intra-Community supply, Article 138 of Directive 2006/112/EC).',
    creditNoteLine: message<[number: string, date: string, amount: string]>(
      'Credit note no. {number} of {date}: -{amount}.',
      'number',
      'date',
      'amount',
    ),
    itemGivenBack: 'Item given back',
    anAmount: 'An amount of the order',
    credited: 'Credited',
    creditedTaxIncluded: 'Credited (tax included)',
    reason: message<[reason: string]>('Reason: {reason}', 'reason'),
    givenBackTo: message<[card: string]>('Given back to {card}.', 'card'),
  },
  totals: {
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    shippingWithMethod: message<[method: string]>('Shipping ({method})', 'method'),
    free: 'Free',
    tax: 'Tax',
    taxWithRate: message<[name: string, rate: string]>('{name} ({rate})', 'name', 'rate'),
    included: message<[amount: string]>('incl. {amount}', 'amount'),
    vatRemoved: 'VAT removed (reverse charge)',
    discount: message<[name: string]>('Discount ({name})', 'name'),
    vat: 'VAT',
    reverseCharge: 'Reverse charge',
    total: 'Total',
  },
} as const;

export type OrderTexts = Texts<typeof orderTextsEn>;

const catalogue = new Catalogue(orderTextsEn);
catalogue.addTranslation('de', orderTextsDe);

/** The order e-mails' words in a language. */
export const orderTextsIn = (language: Language): OrderTexts => catalogue.in(language);
