// The shop's name comes from a meta tag the server fills in from SHOP_NAME when serving index.html.

const PLACEHOLDER = '__SHOP_NAME__';
export const DEFAULT_SHOP_NAME = 'eShop';

export const readShopName = (doc: Document = document): string => {
  const content = doc.querySelector('meta[name="shop-name"]')?.getAttribute('content')?.trim();
  // The Vite dev server serves the raw template, so the placeholder is still there.
  return content && content !== PLACEHOLDER ? content : DEFAULT_SHOP_NAME;
};

export const shopName = readShopName();
