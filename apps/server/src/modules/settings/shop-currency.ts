// The currency the shop charges in (decision 063): US dollars until the owner changes it. Changing it
// reprices the catalogue too, so the change is a workflow (workflows/currency); this module keeps the
// setting row and, in the same transaction, resets how prices look to the new currency's own look.
import { DEFAULT_CURRENCY, defaultFormatOf, isShopCurrency, type CurrencyCode } from '@eshop/shared';
import type { Db, Tx } from '../../db/client.js';
import { publishEvent } from '../events/index.js';
import { readSettingRow, writeSettingRow } from './setting-rows.js';

export const SHOP_CURRENCY_KEY = 'shop_currency';
/** How prices look (currency-format.ts), reset here when the currency changes. */
export const CURRENCY_FORMAT_KEY = 'currency_format';

/** The saved currency, or the default when none is saved (or one no longer offered). */
export const currencyOf = (saved: { currency: string } | undefined): CurrencyCode =>
  saved && isShopCurrency(saved.currency) ? saved.currency : DEFAULT_CURRENCY;

export async function readShopCurrency(db: Pick<Db, 'select'>): Promise<CurrencyCode> {
  return currencyOf(await readSettingRow<{ currency: string }>(db, SHOP_CURRENCY_KEY));
}

/**
 * Saves the shop's currency inside the caller's transaction (the one that repriced the catalogue),
 * with the look Intl gives it in en-US ("€1,234.56", "¥1,235"): the owner's symbol and separators
 * were chosen for the old currency. Every instance, and every open storefront page, reads both again
 * when the event arrives.
 */
export async function saveShopCurrency(tx: Tx, currency: CurrencyCode): Promise<void> {
  await writeSettingRow(tx, SHOP_CURRENCY_KEY, { currency });
  await writeSettingRow(tx, CURRENCY_FORMAT_KEY, defaultFormatOf(currency));
  // Public: a shopper's open page reads the config again, or it would show the new prices' numbers
  // with the old currency's symbol.
  await publishEvent(tx, 'public', 'settings.changed', { section: 'currency' });
}
