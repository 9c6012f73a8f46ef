// The uploaded files a backup copies: every key in DATA_DIR/uploads, or in the S3 bucket, under the
// shop's `product/` prefix. Files are read through the shop's own storage (`FileStorage.get`); only
// listing them is here, since the shop itself never needs to list.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Env } from '../../config/env.js';
import type { FileStorage } from '../../modules/media/storage/file-storage.js';
import { openBucket, type BucketConfig } from './bucket-client.js';

export type UploadConfig = Pick<Env, 'DATA_DIR'> & BucketConfig;

/** The storage's files, and how to name them all. */
export type UploadFiles = { storage: FileStorage; listKeys: () => AsyncIterable<string> };

const UPLOAD_PREFIX = 'product/';

export function listUploadKeys(config: UploadConfig, storage: FileStorage): () => AsyncIterable<string> {
  if (storage.kind === 's3') return () => listBucketKeys(config);
  return () => listFolderKeys(path.join(config.DATA_DIR, 'uploads'));
}

/** Files under the folder's `product/`; a write still in progress (`*.tmp`, renamed when done) is not one. */
async function* listFolderKeys(root: string): AsyncGenerator<string> {
  let names: string[];
  try {
    names = await fs.readdir(path.join(root, UPLOAD_PREFIX));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const name of names.sort()) {
    if (name.endsWith('.tmp')) continue;
    const stat = await fs.stat(path.join(root, UPLOAD_PREFIX, name)).catch(() => undefined);
    if (stat?.isFile()) yield `${UPLOAD_PREFIX}${name}`;
  }
}

async function* listBucketKeys(config: UploadConfig): AsyncGenerator<string> {
  const { client, name, sdk } = await openBucket(config);
  try {
    let token: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({ Bucket: name, Prefix: UPLOAD_PREFIX, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  } finally {
    client.destroy();
  }
}
