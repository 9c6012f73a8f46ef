// `db:backup --s3`: the backup file into the shop's bucket under backups/, and with `--keep N` the older
// ones there removed. The shop serves only product/... from its storage (SAFE_KEY in file-storage.ts),
// so a backup in the bucket is never reachable through the shop; the bucket's own access rules guard it.
import fs from 'node:fs';
import { BackupError } from './backup-error.js';
import { olderThanNewest } from './backup-names.js';
import { bucketFailure, openBucket, type Bucket, type BucketConfig } from './bucket-client.js';

export const BUCKET_PREFIX = 'backups/';

export type SentBackup = { bucket: string; key: string; bytes: number; removed: string[] };

/** Sends `file` as backups/`name` (a backupName: the bucket's copies are named by time, whatever the file's name). */
export async function sendToBucket(
  config: BucketConfig,
  file: string,
  name: string,
  keep: number | undefined,
): Promise<SentBackup> {
  const opened = await openBucket(config);
  const { client, name: bucket, sdk } = opened;
  const key = `${BUCKET_PREFIX}${name}`;
  const bytes = fs.statSync(file).size;
  try {
    await client
      .send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: fs.createReadStream(file),
          ContentLength: bytes,
          ContentType: 'application/gzip',
        }),
      )
      .catch((error: unknown) => {
        throw bucketFailure(bucket, `store ${key}`, error);
      });
    const stored = await client
      .send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: key }))
      .catch((error: unknown) => {
        throw bucketFailure(bucket, `show ${key} after storing it`, error);
      });
    if (stored.ContentLength !== bytes) {
      throw new BackupError(
        `The bucket ${bucket} holds ${stored.ContentLength ?? 0} bytes of ${key}, not the ${bytes} sent: it was not stored whole.`,
      );
    }
    const removed = keep ? await pruneBucket(opened, keep, name) : [];
    return { bucket, key, bytes, removed };
  } finally {
    client.destroy();
  }
}

async function pruneBucket(
  { client, sdk, name: bucket }: Bucket,
  keep: number,
  current: string,
): Promise<string[]> {
  const names: string[] = [];
  try {
    let token: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({ Bucket: bucket, Prefix: BUCKET_PREFIX, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) names.push(object.Key.slice(BUCKET_PREFIX.length));
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    const removed = olderThanNewest(names, keep, current);
    // DeleteObjects takes up to 1,000 keys at a time.
    for (let at = 0; at < removed.length; at += 1000) {
      const Objects = removed.slice(at, at + 1000).map((name) => ({ Key: `${BUCKET_PREFIX}${name}` }));
      const answer = await client.send(
        new sdk.DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects, Quiet: true } }),
      );
      const [failed] = answer.Errors ?? [];
      if (failed) throw new Error(`${failed.Key ?? ''}: ${failed.Code ?? ''} ${failed.Message ?? ''}`);
    }
    return removed;
  } catch (error) {
    throw bucketFailure(
      bucket,
      `remove backups older than the newest ${keep} (the new one is stored)`,
      error,
    );
  }
}
