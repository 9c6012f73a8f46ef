// The shop's name comes from a meta tag the server fills in from SHOP_NAME when serving index.html;
// a page rendered on the server reads it from the global the server sets before loading the renderer.
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

export const shopName = isServerRender ? serverShopName() : readShopName();
