// A shop keeping its pictures in an S3-compatible bucket (s3rver, from npm, on a loopback port): the
// backup holds the bucket's objects, and a restore puts them into another bucket, where the restored
// shop serves them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedImageResponse } from '@eshop/shared';
import { loadEnv } from '../../config/env.js';
import { signedInAdmin } from '../../test-support/signed-in.js';
import { createFileStorage } from '../../modules/media/storage/create-storage.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { createTestDatabase } from '../../test-support/test-database.js';
import { testPicture, upload } from '../../test-support/uploads.js';
import { createBackup } from './create-backup.js';
import { restoreBackup } from './restore-backup.js';
import { listUploadKeys } from './upload-files.js';

const S3_PORT = 5569 + Math.floor(Math.random() * 1000);
const bucketEnv = (bucket: string) => ({
  S3_BUCKET: bucket,
  S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
});
const s3Client = new S3Client({
  region: 'us-east-1',
  endpoint: `http://127.0.0.1:${S3_PORT}`,
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});
const keysIn = async (bucket: string) =>
  ((await s3Client.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? [])
    .map((o) => o.Key)
    .sort();

describe('a backup of a shop whose uploads are in a bucket', () => {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eshop-backup-s3-'));
  let s3rver: S3rver;
  let shop: TestApp;

  beforeAll(async () => {
    s3rver = new S3rver({
      port: S3_PORT,
      address: '127.0.0.1',
      silent: true,
      directory: path.join(workDir, 's3'),
    });
    await s3rver.run();
    await s3Client.send(new CreateBucketCommand({ Bucket: 'old-shop' }));
    await s3Client.send(new CreateBucketCommand({ Bucket: 'new-shop' }));
    shop = await createTestApp('pglite', bucketEnv('old-shop'));
  });
  afterAll(async () => {
    await shop?.close();
    await s3rver?.close();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  it('holds the bucket’s objects and puts them into the new shop’s bucket', async () => {
    const admin = await signedInAdmin(shop);
    const uploaded = await upload(shop.app, admin, 'bucket.png', await testPicture('png', 320, 240));
    const { imageURL } = uploaded.json<UploadedImageResponse>();

    const file = path.join(workDir, 'shop.tar.gz');
    const config = loadEnv({ DATA_DIR: shop.testDb.dataDir, ...bucketEnv('old-shop') });
    const backup = await createBackup({
      database: shop.testDb.database,
      file,
      uploads: { storage: shop.app.storage, listKeys: listUploadKeys(config, shop.app.storage) },
    });
    expect(backup.manifest.uploads).toBe('s3');
    expect(backup.uploads).toBe((await keysIn('old-shop')).length);

    const target = await createTestDatabase('postgres', { seedDemoData: false });
    try {
      const storage = await createFileStorage(
        loadEnv({ DATA_DIR: target.dataDir, ...bucketEnv('new-shop') }),
      );
      const restored = await restoreBackup({ database: target.database, archive: file, storage });
      expect(restored.uploads).toBe(backup.uploads);
      expect(await keysIn('new-shop')).toEqual(await keysIn('old-shop'));
      const original = await storage.get(imageURL.replace('/uploads/', ''));
      expect(original?.contentType).toBe('image/png');
    } finally {
      await target.drop();
    }
  });
});
