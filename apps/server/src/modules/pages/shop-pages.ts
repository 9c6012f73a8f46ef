// The shop's pages: the owner's saved text, or the starting text until the first save.
import { eq } from 'drizzle-orm';
import type { ShopPage, ShopPageBody, ShopPageSlug } from '@eshop/shared';
import type { Db } from '../../db/client.js';
import { shopPages } from '../../db/schema/index.js';
import { publishEvent } from '../events/index.js';
import { startingPages } from './starting-pages.js';

export async function readShopPage(db: Db, slug: ShopPageSlug, shopName: string): Promise<ShopPage> {
  const [row] = await db.select().from(shopPages).where(eq(shopPages.slug, slug));
  if (!row) return { slug, ...startingPages(shopName)[slug], updatedAt: null };
  return { slug, title: row.title, body: row.body, updatedAt: row.updatedAt.toISOString() };
}

/** Saves a page and tells every instance, which drop their drawn copies of it. */
export async function saveShopPage(
  db: Db,
  slug: ShopPageSlug,
  page: ShopPageBody,
  shopName: string,
): Promise<ShopPage> {
  await db.transaction(async (tx) => {
    const values = { title: page.title, body: page.body, updatedAt: new Date() };
    await tx
      .insert(shopPages)
      .values({ slug, ...values })
      .onConflictDoUpdate({ target: shopPages.slug, set: values });
    await publishEvent(tx, 'admin', 'settings.changed', { section: 'pages' });
  });
  return readShopPage(db, slug, shopName);
}
