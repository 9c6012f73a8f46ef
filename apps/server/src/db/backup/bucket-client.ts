// The shop's S3 bucket as the backup commands reach it: the same settings the shop's picture storage
// uses (S3_*). The SDK is loaded only when a bucket is used, as the shop does (its import is slow),
// through bucket-sdk.ts (why there).
import type * as S3 from '@aws-sdk/client-s3';
import type * as BucketSdk from './bucket-sdk.js';
import type { Env } from '../../config/env.js';
import { BackupError } from './backup-error.js';

export type BucketConfig = Partial<
  Pick<
    Env,
    | 'S3_BUCKET'
    | 'S3_REGION'
    | 'S3_ENDPOINT'
    | 'S3_ACCESS_KEY_ID'
    | 'S3_SECRET_ACCESS_KEY'
    | 'S3_FORCE_PATH_STYLE'
  >
>;

/** The client, the bucket's name, and the SDK's commands (loaded with it). */
export type Bucket = { client: S3.S3Client; name: string; sdk: typeof BucketSdk };

export async function openBucket(config: BucketConfig): Promise<Bucket> {
  if (!config.S3_BUCKET) {
    throw new BackupError('S3_BUCKET is not set: set the S3_* settings the shop uses for its pictures.');
  }
  const sdk = await import('./bucket-sdk.js');
  const client = new sdk.S3Client({
    region: config.S3_REGION ?? 'us-east-1',
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? Boolean(config.S3_ENDPOINT),
    credentials: {
      accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
    },
    // NOTE: a file sent as a stream would otherwise go with a trailing checksum (aws-chunked), which
    // not every S3-compatible server reads; the size is checked after sending instead.
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  return { client, name: config.S3_BUCKET, sdk };
}

/** The bucket's refusal in one line: the SDK's error name and message (they never hold the keys). */
export function bucketFailure(bucket: string, doing: string, error: unknown): BackupError {
  if (error instanceof BackupError) return error;
  const name = error instanceof Error ? error.name : 'Error';
  const message = error instanceof Error ? (error.message.split('\n')[0] ?? '').slice(0, 200) : String(error);
  return new BackupError(`The bucket ${bucket} refused to ${doing} (${name}: ${message}).`);
}
