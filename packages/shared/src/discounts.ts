// Discount codes (issue 37, decision 070): what the owner sets (a percentage, a fixed amount or free
// shipping; what it covers; its minimums, dates and limits), what the shopper is told when a code
// does not apply, and what the checkout's quote says about the code it was given.
import { z } from 'zod';

export const DISCOUNT_KINDS = ['percent', 'amount', 'free_shipping'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];
export const DISCOUNT_STATUSES = ['active', 'paused'] as const;
export type DiscountStatus = (typeof DISCOUNT_STATUSES)[number];

/** Codes are compared without case: "summer10" is SUMMER10. Letters, digits, - and _. */
export const DISCOUNT_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{2,39}$/;
/** How a code is kept and compared. */
export const normalizeDiscountCode = (code: string): string => code.trim().toUpperCase();

/** What a code covers: nothing listed is the whole cart; otherwise a line in any of the lists. */
export const discountScopeSchema = z.object({
  categories: z.array(z.string().trim().min(1).max(100)).max(100).default([]),
  productIds: z.array(z.uuid()).max(500).default([]),
  variantIds: z.array(z.uuid()).max(500).default([]),
});
export type DiscountScope = z.infer<typeof discountScopeSchema>;

const isoDate = z.iso.datetime({ offset: true });

/**
 * A code as the owner saves it (POST /api/admin/discounts, PUT /api/admin/discounts/{id}), or, with
 * `code: null`, an automatic offer: it applies without a code to every cart it fits, under its title.
 */
export const discountBodySchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(DISCOUNT_CODE_PATTERN, {
        error: 'A code is 3 to 40 letters, digits, - or _, starting with a letter or digit.',
      })
      .transform(normalizeDiscountCode)
      .nullable(),
    /** What the shopper's receipt calls it ("Discount (title)"); the code when empty. An offer needs one. */
    title: z.string().trim().max(100).default(''),
    kind: z.enum(DISCOUNT_KINDS),
    /**
     * percent: basis points (1000 = 10 %, at most 10000); amount: minor units of the shop's currency;
     * free_shipping: 0.
     */
    value: z.number().int().min(0).max(99_999_999),
    appliesTo: discountScopeSchema.default({ categories: [], productIds: [], variantIds: [] }),
    /** Where the order ships (ISO country codes); empty: anywhere. */
    countries: z
      .array(
        z
          .string()
          .trim()
          .regex(/^[A-Z]{2}$/, { error: 'A country is its two-letter code (US, DE).' }),
      )
      .max(250)
      .default([]),
    /** The lines it covers must come to at least this (minor units); null: no minimum. */
    minSubtotalCents: z.number().int().min(1).max(99_999_999).nullable().default(null),
    /** The lines it covers must hold at least this many units; null: no minimum. */
    minQuantity: z.number().int().min(1).max(10_000).nullable().default(null),
    startsAt: isoDate.nullable().default(null),
    endsAt: isoDate.nullable().default(null),
    /** Orders that may use a code, all shoppers together; null: no limit. */
    usageLimit: z.number().int().min(1).max(10_000_000).nullable().default(null),
    /** One order per customer (an account, or a guest's e-mail). */
    oncePerCustomer: z.boolean().default(false),
    /**
     * An automatic offer's rule with codes: true, it applies to an order with a code as well; false,
     * a code the shopper applies takes its place.
     */
    combinesWithCode: z.boolean().default(true),
    status: z.enum(DISCOUNT_STATUSES).default('active'),
  })
  .strict()
  .superRefine((body, context) => {
    const problem = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (body.kind === 'percent' && (body.value < 1 || body.value > 10_000))
      problem('value', 'A percentage is between 0.01 % and 100 %.');
    if (body.kind === 'amount' && body.value < 1) problem('value', 'An amount off is at least one cent.');
    if (body.kind === 'free_shipping' && body.value !== 0) problem('value', 'Free shipping has no value.');
    if (body.startsAt && body.endsAt && Date.parse(body.endsAt) <= Date.parse(body.startsAt))
      problem('endsAt', 'The end must come after the start.');
    if (body.code === null) {
      if (body.title === '') problem('title', 'An automatic offer needs a name shoppers see.');
      if (body.usageLimit !== null || body.oncePerCustomer)
        problem(
          'usageLimit',
          'Usage limits are for codes; an automatic offer applies to every cart it fits.',
        );
    }
  });
export type DiscountBody = z.input<typeof discountBodySchema>;
export type DiscountInput = z.output<typeof discountBodySchema>;

/** A code as the owner reads it, with how often it was used. */
export const discountSchema = z.object({
  id: z.uuid(),
  /** Null for an automatic offer. */
  code: z.string().nullable(),
  title: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  value: z.number().int(),
  /** The currency an amount (and the minimum subtotal) is in: the shop's when the code was saved. */
  currency: z.string(),
  appliesTo: discountScopeSchema,
  countries: z.array(z.string()),
  combinesWithCode: z.boolean(),
  minSubtotalCents: z.number().int().nullable(),
  minQuantity: z.number().int().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  oncePerCustomer: z.boolean(),
  status: z.enum(DISCOUNT_STATUSES),
  /** Orders placed with it. */
  usedCount: z.number().int(),
  /** Payments under way that hold a use (released when they fail or are abandoned). */
  heldCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Discount = z.infer<typeof discountSchema>;
export const discountListSchema = z.object({ items: z.array(discountSchema) });
export type DiscountList = z.infer<typeof discountListSchema>;
export const discountParamsSchema = z.object({ id: z.uuid() });

/** Every reason a code does not apply to a cart, each with its own message. */
export const DISCOUNT_REFUSALS = [
  'unknown',
  'paused',
  'not_started',
  'expired',
  'used_up',
  'already_used',
  'minimum_subtotal',
  'minimum_quantity',
  'not_applicable',
  'wrong_country',
] as const;
export type DiscountRefusal = (typeof DISCOUNT_REFUSALS)[number];

/**
 * Each refusal's text in the storefront catalogue (`discounts.refusals`): the server writes its
 * English from it, the storefront its own language, so no reason is missing from either.
 */
export const REFUSAL_TEXT_KEYS = {
  unknown: 'unknown',
  paused: 'paused',
  not_started: 'notStarted',
  expired: 'expired',
  used_up: 'usedUp',
  already_used: 'alreadyUsed',
  minimum_subtotal: 'minimumSubtotal',
  minimum_quantity: 'minimumQuantity',
  not_applicable: 'notApplicable',
  wrong_country: 'wrongCountry',
} as const satisfies Record<DiscountRefusal, string>;

/** The code the shopper typed, as the quote found it: applied, or refused with its reason. */
export const discountCodeResultSchema = z.object({
  code: z.string(),
  applied: z.boolean(),
  refusal: z.enum(DISCOUNT_REFUSALS).optional(),
  /** The refusal in English (the storefront shows it in the page's language from `refusal`). */
  message: z.string().optional(),
  /** For minimum_subtotal and minimum_quantity: what the code needs. */
  minSubtotalCents: z.number().int().optional(),
  minQuantity: z.number().int().optional(),
});
export type DiscountCodeResult = z.infer<typeof discountCodeResultSchema>;

/** A code as the shopper sends it: trimmed, bounded; unknown shapes are simply unknown codes. */
export const discountCodeInputSchema = z.string().trim().min(1).max(40);

/** An order that used a code, as the owner's Discounts page lists it. */
export const discountOrderSchema = z.object({
  orderId: z.uuid(),
  number: z.number().int(),
  createdAt: z.string(),
  userEmail: z.string(),
  /** What the code took off this order. */
  discountCents: z.number().int(),
  orderAmountCents: z.number().int(),
  currency: z.string(),
});
export type DiscountOrder = z.infer<typeof discountOrderSchema>;
export const discountOrdersSchema = z.object({ items: z.array(discountOrderSchema) });
export type DiscountOrders = z.infer<typeof discountOrdersSchema>;

/** How the owner's lists say what a code does: "10 %", "$5.00", free shipping. */
export const percentText = (basisPoints: number): string =>
  `${(basisPoints / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })} %`;
