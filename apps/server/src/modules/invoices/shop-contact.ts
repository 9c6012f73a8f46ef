// The shop's contact details (issue 22): the owner's, saved in the admin's settings, else those the
// environment gave (SHOP_EMAIL, SHOP_PHONE, SHOP_ADDRESS). One row of app_settings; a save is announced
// to every instance (settings.changed), whose read caches and drawn pages (footer, contact page) drop it.
import { eq } from 'drizzle-orm';
import type { ShopContact } from '@eshop/shared';
import type { Env } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { appSettings } from '../../db/schema/index.js';
import { publishEvent } from '../events/index.js';

const KEY = 'shop_contact';

export async function readShopContact(db: Pick<Db, 'select'>, config: Env): Promise<ShopContact> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, KEY));
  if (row) return JSON.parse(row.value) as ShopContact;
  return {
    email: config.SHOP_EMAIL ?? null,
    phone: config.SHOP_PHONE ?? null,
    address: config.SHOP_ADDRESS ?? null,
  };
}

export async function saveShopContact(db: Db, contact: ShopContact): Promise<ShopContact> {
  const value = JSON.stringify(contact);
  await db.transaction(async (tx) => {
    await tx
      .insert(appSettings)
      .values({ key: KEY, value })
      .onConflictDoUpdate({ target: appSettings.key, set: { value } });
    await publishEvent(tx, 'admin', 'settings.changed', { section: 'contact' });
  });
  return contact;
}
