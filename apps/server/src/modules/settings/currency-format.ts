// How prices look (Admin > Settings > Prices): symbol, its side, the separators. Display only: the shop
// charges in US dollars, and its payment provider is asked for USD whatever the symbol says.
import { DEFAULT_CURRENCY_FORMAT, type CurrencyFormat } from '@eshop/shared';
import type { Db } from '../../db/client.js';
import { readSettingRow, saveSettingRow } from './setting-rows.js';

const KEY = 'currency_format';

export async function readCurrencyFormat(db: Pick<Db, 'select'>): Promise<CurrencyFormat> {
  return (await readSettingRow<CurrencyFormat>(db, KEY)) ?? DEFAULT_CURRENCY_FORMAT;
}

export async function saveCurrencyFormat(db: Db, format: CurrencyFormat): Promise<void> {
  await saveSettingRow(db, KEY, format, 'currency');
}
