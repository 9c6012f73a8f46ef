import path from 'node:path';
import type { Env } from '../../../config/env.js';
import type { FileStorage } from './file-storage.js';
import { createLocalStorage } from './local-storage.js';

type StorageConfig = Pick<
  Env,
  | 'DATA_DIR'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

/**
 * The bucket when S3_BUCKET is set (loadEnv made sure its keys are), else DATA_DIR/uploads. The S3
 * client is loaded only when a bucket is configured (its import costs ~65 ms of every start).
 */
export async function createFileStorage(config: StorageConfig): Promise<FileStorage> {
  if (config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY) {
    const { createS3Storage } = await import('./s3-storage.js');
    return createS3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE ?? Boolean(config.S3_ENDPOINT),
    });
  }
  return createLocalStorage(path.join(config.DATA_DIR, 'uploads'));
}
