// What an order is priced with besides the shipping and tax rules, read fresh at order time in one
// query (decisions 063, 067): the shop's currency and the seller's country. A change while the shopper
// paid then refuses the order instead of writing it in another currency or tax treatment.
import { inArray } from 'drizzle-orm';
import type { CurrencyCode, SellerDetails } from '@eshop/shared';
import type { Db } from '../../db/client.js';
import { appSettings } from '../../db/schema/index.js';
import { SELLER_DETAILS_KEY } from './seller-details.js';
import { currencyOf, SHOP_CURRENCY_KEY } from './shop-currency.js';

export async function readChargeSettings(
  db: Pick<Db, 'select'>,
): Promise<{ currency: CurrencyCode; sellerCountry: string }> {
  const rows = await db
    .select({ key: appSettings.key, value: appSettings.value })
    .from(appSettings)
    .where(inArray(appSettings.key, [SHOP_CURRENCY_KEY, SELLER_DETAILS_KEY]));
  const saved = (key: string) => {
    const row = rows.find((candidate) => candidate.key === key);
    return row ? (JSON.parse(row.value) as unknown) : undefined;
  };
  return {
    currency: currencyOf(saved(SHOP_CURRENCY_KEY) as { currency: string } | undefined),
    sellerCountry: (saved(SELLER_DETAILS_KEY) as Partial<SellerDetails> | undefined)?.country ?? '',
  };
}
