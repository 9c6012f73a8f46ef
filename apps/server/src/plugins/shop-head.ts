// The shop's name and colours put into a page's HTML before any script runs: the name where the
// template says __SHOP_NAME__ (its title, the meta tag the web app reads), and the colour tokens the
// owner chose as a <style> after the app's own stylesheets, so no page shows the default colours first.
import { lookCss, SHOP_LOOK_STYLE_ID, type Language, type ShopColors } from '@eshop/shared';
import { escapeHtml } from './html.js';

const SHOP_NAME_PLACEHOLDER = /__SHOP_NAME__/g;

export const lookStyleTag = (colors: ShopColors): string =>
  `<style id="${SHOP_LOOK_STYLE_ID}">${lookCss(colors)}</style>`;

export function shopHead(html: string, shop: { shopName: string; look: ShopColors }): string {
  return html
    .replace(SHOP_NAME_PLACEHOLDER, () => escapeHtml(shop.shopName))
    .replace('</head>', () => `${lookStyleTag(shop.look)}</head>`);
}

/** The page's language on its <html> element (decision 068): screen readers and translators read it. */
export const withLanguage = (html: string, language: Language): string =>
  html.replace(/<html(?: lang="[^"]*")?/, () => `<html lang="${language}"`);
