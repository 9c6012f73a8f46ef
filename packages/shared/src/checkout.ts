// Checkout's API contract: the addresses (spec 3, Address), the payment intent request in the spec's
// shape (spec 7, Payment backend) and what the server answers. The browser sends product ids and
// quantities; every amount is computed by the server from the catalogue (the developer guide's differences from the spec, 4).
import { z } from 'zod';
import { addressRulesOf } from './address-formats.js';
import { lineKeyOf, MAX_CART_LINES, MAX_CART_QUANTITY } from './cart.js';
import { orderTotalsSchema } from './totals.js';
import { LANGUAGES } from './languages.js';
import { discountCodeInputSchema } from './discounts.js';

/** Free text a shopper types: trimmed, bounded, no control characters. */
const text = (maxLength: number) =>
  z
    .string()
    .trim()
    .max(maxLength)
    // eslint-disable-next-line no-control-regex
    .regex(/^[^\u0000-\u001f\u007f]*$/, { error: 'Must not contain control characters.' });
const requiredText = (maxLength: number) => text(maxLength).min(1, { error: 'This field is required.' });

/**
 * An address's fields (spec 3 and 5), as stored on orders: text, line2 optional, country a two-letter
 * code; the state and postal code empty where the country's addresses have none, the phone optional.
 */
export const addressFieldsSchema = z.object({
  name: requiredText(100),
  line1: requiredText(200),
  line2: text(200).default(''),
  city: requiredText(100),
  /** A state, province or prefecture: only where the country's addresses have one (addressRulesOf). */
  state: text(100).default(''),
  /** Only where the country has postal codes; the server checks its format (decision 065). */
  postal_code: text(20).default(''),
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, { error: 'Select a country.' }),
  /** Optional: no carrier the shop ships with needs it (decision 065). */
  phone: text(40).default(''),
});

/**
 * An address as stored on an order, in answers: the fields as they are, checked when given. A deleted
 * account's orders keep only the country, state and postal code (decision 073), so no field here may
 * insist on being filled.
 */
export const storedAddressSchema = z.object({
  name: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  country: z.string(),
  phone: z.string(),
});

/**
 * An address a shopper gives (decision 065, doing better than spec 3's "no format checks"): the
 * country first, then a state and a postal code required where the country's addresses have them.
 */
export const addressSchema = addressFieldsSchema.superRefine((address, context) => {
  const rules = addressRulesOf(address.country);
  const required = (path: 'state' | 'postal_code') =>
    context.addIssue({ code: 'custom', path: [path], message: 'This field is required.' });
  if (rules.usesState && address.state === '') required('state');
  if (rules.usesPostalCode && address.postal_code === '') required('postal_code');
});
export type Address = z.infer<typeof addressSchema>;
export type AddressInput = z.input<typeof addressSchema>;

/** A cart line as the browser sends it; anything besides the ids and quantity (a price) is dropped. */
export const paymentIntentItemSchema = z.object({
  id: z.uuid(),
  /** The variant chosen; absent for a product without options (it has one). */
  variantId: z.uuid().optional(),
  cartQuantity: z.number().int().min(1).max(MAX_CART_QUANTITY),
});

export { TOTAL_CHANGED_MESSAGE } from './messages.js';

export const createPaymentIntentBodySchema = z
  .object({
    items: z.array(paymentIntentItemSchema).min(1, { error: 'The cart is empty.' }).max(MAX_CART_LINES),
    /**
     * A guest's e-mail (guest checkout: the order is tied to it). Ignored when signed in: the
     * session's e-mail is used. The spec's request shape.
     */
    userEmail: z.string().max(254).optional(),
    shipping: addressSchema,
    billing: addressSchema,
    /** A guest's cart, as the browser names it: payments per cart are limited (card testing). */
    cartId: z.uuid().optional(),
    /** The shipping method the shopper chose from the quote; the cheapest one offered when absent. */
    shippingMethodId: z.uuid({ error: 'Choose a shipping method.' }).optional(),
    /**
     * The total the shopper was shown (the quote's). When today's prices or rates give another
     * figure the payment is refused (409) instead of charging an amount nobody saw.
     */
    expectedTotalCents: z.number().int().min(0).optional(),
    /** A business buyer's VAT ID (decision 067): checked for its format and country; reverse charge where it applies. */
    vatId: z.string().trim().max(20).optional(),
    /** The storefront's language at checkout (decision 068): the order's e-mails are written in it. */
    language: z.enum(LANGUAGES).optional(),
    /** A discount code (decision 070); one that does not apply refuses the payment, saying why. */
    discountCode: discountCodeInputSchema.optional(),
    /** Ticked "Send me news and offers" (decision 070): recorded with its date. */
    newsletterConsent: z.boolean().optional(),
    /** Ticked "Remind me by e-mail if I leave without paying" (asked where the owner needs consent). */
    reminderConsent: z.boolean().optional(),
    /** Ignored: the server writes 'payment: email, Amount' from what it charges. */
    description: z.string().max(500).optional(),
  })
  .refine((body) => new Set(body.items.map(lineKeyOf)).size === body.items.length, {
    error: 'Each product may appear once.',
    path: ['items'],
  });
export type CreatePaymentIntentBody = z.input<typeof createPaymentIntentBodySchema>;

/**
 * A line of an order: the product's name and unit price as charged (later edits do not change it),
 * and the variant sold. Lines of orders placed before variants (decision 060) have no variant fields.
 */
export const orderItemSchema = z.object({
  id: z.uuid(),
  variantId: z.uuid().optional(),
  /** The variant's values as sold, "Red / 42"; empty for a product without options. */
  variantTitle: z.string().optional(),
  sku: z.string().optional(),
  name: z.string(),
  priceCents: z.number().int(),
  imageURL: z.string(),
  cartQuantity: z.number().int(),
  /** This line's share of the tax, rounded half-up per line (absent on orders placed before tax). */
  taxCents: z.number().int().optional(),
  /** The rate the line was taxed at (700 = 7 %, its tax class's in the address's country); lines from before tax classes have none. */
  taxRateBasisPoints: z.number().int().optional(),
  /** What discounts took off this line (decision 070), before its tax; absent when none did. */
  discountCents: z.number().int().optional(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const createPaymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** What will be charged, in cents: the total (lines, shipping and tax). */
  amountCents: z.number().int(),
  /** The lines as they will be charged, for the summary shown before paying. */
  items: z.array(orderItemSchema),
  totals: orderTotalsSchema,
});
export type CreatePaymentIntentResponse = z.infer<typeof createPaymentIntentResponseSchema>;

/**
 * After the provider authorised the card: turn the payment into an order (idempotent). A guest
 * proves the payment is theirs with its client secret.
 */
export const completeCheckoutBodySchema = z
  .object({
    paymentIntentId: z.string().min(1).max(255),
    clientSecret: z.string().min(1).max(255).optional(),
  })
  .strict();
/** A guest's signed way to the order (the success page, the status page): its expiry and token. */
export const guestOrderLinkSchema = z.object({ exp: z.number().int(), token: z.string() });
export type GuestOrderLink = z.infer<typeof guestOrderLinkSchema>;
export const completeCheckoutResponseSchema = z.object({
  orderId: z.uuid(),
  guestLink: guestOrderLinkSchema.optional(),
});
export type CompleteCheckoutBody = z.infer<typeof completeCheckoutBodySchema>;
export type CompleteCheckoutResponse = z.infer<typeof completeCheckoutResponseSchema>;

/** The test-mode provider's card form, sent to the shop's own server (never to a log or table). */
export const testCardSchema = z
  .object({
    clientSecret: z.string().min(1).max(255),
    cardNumber: z.string().max(30),
    expiry: z.string().max(10),
    cvc: z.string().max(4),
  })
  .strict();
export type TestCard = z.infer<typeof testCardSchema>;
export const testPaymentResultSchema = z.object({ status: z.string() });

/** The shopper's last addresses, offered again at the next checkout. */
export const lastAddressesResponseSchema = z.object({
  shipping: addressFieldsSchema.nullable(),
  billing: addressFieldsSchema.nullable(),
});
export type LastAddressesResponse = z.infer<typeof lastAddressesResponseSchema>;
