// Changing the currency the shop charges in (decision 063): in one transaction every catalogue price
// and shipping rate keeps its number in the new currency's minor units (19.99 USD -> 19.99 EUR, -> 20
// JPY), the setting changes, and every instance hears it (settings, and the catalogue to re-index).
// Orders keep the currency they were paid in; a checkout paying meanwhile is refused at order time.
import { currencyExponent, formatCents, MAX_PRODUCT_PRICE_CENTS, type CurrencyCode } from '@eshop/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { publishEvent } from '../../modules/events/index.js';
import { countPricesTooHighAfter, repriceCatalogue } from '../../modules/products/index.js';
import { readShopCurrency, saveShopCurrency } from '../../modules/settings/index.js';
import { repriceShippingRates } from '../../modules/shipping/index.js';

export type CurrencyChange = { currency: CurrencyCode; previous: CurrencyCode; productsRepriced: number };

export async function changeShopCurrency(db: Db, currency: CurrencyCode): Promise<CurrencyChange> {
  return db.transaction(async (tx) => {
    // Two owners changing it at once: one after the other, the second from the first's currency.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('shop_currency'))`);
    const previous = await readShopCurrency(tx);
    if (previous === currency) return { currency, previous, productsRepriced: 0 };
    const digits = currencyExponent(currency) - currencyExponent(previous);
    const tooHigh = await countPricesTooHighAfter(tx, digits);
    if (tooHigh > 0) {
      throw new AppError(
        'CONFLICT',
        `${tooHigh} prices would be above the highest price a product may have in ${currency}. Lower them below ${formatCents(Math.floor(MAX_PRODUCT_PRICE_CENTS / 10 ** digits))} first.`,
      );
    }
    const productsRepriced = await repriceCatalogue(tx, digits);
    await repriceShippingRates(tx, digits);
    await saveShopCurrency(tx, currency);
    await publishEvent(tx, 'public', 'catalog.changed', { productsMoved: true });
    return { currency, previous, productsRepriced };
  });
}
