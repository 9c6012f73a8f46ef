// Which of the paths an import names are pictures the shop serves: demo drawings (drawn from code),
// pictures products already show (one query, no storage round trip: a re-imported export names
// thousands), and other uploads, asked of the storage a few at a time.
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import { isStoredImage } from '../../modules/media/index.js';
import type { FileStorage } from '../../modules/media/index.js';
import { isDemoPicture, isShopPicturePath } from './picture-cell.js';

const QUERY_CHUNK = 1_000;
const STORAGE_LOOKUPS_AT_ONCE = 8;

export async function findShopPictures(
  db: Db,
  storage: FileStorage,
  urls: ReadonlySet<string>,
): Promise<Set<string>> {
  const found = new Set<string>();
  const uploads: string[] = [];
  for (const url of urls) {
    if (isDemoPicture(url)) found.add(url);
    else if (isShopPicturePath(url)) uploads.push(url);
  }
  for (let start = 0; start < uploads.length; start += QUERY_CHUNK) {
    const shown = await db
      .selectDistinct({ url: products.imageUrl })
      .from(products)
      .where(inArray(products.imageUrl, uploads.slice(start, start + QUERY_CHUNK)));
    for (const { url } of shown) found.add(url);
  }
  const toAsk = uploads.filter((url) => !found.has(url));
  let next = 0;
  const ask = async () => {
    for (let at = next++; at < toAsk.length; at = next++) {
      const url = toAsk[at]!;
      if (await isStoredImage(storage, url)) found.add(url);
    }
  };
  await Promise.all(Array.from({ length: STORAGE_LOOKUPS_AT_ONCE }, ask));
  return found;
}
