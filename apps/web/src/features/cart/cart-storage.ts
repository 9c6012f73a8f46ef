// Keeps the cart items in localStorage ('cartItems') so the cart survives a reload, with whose cart
// they are and a sign-in merge still waiting for its answer. Stored data is checked item by item: an
// old or tampered entry is dropped instead of breaking the app.
import { lineKeyOf, MAX_CART_LINES, MAX_CART_QUANTITY, type CartMergeInput } from '@eshop/shared';
import { isCartLine, isUuid } from './cart-lines';
import type { CartItem } from './cart-slice';

export const CART_STORAGE_KEY = 'cartItems';
/** Whose cart the stored items are: '' for a visitor, else the signed-in shopper's id. */
export const CART_OWNER_KEY = 'cartOwnerID';
/** The visitor's cart as sent to be merged at sign-in, kept until the answer is applied (decision 020). */
export const PENDING_MERGE_KEY = 'cartMerge';
/**
 * The shopper whose stored copy holds changes the server may not have yet (a save waiting, or sent
 * as the page went away). The next page load sends the copy instead of reading the saved cart: the
 * save sent at unload may reach the server after that read.
 */
export const CART_UNSAVED_KEY = 'cartUnsaved';
/** Per tab, so it survives the Google sign-in round trip but not the next visit. */
export const PREVIOUS_URL_KEY = 'previousURL';

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
      ? parsed
          .filter(isCartItem)
          .map(({ id, variantId, variantTitle, sku, name, priceCents, imageURL, cartQuantity, stock }) => ({
            id,
            ...(isUuid(variantId) ? { variantId } : {}),
            ...(typeof variantTitle === 'string' ? { variantTitle } : {}),
            ...(typeof sku === 'string' ? { sku } : {}),
            name,
            priceCents,
            imageURL,
            cartQuantity: Math.min(cartQuantity, MAX_CART_QUANTITY),
            ...(Number.isSafeInteger(stock) && (stock as number) >= 0 ? { stock } : {}),
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

const readItem = (storage: Storage, key: string): string => {
  try {
    return storage.getItem(key) ?? '';
  } catch {
    return '';
  }
};

const writeItem = (storage: Storage, key: string, value: string): void => {
  try {
    if (value) storage.setItem(key, value);
    else storage.removeItem(key);
  } catch {
    // Blocked storage: the value lives for this page only.
  }
};

export const loadCartOwner = (storage: Storage = localStorage): string => readItem(storage, CART_OWNER_KEY);

export const saveCartOwner = (ownerID: string, storage: Storage = localStorage): void =>
  writeItem(storage, CART_OWNER_KEY, ownerID);

export const loadUnsavedCartOwner = (storage: Storage = localStorage): string =>
  readItem(storage, CART_UNSAVED_KEY);

export const saveUnsavedCartOwner = (ownerID: string, storage: Storage = localStorage): void =>
  writeItem(storage, CART_UNSAVED_KEY, ownerID);

export const loadPreviousURL = (storage: Storage = sessionStorage): string =>
  readItem(storage, PREVIOUS_URL_KEY);

export const savePreviousURL = (url: string, storage: Storage = sessionStorage): void =>
  writeItem(storage, PREVIOUS_URL_KEY, url);

/** The merge to send again (same id, same lines) if its answer never arrived; null when none waits. */
export const loadPendingMerge = (storage: Storage = localStorage): CartMergeInput | null => {
  try {
    const parsed: unknown = JSON.parse(readItem(storage, PENDING_MERGE_KEY) || 'null');
    if (!isRecord(parsed) || !isUuid(parsed.mergeId) || !Array.isArray(parsed.items)) return null;
    const items = parsed.items.filter(isCartLine).map(({ productId, variantId, quantity }) => ({
      productId,
      ...(variantId ? { variantId } : {}),
      quantity,
    }));
    // Anything the server would refuse is dropped whole: a refused merge would be retried forever.
    const isValid =
      items.length === parsed.items.length &&
      items.length <= MAX_CART_LINES &&
      new Set(items.map(lineKeyOf)).size === items.length;
    return isValid ? { mergeId: parsed.mergeId, items } : null;
  } catch {
    return null;
  }
};

export const savePendingMerge = (merge: CartMergeInput | null, storage: Storage = localStorage): void =>
  writeItem(storage, PENDING_MERGE_KEY, merge ? JSON.stringify(merge) : '');
