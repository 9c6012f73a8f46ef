// A signed-in shopper's saved cart arrives a moment after it was asked for (a merge at sign-in, a
// read at app start); the shopper may change the cart meanwhile. Taking the answer as it is would
// drop those changes, so they are replayed on it (decision 020).
import type { CartLineInput } from '@eshop/shared';
import { toCartBody } from './cart-lines';
import { maxCartQuantity, type CartItem } from './cart-slice';

export type ReconciledCart = {
  items: CartItem[];
  /** True when a change made here had to be applied: the result is new to the server. */
  hasLocalEdits: boolean;
};

const moveQuantity = (item: CartItem, change: number): CartItem => ({
  ...item,
  // Like the cart's buttons: raising stops at the stock (never lowering a line above it), lowering
  // stops at one; removing is its own change.
  cartQuantity:
    change > 0
      ? Math.max(item.cartQuantity, Math.min(item.cartQuantity + change, maxCartQuantity(item)))
      : Math.max(1, item.cartQuantity + change),
});

/**
 * `saved`: the server's answer. `sent`: the lines this browser held when it asked (the merge's
 * lines, or its copy of the saved cart). `current`: the browser's items now. A quantity changed here
 * moves by as much on the answer, a product added here is added, a product removed here is removed.
 */
export const reconcileSavedCart = (
  saved: readonly CartItem[],
  sent: readonly CartLineInput[],
  current: readonly CartItem[],
): ReconciledCart => {
  const before = new Map(sent.map((line) => [line.productId, line.quantity]));
  const now = new Map(toCartBody(current).items.map((line) => [line.productId, line.quantity]));
  const removed = new Set([...before.keys()].filter((id) => !now.has(id)));
  const savedIDs = new Set(saved.map((item) => item.id));
  let hasLocalEdits = false;

  const items = saved.flatMap((item) => {
    if (removed.has(item.id)) {
      hasLocalEdits = true;
      return [];
    }
    const quantity = now.get(item.id);
    const change = quantity === undefined ? 0 : quantity - (before.get(item.id) ?? 0);
    if (change === 0) return [item];
    hasLocalEdits = true;
    return [moveQuantity(item, change)];
  });
  // A product that was in neither the request nor the answer was put in the cart meanwhile. One the
  // request had but the answer lacks is gone (from the catalogue, or removed in another browser):
  // it stays out.
  const added = current.flatMap((item) => {
    const quantity = now.get(item.id);
    return quantity === undefined || before.has(item.id) || savedIDs.has(item.id)
      ? []
      : [{ ...item, cartQuantity: quantity }];
  });
  return { items: [...items, ...added], hasLocalEdits: hasLocalEdits || added.length > 0 };
};
