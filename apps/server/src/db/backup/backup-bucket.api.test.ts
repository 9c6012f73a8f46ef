// db:backup --s3 --keep N against an S3-compatible server (s3rver, on a loopback port): the backup goes to
// the shop's bucket under backups/, named by time, readable back whole; only the newest N backups stay
// there and nothing else in the bucket is touched (the pictures, a file of the owner's). The same --keep
// in a local folder, and the options' mistakes, each refused in one line.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CreateBucketCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBackupCommand, type CommandRun } from '../../test-support/backup-commands.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { verifyBackup } from './stage-backup.js';

const S3_PORT = 6569 + Math.floor(Math.random() * 1000);
const BUCKET = 'shop-bucket';
const bucketEnv = {
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
};
const s3 = new S3Client({
  region: 'us-east-1',
  endpoint: bucketEnv.S3_ENDPOINT,
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});
const put = (key: string, body: string) =>
  s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: body }));
const keysIn = async () =>
  ((await s3.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? [])
    .map((o) => o.Key ?? '')
    .sort();
const OLD = ['20200101T030000Z', '20200102T030000Z', '20200103T030000Z'].map(
  (at) => `eshop-backup-${at}.tar.gz`,
);
const NEW_BACKUP = /^eshop-backup-\d{8}T\d{6}Z\.tar\.gz$/;

const expectOneLine = (run: CommandRun, message: RegExp) => {
  expect(run.code).toBe(1);
  expect(run.stdout).toBe('');
  expect(run.stderr.trimEnd().split('\n')).toEqual([expect.stringMatching(message)]);
};

describe('db:backup --s3 and --keep', () => {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eshop-backup-bucket-'));
  let s3rver: S3rver;
  let shop: TestDatabase;
  let env: Record<string, string>;

  beforeAll(async () => {
    s3rver = new S3rver({
      port: S3_PORT,
      address: '127.0.0.1',
      silent: true,
      directory: path.join(workDir, 's3'),
    });
    await s3rver.run();
    await s3.send(new CreateBucketCommand({ Bucket: BUCKET }));
    await put('product/1700000000000kept.png', 'a picture of the shop');
    for (const name of OLD) await put(`backups/${name}`, 'an older backup');
    await put('backups/notes.txt', 'the owner’s own notes');
    shop = await createTestDatabase('postgres');
    env = {
      DATABASE_URL: shop.url ?? '',
      DATA_DIR: path.join(workDir, 'data'),
      INIT_CWD: workDir,
      ...bucketEnv,
    };
  });
  afterAll(async () => {
    await shop?.drop();
    await s3rver?.close();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  it('sends the backup to the bucket and keeps the newest N there, touching nothing else', async () => {
    const temporaryBefore = fs
      .readdirSync(os.tmpdir())
      .filter((name) => name.startsWith('eshop-backup-file-'));
    const run = await runBackupCommand('backup-cli.ts', ['--s3', '--keep', '2'], env);
    expect(run.stderr).toBe('');
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(
      /^Backed up \d+ tables \(\d+ rows\) and 1 uploads from postgres to a temporary file /,
    );
    expect(lines[1]).toMatch(
      /^Sent to the bucket shop-bucket as backups\/eshop-backup-\d{8}T\d{6}Z\.tar\.gz; kept the newest 2 there, removed 2 older\.$/,
    );
    const keys = await keysIn();
    const sent = keys.filter((key) => NEW_BACKUP.test(key.replace('backups/', '')) && !key.includes('2020'));
    expect(sent).toHaveLength(1);
    expect(keys).toEqual(
      [`backups/${OLD[2]}`, sent[0], 'backups/notes.txt', 'product/1700000000000kept.png'].sort(),
    );
    expect(fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('eshop-backup-file-'))).toEqual(
      temporaryBefore,
    );

    const copy = path.join(workDir, 'from-the-bucket.tar.gz');
    const object = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: sent[0] }));
    fs.writeFileSync(copy, await object.Body!.transformToByteArray());
    const { manifest, index } = await verifyBackup(copy);
    expect(manifest.uploads).toBe('s3');
    expect(index.files.map((file) => file.key)).toEqual(['product/1700000000000kept.png']);
  });

  it('keeps the newest N in a folder, by their names only', async () => {
    const folder = path.join(workDir, 'nightly');
    fs.mkdirSync(folder);
    for (const name of [...OLD, 'notes.txt', 'eshop-backup-before-upgrade.tar.gz']) {
      fs.writeFileSync(path.join(folder, name), 'kept by the owner');
    }
    const run = await runBackupCommand('backup-cli.ts', ['--out', 'nightly/', '--keep', '2'], env);
    expect(run.stderr).toBe('');
    expect(run.stdout.trimEnd().split('\n')[1]).toBe(
      `Kept the newest 2 backups in ${folder}; removed 2 older.`,
    );
    const left = fs.readdirSync(folder).sort();
    expect(left.filter((name) => NEW_BACKUP.test(name) && !name.includes('2020'))).toHaveLength(1);
    expect(left.filter((name) => !NEW_BACKUP.test(name) || name.includes('2020'))).toEqual([
      OLD[2],
      'eshop-backup-before-upgrade.tar.gz',
      'notes.txt',
    ]);
  });

  it('refuses its options’ mistakes in one line each', async () => {
    const noBucket = {
      ...env,
      S3_BUCKET: '',
      S3_ENDPOINT: '',
      S3_ACCESS_KEY_ID: '',
      S3_SECRET_ACCESS_KEY: '',
    };
    expectOneLine(
      await runBackupCommand('backup-cli.ts', ['--s3'], noBucket),
      /^--s3 sends the backup to the shop's bucket, but S3_BUCKET is not set/,
    );
    expectOneLine(
      await runBackupCommand('backup-cli.ts', ['--keep', '0'], env),
      /^--keep takes how many backups to keep, a whole number from 1/,
    );
    expectOneLine(
      await runBackupCommand('backup-cli.ts', ['--s3', '--daily-at', '3am'], env),
      /^--daily-at takes a time of day in UTC as HH:MM/,
    );
  });
});
