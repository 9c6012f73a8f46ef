// The shop's look from its config (GET /api/config): its name, logo, colours, currency and price format,
// as the owner set them in Admin > Settings, and the owner's wording of texts (Admin > Texts). The name, currency and price format are process-wide values
// (lib/shop-name.ts, formatCents in @eshop/shared) that the layout sets while it renders, before its
// children: a page drawn on the server and the browser's first render read the same config, so they
// agree (no hydration mismatch), and a changed config re-renders the layout and all it holds.
import { useEffect } from 'react';
import {
  LANGUAGES,
  lookCss,
  setShopMoney,
  SHOP_LOOK_STYLE_ID,
  type ShopConfig,
  type ShopLogo,
} from '@eshop/shared';
import { storefrontCatalogue } from '../copy';
import { isServerRender } from './is-server-render';
import { useAppSelector } from '../app/hooks';
import { shopConfigApi, useGetShopConfigQuery } from './shop-config-api';
import { setShopName, shopName } from './shop-name';

/** Makes the config's name and price format the ones every render uses (nothing before it arrives). */
export function applyShopConfig(config: ShopConfig | undefined): void {
  if (!config) return;
  setShopName(config.shopName);
  // A config from before the owner could choose (or a test's) keeps the currency and format as they are.
  if (config.currency && config.currencyFormat) setShopMoney(config.currency, config.currencyFormat);
  applyTextOverrides(config.texts);
}

let appliedTexts: ShopConfig['texts'] | null = null;

/** The owner's wording of storefront texts (Admin > Texts), once per config that brings new ones. */
function applyTextOverrides(texts: ShopConfig['texts']): void {
  if (texts === appliedTexts) return;
  appliedTexts = texts;
  for (const language of LANGUAGES) storefrontCatalogue.setOverrides(language, texts?.[language] ?? {});
}

/**
 * The page's colours follow a changed config at once (the owner saved new ones): the server wrote
 * them into <style id="shop-look">, and this writes the new ones there.
 */
function applyColors(config: ShopConfig | undefined) {
  const colors = config?.branding;
  if (!colors || isServerRender) return;
  let style = document.getElementById(SHOP_LOOK_STYLE_ID);
  if (!style) {
    style = document.createElement('style');
    style.id = SHOP_LOOK_STYLE_ID;
    document.head.append(style);
  }
  const css = lookCss(colors);
  if (style.textContent !== css) style.textContent = css;
}

/** For the layout: applies the shop's config while it renders, and its colours to the page. */
export function useAppliedShopConfig(): void {
  const { data } = useGetShopConfigQuery();
  applyShopConfig(data);
  useEffect(() => applyColors(data), [data]);
}

/**
 * Draws the caller again when the owner re-words a text (Admin > Texts). Texts are read from the
 * catalogue as components render, and the layout applies new ones as it renders, but a page below it
 * (a route's element, a memoised list) would keep what it drew: the pages and memoised lists call this.
 */
export function useRedrawOnTextChange(): void {
  // Read from the cache only: the layout asks for the config; a page alone (a test) asks nothing.
  useAppSelector((state) => selectConfig(state).data?.texts);
}

const selectConfig = shopConfigApi.endpoints.getShopConfig.select();

/** The shop's name and logo for the header and footer. */
export function useShopIdentity(): { shopName: string; logo: ShopLogo | null } {
  const { data } = useGetShopConfigQuery();
  return { shopName: data?.shopName ?? shopName, logo: data?.branding?.logo ?? null };
}
