// The shop's name as every page shows it: the owner's (Admin > Settings), else SHOP_NAME. It starts as
// the name the server put into the page (a meta tag; a global the server sets before loading the
// renderer) and then follows the shop's config (lib/shop-look.ts sets it before the layout's children
// render), so code that reads `shopName` while rendering shows the current name.
import { isServerRender } from './is-server-render';

const PLACEHOLDER = '__SHOP_NAME__';
export const DEFAULT_SHOP_NAME = 'eShop';

export const readShopName = (doc: Document = document): string => {
  const content = doc.querySelector('meta[name="shop-name"]')?.getAttribute('content')?.trim();
  // The Vite dev server serves the raw template, so the placeholder is still there.
  return content && content !== PLACEHOLDER ? content : DEFAULT_SHOP_NAME;
};

/** Set by the server (apps/server/src/plugins/storefront-pages.ts) before it imports the renderer. */
export const SERVER_SHOP_NAME_KEY = '__ESHOP_SHOP_NAME__';
const serverShopName = (): string =>
  (globalThis as Record<string, unknown>)[SERVER_SHOP_NAME_KEY]?.toString() ?? DEFAULT_SHOP_NAME;

// NOTE: a live binding (`export let`): importers read the name of the moment, not the first one.
export let shopName = isServerRender ? serverShopName() : readShopName();

export const setShopName = (name: string): void => {
  shopName = name;
};
