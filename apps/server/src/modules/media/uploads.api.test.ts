// Product image uploads through the real app: real pictures are kept at product/{timestamp}{name}
// and served as WebP at every srcset width; everything else is refused with a clear message and
// leaves nothing behind. Once in DATA_DIR, once in an S3-compatible server (s3rver, from npm, run
// here on a loopback port; the real AWS SDK talks to it).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { IMAGE_WIDTHS, type ErrorResponse, type UploadedImageResponse } from '@eshop/shared';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, SHOP_ORIGIN, type Client } from '../../test-support/auth-client.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { signedInAdmin } from '../../test-support/signed-in.js';
import { pixelBomb, SVG_WITH_SCRIPT, testPicture, upload } from '../../test-support/uploads.js';

const S3_PORT = 4569 + Math.floor(Math.random() * 1000);
const BUCKET = 'shop-images';

type Storage = { name: string; env: () => Record<string, string>; keys: (t: TestApp) => Promise<string[]> };

let s3rver: S3rver | undefined;
let s3Dir = '';
const s3Client = new S3Client({
  region: 'us-east-1',
  endpoint: `http://127.0.0.1:${S3_PORT}`,
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});

const STORAGES: Storage[] = [
  {
    name: 'a folder in DATA_DIR',
    env: () => ({}),
    keys: async (t) => {
      const folder = path.join(t.testDb.dataDir, 'uploads', 'product');
      return fs.existsSync(folder) ? fs.readdirSync(folder).map((file) => `product/${file}`) : [];
    },
  },
  {
    name: 'an S3-compatible bucket',
    env: () => ({
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    }),
    keys: async () => {
      const listed = await s3Client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '');
    },
  },
];

beforeAll(async () => {
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eshop-s3-'));
  s3rver = new S3rver({ port: S3_PORT, address: '127.0.0.1', silent: true, directory: s3Dir });
  await s3rver.run();
  await s3Client.send(new CreateBucketCommand({ Bucket: BUCKET }));
});

afterAll(async () => {
  await s3rver?.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

describe.each(STORAGES)('product image uploads to $name', (storage) => {
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    t = await createTestApp('pglite', storage.env());
    admin = await signedInAdmin(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const refused = async (filename: string, bytes: Buffer, status = 400) => {
    const before = await storage.keys(t);
    const response = await upload(t.app, admin, filename, bytes);
    expect(response.statusCode).toBe(status);
    expect(await storage.keys(t)).toEqual(before);
    return response.json<ErrorResponse>().error.message;
  };

  it.each(['jpeg', 'png', 'webp', 'avif'] as const)(
    'keeps a %s at product/{timestamp}{name} and serves it as WebP at every width',
    async (format) => {
      const picture = await testPicture(format);
      const started = Date.now();
      const response = await upload(t.app, admin, `Red Shoe (${format}).${format}`, picture);
      expect(response.statusCode).toBe(201);
      const image = response.json<UploadedImageResponse>();
      expect(image).toMatchObject({ width: 1200, height: 900 });
      const match = /^\/uploads\/(product\/(\d{13})red-shoe-[a-z]+\.(jpg|png|webp|avif))$/.exec(
        image.imageURL,
      );
      expect(match).not.toBeNull();
      expect(Number(match![2])).toBeGreaterThanOrEqual(started);
      expect(await storage.keys(t)).toContain(match![1]);

      for (const width of IMAGE_WIDTHS) {
        const served = await t.app.inject({ method: 'GET', url: `${image.imageURL}?w=${width}` });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(served.rawPayload).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(width);
        expect(meta.height).toBe((width * 900) / 1200);
      }
    },
  );

  it('refuses a file over 5 MB', async () => {
    const big = Buffer.concat([await testPicture('jpeg'), Buffer.alloc(6 * 1024 * 1024, 1)]);
    expect(await refused('big.jpg', big, 413)).toBe('The image is larger than 5 MB.');
  });

  it('refuses text renamed .png', async () => {
    expect(await refused('notes.png', Buffer.from('just some text, not a picture\n'.repeat(20)))).toBe(
      'The file is not a JPEG, PNG, WebP or AVIF image.',
    );
  });

  it('refuses an SVG, even one named .png', async () => {
    expect(await refused('logo.svg', SVG_WITH_SCRIPT)).toBe(
      'The file is not a JPEG, PNG, WebP or AVIF image.',
    );
    expect(await refused('logo.png', SVG_WITH_SCRIPT)).toBe(
      'The file is not a JPEG, PNG, WebP or AVIF image.',
    );
  });

  it('refuses a picture that also carries markup (a polyglot)', async () => {
    const polyglot = Buffer.concat([
      await testPicture('png', 64, 64),
      Buffer.from('<html><script>alert(1)</script>'),
    ]);
    expect(await refused('cat.png', polyglot)).toContain('markup or script');
  });

  it('refuses a path in the name', async () => {
    const picture = await testPicture('png', 64, 64);
    expect(await refused('../../x.png', picture)).toContain('without a folder');
    expect(await refused('..\\..\\x.png', picture)).toContain('without a folder');
  });

  it('refuses a decompression bomb from its header, without decoding it', async () => {
    expect(await refused('bomb.png', pixelBomb())).toBe('The image is larger than 40 megapixels.');
  });

  it('refuses two files, a file in another field, and a form field', async () => {
    const picture = await testPicture('png', 64, 64);
    const boundary = 'eshop-test-boundary';
    const part = (disposition: string, body: Buffer | string) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\nContent-Type: image/png\r\n\r\n`,
        ),
        Buffer.from(body),
        Buffer.from('\r\n'),
      ]);
    const send = (...parts: Buffer[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/uploads',
        payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
        headers: {
          origin: SHOP_ORIGIN,
          cookie: admin.cookie,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
      });
    const before = await storage.keys(t);
    const twoFiles = await send(
      part('name="file"; filename="a.png"', picture),
      part('name="file"; filename="b.png"', picture),
    );
    expect(twoFiles.statusCode).toBe(400);
    expect((await send(part('name="picture"; filename="a.png"', picture))).statusCode).toBe(400);
    expect((await send(part('name="note"', 'hello'))).statusCode).toBe(400);
    expect((await send()).statusCode).toBe(400);
    expect(await storage.keys(t)).toEqual(before);
  });

  it('answers a malformed upload with a 400, not a server error', async () => {
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      payload: 'garbage',
      headers: { origin: SHOP_ORIGIN, cookie: admin.cookie, 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.statusCode).toBeGreaterThanOrEqual(400);
    expect(noBoundary.statusCode).toBeLessThan(500);
    const cutShort = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      payload: '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
      headers: {
        origin: SHOP_ORIGIN,
        cookie: admin.cookie,
        'content-type': 'multipart/form-data; boundary=b',
      },
    });
    expect(cutShort.statusCode).toBeGreaterThanOrEqual(400);
    expect(cutShort.statusCode).toBeLessThan(500);
  });

  it('refuses a request that is not a multipart upload', async () => {
    const response = await admin.request('POST', '/api/admin/uploads', { file: 'x' });
    expect(response.statusCode).toBe(415);
  });

  it('is for the admin only', async () => {
    const visitor = createClient(t.app);
    const picture = await testPicture('png', 64, 64);
    expect((await upload(t.app, visitor, 'a.png', picture)).statusCode).toBe(401);
  });
});
