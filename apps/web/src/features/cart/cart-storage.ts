// Keeps the cart items in localStorage ('cartItems') so the cart survives a reload. Stored data is
// checked item by item: an old or tampered entry is dropped instead of breaking the app.
import type { CartItem } from './cart-slice';

export const CART_STORAGE_KEY = 'cartItems';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isCartItem = (value: unknown): value is CartItem =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  typeof value.name === 'string' &&
  typeof value.imageURL === 'string' &&
  Number.isSafeInteger(value.priceCents) &&
  Number.isSafeInteger(value.cartQuantity) &&
  (value.cartQuantity as number) > 0;

export const loadCartItems = (storage: Storage = localStorage): CartItem[] => {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(CART_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(isCartItem).map(({ id, name, priceCents, imageURL, cartQuantity }) => ({
          id,
          name,
          priceCents,
          imageURL,
          cartQuantity,
        }))
      : [];
  } catch {
    return [];
  }
};

export const saveCartItems = (items: readonly CartItem[], storage: Storage = localStorage): void => {
  try {
    storage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Storage full or blocked (private mode): the cart still works for this visit.
  }
};
