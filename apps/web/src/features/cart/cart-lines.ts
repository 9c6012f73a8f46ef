// The lines the server takes for a cart (product id, variant id and quantity, within its limits),
// made from the browser's items; old or tampered entries in local storage would otherwise fail a
// whole request.
import { MAX_CART_LINES, MAX_CART_QUANTITY, type CartInput, type CartLineInput } from '@eshop/shared';
import type { CartItem } from './cart-slice';

// NOTE: the contract says z.uuid(); the regex stands in for it so the main bundle carries no zod.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

export const isCartLine = (value: unknown): value is CartLineInput =>
  typeof value === 'object' &&
  value !== null &&
  isUuid((value as CartLineInput).productId) &&
  ((value as CartLineInput).variantId === undefined || isUuid((value as CartLineInput).variantId)) &&
  Number.isSafeInteger((value as CartLineInput).quantity) &&
  (value as CartLineInput).quantity >= 1 &&
  (value as CartLineInput).quantity <= MAX_CART_QUANTITY;

/** A cart line as a checkout sends it: the product, its variant when known, and the quantity. */
export const toCheckoutLine = ({ id, variantId, cartQuantity }: CartItem) => ({
  id,
  ...(variantId === undefined ? {} : { variantId }),
  cartQuantity,
});

/** The request body for a cart: valid lines only, within the server's limits. */
export const toCartBody = (items: readonly CartItem[]): CartInput => ({
  items: items
    .filter((item) => isUuid(item.id) && item.cartQuantity > 0)
    .slice(0, MAX_CART_LINES)
    .map((item) => ({
      productId: item.id,
      ...(isUuid(item.variantId) ? { variantId: item.variantId } : {}),
      quantity: Math.min(item.cartQuantity, MAX_CART_QUANTITY),
    })),
});
