// The signed-in shopper's cart on the server. The browser sends product and variant ids and
// quantities only; names and prices always come from the catalogue (the developer guide's differences
// from the spec, 4). A line is one variant of a product (decision 060).
import { z } from 'zod';

export const MAX_CART_QUANTITY = 999;
export const MAX_CART_LINES = 200;

/**
 * What identifies a line of a cart, a checkout or an order: its variant, or for a line naming only a
 * product (a browser's cart saved before variants, an order placed before them) the product, which
 * then means its single variant.
 */
export const lineKeyOf = (line: {
  id?: string;
  productId?: string;
  variantId?: string | undefined;
}): string => line.variantId ?? line.productId ?? line.id ?? '';

export const cartLineInputSchema = z.object({
  productId: z.uuid(),
  /** The variant chosen; absent for a product without options (it has one). */
  variantId: z.uuid().optional(),
  quantity: z.number().int().min(1).max(MAX_CART_QUANTITY),
});
export type CartLineInput = z.infer<typeof cartLineInputSchema>;

const cartLinesSchema = z
  .array(cartLineInputSchema)
  .max(MAX_CART_LINES)
  .refine((lines) => new Set(lines.map(lineKeyOf)).size === lines.length, {
    error: 'Each product may appear once.',
  });

export const cartInputSchema = z.object({ items: cartLinesSchema }).strict();
export type CartInput = z.infer<typeof cartInputSchema>;

/** How long the server remembers a merge it applied, so a retry of it adds nothing (decision 020). */
export const CART_MERGE_RETENTION_DAYS = 30;

/**
 * A visitor's cart joining the saved cart at sign-in. `mergeId` is made by the browser once per
 * visitor cart and sent again, with the same lines, by every retry: the server adds the lines the
 * first time it sees the id and only answers the cart after that, so a lost answer never doubles it.
 */
export const cartMergeInputSchema = z.object({ mergeId: z.uuid(), items: cartLinesSchema }).strict();
export type CartMergeInput = z.infer<typeof cartMergeInputSchema>;

/** A cart line with the spec's cart item fields (id is the product's id) and the variant it is. */
export const cartItemSchema = z.object({
  id: z.uuid(),
  /** The variant in the cart (the server always names it; a visitor's line may not yet). */
  variantId: z.uuid().optional(),
  /** The variant's values, "Red / 42"; empty for a product without options. */
  variantTitle: z.string().optional(),
  sku: z.string().optional(),
  name: z.string(),
  priceCents: z.number().int(),
  imageURL: z.string(),
  cartQuantity: z.number().int(),
  /** Units in stock when the cart was read; the browser's cart caps the line there. */
  stock: z.number().int().min(0).optional(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartResponseSchema = z.object({
  items: z.array(cartItemSchema),
  totalQuantity: z.number().int(),
  totalAmountCents: z.number().int(),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;
