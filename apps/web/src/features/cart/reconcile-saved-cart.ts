// A signed-in shopper's saved cart arrives a moment after it was asked for (a merge at sign-in, a
// read at app start); the shopper may change the cart meanwhile. Taking the answer as it is would
// drop those changes, so they are replayed on it (decision 020).
import { lineKeyOf, type CartLineInput } from '@eshop/shared';
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
 * moves by as much on the answer, a line added here is added, a line removed here is removed.
 */
export const reconcileSavedCart = (
  saved: readonly CartItem[],
  sent: readonly CartLineInput[],
  current: readonly CartItem[],
): ReconciledCart => {
  // Lines are matched by variant. A line this browser holds by product alone (added before its
  // variant was known: a product without options) is the saved line of that product when there is one.
  const savedLinesPerProduct = new Map<string, string[]>();
  for (const item of saved) {
    savedLinesPerProduct.set(item.id, [...(savedLinesPerProduct.get(item.id) ?? []), lineKeyOf(item)]);
  }
  const keyOf = (productId: string, variantId: string | undefined) => {
    const savedLines = savedLinesPerProduct.get(productId);
    return variantId ?? (savedLines?.length === 1 ? savedLines[0]! : productId);
  };
  const before = new Map(sent.map((line) => [keyOf(line.productId, line.variantId), line.quantity]));
  const now = new Map(
    toCartBody(current).items.map((line) => [keyOf(line.productId, line.variantId), line.quantity]),
  );
  const removed = new Set([...before.keys()].filter((key) => !now.has(key)));
  const savedKeys = new Set(saved.map(lineKeyOf));
  let hasLocalEdits = false;

  const items = saved.flatMap((item) => {
    const key = lineKeyOf(item);
    if (removed.has(key)) {
      hasLocalEdits = true;
      return [];
    }
    const quantity = now.get(key);
    const change = quantity === undefined ? 0 : quantity - (before.get(key) ?? 0);
    if (change === 0) return [item];
    hasLocalEdits = true;
    return [moveQuantity(item, change)];
  });
  // A line that was in neither the request nor the answer was put in the cart meanwhile. One the
  // request had but the answer lacks is gone (from the catalogue, or removed in another browser):
  // it stays out.
  const added = current.flatMap((item) => {
    const key = keyOf(item.id, item.variantId);
    const quantity = now.get(key);
    return quantity === undefined || before.has(key) || savedKeys.has(key)
      ? []
      : [{ ...item, cartQuantity: quantity }];
  });
  return { items: [...items, ...added], hasLocalEdits: hasLocalEdits || added.length > 0 };
};
