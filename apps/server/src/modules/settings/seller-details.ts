// Who sells, as invoices and credit notes name them (decision 066): one row of app_settings, read
// when a PDF is drawn. Until saved, the shop's name stands in, with no address or VAT number.
import type { SellerDetails } from '@eshop/shared';
import type { Db } from '../../db/client.js';
import { readSettingRow, saveSettingRow } from './setting-rows.js';

export const SELLER_DETAILS_KEY = 'seller_details';

export const NO_SELLER_DETAILS: SellerDetails = { legalName: '', address: '', country: '', vatNumber: '' };

export async function readSellerDetails(db: Pick<Db, 'select'>): Promise<SellerDetails> {
  return { ...NO_SELLER_DETAILS, ...(await readSettingRow<SellerDetails>(db, SELLER_DETAILS_KEY)) };
}

export async function saveSellerDetails(db: Db, details: SellerDetails): Promise<void> {
  await saveSettingRow(db, SELLER_DETAILS_KEY, details, 'invoices');
}
