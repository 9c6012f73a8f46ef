// The shop's contact details (issue 22): the owner's, saved in the admin's settings, else those the
// environment gave (SHOP_EMAIL, SHOP_PHONE, SHOP_ADDRESS). One row of app_settings, kept in memory with
// the other settings (shop-settings.ts); a save is announced to every instance (settings.changed), which
// reads them again and drops its drawn pages (footer, contact page).
import type { ShopContact } from '@eshop/shared';
import type { Env } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { readSettingRow, saveSettingRow } from './setting-rows.js';

const KEY = 'shop_contact';

export async function readShopContact(db: Pick<Db, 'select'>, config: Env): Promise<ShopContact> {
  const saved = await readSettingRow<ShopContact>(db, KEY);
  if (saved) return saved;
  return {
    email: config.SHOP_EMAIL ?? null,
    phone: config.SHOP_PHONE ?? null,
    address: config.SHOP_ADDRESS ?? null,
  };
}

export async function saveShopContact(db: Db, contact: ShopContact): Promise<ShopContact> {
  await saveSettingRow(db, KEY, contact, 'contact');
  return contact;
}
