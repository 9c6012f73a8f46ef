// The job's pictures: a file sent with the CSV or an address to download, checked, resized and stored
// as any upload (storeProductImage), once per file or address however many rows name it. What goes
// wrong fails the rows that name it, with the reason, and never the job.
import { and, eq } from 'drizzle-orm';
import type { Log } from '../../lib/log.js';
import type { Db } from '../../db/client.js';
import { productImportPictures, type ImportPicture } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { storeProductImage } from '../../modules/media/index.js';
import type { FileStorage } from '../../modules/media/index.js';
import { downloadPicture, type AddressPolicy } from './download-picture.js';

export type StoredPicture = { url: string } | { error: string };
export type PictureStore = (picture: ImportPicture) => Promise<StoredPicture>;

export type PictureStoreDeps = {
  db: Db;
  storage: FileStorage;
  log: Pick<Log, 'error'>;
  addressPolicy: AddressPolicy;
};

/**
 * The timestamp of a stored picture's key, one apart for each picture: two pictures of one name
 * (photo.jpg from two sites) stored in the same millisecond would otherwise share a key.
 */
let lastStamp = 0;
const nextStamp = () => (lastStamp = Math.max(Date.now(), lastStamp + 1));

export function createPictureStore(deps: PictureStoreDeps, jobId: string): PictureStore {
  const stored = new Map<string, Promise<StoredPicture>>();

  async function readSent(name: string) {
    const [sent] = await deps.db
      .select({ bytes: productImportPictures.bytes })
      .from(productImportPictures)
      .where(and(eq(productImportPictures.jobId, jobId), eq(productImportPictures.name, name)));
    if (!sent)
      throw new AppError('NOT_FOUND', `The picture "${name}" is no longer kept; send the file again.`);
    return { name, bytes: sent.bytes };
  }

  async function store(picture: Exclude<ImportPicture, { kind: 'shop' }>): Promise<StoredPicture> {
    try {
      const file =
        picture.kind === 'file'
          ? await readSent(picture.name)
          : await downloadPicture(picture.url, deps.addressPolicy);
      return { url: (await storeProductImage(deps.storage, file, nextStamp())).imageURL };
    } catch (error) {
      if (error instanceof AppError) return { error: error.message };
      deps.log.error({ err: error, picture }, 'an imported picture could not be stored');
      return { error: 'The picture could not be stored; try the import again.' };
    }
  }

  return (picture) => {
    if (picture.kind === 'shop') return Promise.resolve({ url: picture.url });
    const key = picture.kind === 'file' ? `file:${picture.name}` : `address:${picture.url}`;
    let pending = stored.get(key);
    if (!pending) {
      pending = store(picture);
      stored.set(key, pending);
    }
    return pending;
  };
}
