// How prices look (Admin > Settings > Prices): symbol, its side, the separators. Display only: the shop
// charges in its currency (shop-currency.ts) whatever the symbol says; changing the currency resets this
// to the new currency's own look. Until the owner saves one, the shop currency's look in en-US.
import { defaultFormatOf, type CurrencyFormat } from '@eshop/shared';
import type { Db } from '../../db/client.js';
import { readSettingRow, saveSettingRow } from './setting-rows.js';
import { CURRENCY_FORMAT_KEY, readShopCurrency } from './shop-currency.js';

export async function readCurrencyFormat(db: Pick<Db, 'select'>): Promise<CurrencyFormat> {
  const saved = await readSettingRow<CurrencyFormat>(db, CURRENCY_FORMAT_KEY);
  return saved ?? defaultFormatOf(await readShopCurrency(db));
}

export async function saveCurrencyFormat(db: Db, format: CurrencyFormat): Promise<void> {
  await saveSettingRow(db, CURRENCY_FORMAT_KEY, format, 'currency');
}
