// What an order costs beyond its lines (shipping, tax, total) and how the owner sets it: the
// checkout's quote, the totals stored on every order, and the shipping zones, methods and tax rates
// of the admin's settings. Every figure is integer cents computed by the server.
import { z } from 'zod';
import { addressFieldsSchema, orderItemSchema, paymentIntentItemSchema } from './checkout.js';
import { lineKeyOf, MAX_CART_LINES } from './cart.js';
import { RATED_TAX_CLASSES } from './constants.js';
import { orderTotalsSchema } from './totals.js';
import { discountCodeInputSchema, discountCodeResultSchema } from './discounts.js';

/** A shipping method offered for an address, at the price it has for this cart (0 when free). */
export const shippingOptionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  amountCents: z.number().int(),
  /** Its usual price, so a free option can say what it saved. */
  rateCents: z.number().int(),
  freeFromCents: z.number().int().nullable(),
});
export type ShippingOption = z.infer<typeof shippingOptionSchema>;

/** The shopper's cart and address: which methods ship there, and what the order comes to. */
export const checkoutQuoteBodySchema = z
  .object({
    items: z.array(paymentIntentItemSchema).min(1, { error: 'The cart is empty.' }).max(MAX_CART_LINES),
    /** Where it goes: the country and state are all a quote needs (asked before the rest is typed). */
    shipping: addressFieldsSchema.pick({ country: true }).extend({ state: addressFieldsSchema.shape.line2 }),
    /** The method chosen; the cheapest one when absent or no longer offered. */
    shippingMethodId: z.uuid().optional(),
    /** A business buyer's VAT ID (decision 067): the quote says whether it reverse-charges. */
    vatId: z.string().trim().max(20).optional(),
    /** A discount code (decision 070): the quote applies it, or says why it does not apply. */
    discountCode: discountCodeInputSchema.optional(),
  })
  .refine((body) => new Set(body.items.map(lineKeyOf)).size === body.items.length, {
    error: 'Each product may appear once.',
    path: ['items'],
  });
export type CheckoutQuoteBody = z.input<typeof checkoutQuoteBodySchema>;

export const checkoutQuoteSchema = z.object({
  items: z.array(orderItemSchema),
  shippingOptions: z.array(shippingOptionSchema),
  /** The method the totals use; null when nothing ships to the address. */
  shippingMethodId: z.uuid().nullable(),
  totals: orderTotalsSchema,
  /** The business buyer's VAT ID as checked and written by the server; null without one. */
  buyerVatId: z.string().nullable().optional(),
  /** The discount code asked for: applied (its amount is in the totals), or why not. */
  discountCode: discountCodeResultSchema.optional(),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;

/**
 * What a product page says about delivery (GET /api/delivery-options): the methods of the shop's
 * first zone (the owner lists its home zone first), at their usual rates. A zone's exact price for
 * a cart is the checkout's quote.
 */
export const deliveryOptionsSchema = z.object({
  /** The zone's name (e.g. `United States`); null when nothing ships anywhere. */
  zone: z.string().nullable(),
  methods: z.array(shippingOptionSchema.pick({ name: true, rateCents: true, freeFromCents: true })),
});
export type DeliveryOptions = z.infer<typeof deliveryOptionsSchema>;

/** Said when no zone ships to the shopper's address. */
export const NO_SHIPPING_MESSAGE = 'We do not ship to this address yet.';

// ---- The owner's settings -------------------------------------------------------------------------

const placeSchema = z
  .string()
  .trim()
  // eslint-disable-next-line no-control-regex
  .regex(/^(\*|[A-Z]{2}(-[^\u0000-\u001f\u007f]{1,60})?)$/, {
    error: "A place is a country code (US), a country's region (US-CA) or * for everywhere else.",
  });
const nameSchema = z.string().trim().min(1, { error: 'Enter a name.' }).max(80);

const centsSchema = z.number().int().min(0).max(99_999_999);

export const shippingMethodInputSchema = z.object({
  id: z.uuid().optional(),
  name: nameSchema,
  rateCents: centsSchema,
  freeFromCents: centsSchema.nullable(),
});
export const shippingZoneInputSchema = z.object({
  id: z.uuid().optional(),
  name: nameSchema,
  /**
   * How the zone's shoppers read prices (decision 064): with the tax inside ("incl.", the EU's and the
   * UK's way) or with tax added at checkout (the US way). The catalogue's prices are the same numbers.
   */
  pricesIncludeTax: z.boolean().default(false),
  /** The zone's shipping is taxed, at the address's standard rate. */
  taxShipping: z.boolean().default(false),
  places: z.array(placeSchema).min(1, { error: 'Name at least one country.' }).max(300),
  methods: z.array(shippingMethodInputSchema).min(1, { error: 'Add at least one method.' }).max(20),
});
export const taxRateInputSchema = z.object({
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, { error: 'Select a country.' }),
  region: z.string().trim().max(60).default(''),
  name: nameSchema,
  rateBasisPoints: z.number().int().min(0).max(10_000),
  taxClass: z.enum(RATED_TAX_CLASSES).default('standard'),
});

/** Everything the owner sets about shipping and tax, read and replaced as one document. */
export const shippingAndTaxSettingsSchema = z
  .object({
    zones: z.array(shippingZoneInputSchema).max(100),
    taxRates: z.array(taxRateInputSchema).max(1000),
  })
  .refine(
    (settings) =>
      new Set(
        settings.taxRates.map(
          (rate) => `${rate.country}|${rate.region.toLowerCase()}|${rate.taxClass ?? 'standard'}`,
        ),
      ).size === settings.taxRates.length,
    { error: 'Each country and region may have one rate per tax class.', path: ['taxRates'] },
  );
export type ShippingAndTaxSettings = z.infer<typeof shippingAndTaxSettingsSchema>;
export type ShippingAndTaxSettingsInput = z.input<typeof shippingAndTaxSettingsSchema>;
