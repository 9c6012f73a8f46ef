// Backups on both backends, restored into empty databases of both: the same rows (counts and checksums,
// every column type exact), the same shop (a product, a session, a password, an order, a picture), order
// numbers going on; and the refusals: a database that holds a shop, a changed row, a newer shop's backup.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Order, OrderListResponse, Product, UploadedImageResponse } from '@eshop/shared';
import { buildApp, type App } from '../../app.js';
import { loadEnv } from '../../config/env.js';
import { signedInAdmin } from '../../test-support/signed-in.js';
import { createLocalStorage } from '../../modules/media/storage/local-storage.js';
import { createClient, type Client } from '../../test-support/auth-client.js';
import { buy, firstProducts } from '../../test-support/checkout.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { BACKENDS, createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { testPicture, upload } from '../../test-support/uploads.js';
import type { Database } from '../client.js';
import { orders } from '../schema/index.js';
import { createArchiveWriter, createPrivateFile, readArchive, readEntryBytes } from './archive.js';
import { createBackup, type BackupResult } from './create-backup.js';
import type { Manifest } from './manifest.js';
import { codeMigrationLevel, readMigrationLevel } from './migration-level.js';
import { queryRows } from '../query-rows.js';
import { restoreBackup, type RestoreResult } from './restore-backup.js';
import { digestShop } from './shop-digest.js';
import { listUploadKeys } from './upload-files.js';

const SHOPPER = { email: 'kept.shopper@example.com', password: 'kept shopper password 1' };
const TEST_ENV = { RATE_LIMIT_ENABLED: 'false', PAYMENT_SWEEP_SECONDS: '0' };

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eshop-backup-test-'));
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

/** The app over a database, as the server builds it (no seeding: the data is the restored shop's). */
async function startApp(database: Database, dataDir: string): Promise<App> {
  const config = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: `${dataDir}/no-web-build`,
    ...TEST_ENV,
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  await app.catalogIndexer?.whenReady();
  return app;
}

/** A copy of the backup with one entry changed. */
async function rewriteBackup(file: string, name: string, change: (text: string) => string): Promise<string> {
  const copy = path.join(workDir, `changed-${Date.now()}-${path.basename(file)}`);
  const writer = createArchiveWriter(createPrivateFile(copy));
  for await (const entry of readArchive(file)) {
    let bytes = await readEntryBytes(entry);
    if (entry.name === name) bytes = Buffer.from(change(bytes.toString('utf8')));
    await writer.add(entry.name, bytes.length, bytes);
  }
  await writer.finish();
  return copy;
}

/**
 * Waits until the shop has done what it writes on its own after an order: its confirmation e-mail,
 * sent in the background and recorded on the order (capture and the rest are written before the
 * order's answer). Polled, not slept on: it is over the moment the order says it was sent.
 */
async function untilConfirmationSent(database: Database, orderId: string): Promise<void> {
  await vi.waitFor(
    async () => {
      const [row] = await database.db
        .select({ sentAt: orders.confirmationSentAt })
        .from(orders)
        .where(eq(orders.id, orderId));
      expect(row?.sentAt).toBeInstanceOf(Date);
    },
    { timeout: 10_000, interval: 20 },
  );
}

const rowCount = async (database: Database, table: string) =>
  Number(
    (await queryRows<{ n: string }>(database.db, sql.raw(`select count(*)::text as n from ${table}`)))[0]?.n,
  );

describe.each(BACKENDS)('a backup of a shop on %s', (backend) => {
  let shop: TestApp;
  let shopper: Client;
  let backup: BackupResult;
  let backupFile: string;
  let product: Product;
  let order: Order;
  let imageURL: string;

  beforeAll(async () => {
    shop = await createTestApp(backend, TEST_ENV);
    const admin = await signedInAdmin(shop);
    const uploaded = await upload(shop.app, admin, 'kept.jpg', await testPicture('jpeg', 640, 480));
    imageURL = uploaded.json<UploadedImageResponse>().imageURL;
    const [demo] = (await firstProducts(shop.app, 1)) as [Product];
    const created = await admin.request('POST', '/api/admin/products', {
      name: 'Kept Lamp',
      priceCents: 4_250,
      category: demo.category,
      brand: 'Backup & Co',
      desc: 'A lamp that survives a move — "quoted", ünïcödé.',
      imageURL,
      stock: 5,
    });
    expect(created.statusCode).toBe(201);
    product = created.json<Product>();

    shopper = createClient(shop.app);
    await shopper.signUp(SHOPPER.email, SHOPPER.password);
    await shopper.signIn(SHOPPER.email, SHOPPER.password);
    const { orderId } = await buy(shopper, [{ id: product.id, cartQuantity: 2 }]);
    order = (await shopper.request('GET', `/api/orders/${orderId}`)).json<Order>();
    const reviewed = await shopper.request('POST', `/api/products/${product.id}/reviews`, {
      rate: 4,
      review: 'Still bright after the restore.',
    });
    expect(reviewed.statusCode).toBeLessThan(300);

    // Values whose text is easy to get wrong: microseconds, a bigint past 2^53, bytea, odd characters.
    await shop.testDb.database.db.execute(sql`
      insert into app_settings (key, value) values ('backup.test', 'tab	newline
end \\ "quote"');
      `);
    await shop.testDb.database.db.execute(sql`
      insert into rate_limits (id, key, count, last_request) values ('rl-backup', 'backup-test', 3, 9007199254740993)`);
    await shop.testDb.database.db.execute(sql`
      insert into verifications (id, identifier, value, expires_at, created_at, updated_at)
      values ('v-backup', 'backup-test', '✓', now() + interval '1 day', '2026-01-02 03:04:05.123456+00', now())`);
    await shop.testDb.database.db.execute(sql`
      with job as (
        insert into product_import_jobs (file_name, created_by, rows, to_create, to_update, rows_with_errors, total)
        values ('kept.csv', 'admin', '[]', 0, 0, 0, 0) returning id)
      insert into product_import_pictures (job_id, name, bytes) select id, 'kept.jpg', '\\x00ff10'::bytea from job`);

    await untilConfirmationSent(shop.testDb.database, order.id);
    backupFile = path.join(workDir, `${backend}.tar.gz`);
    const storage = shop.app.storage;
    backup = await createBackup({
      database: shop.testDb.database,
      file: backupFile,
      uploads: { storage, listKeys: listUploadKeys({ DATA_DIR: shop.testDb.dataDir }, storage) },
    });
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('records every table with its row count and checksum, and the uploaded picture', async () => {
    const tables = await digestShop(shop.testDb.database);
    expect(
      backup.manifest.tables.map(({ name, rows, sha256 }) => ({ name, rows, sha256 })).sort(byName),
    ).toEqual(tables.sort(byName));
    expect(backup.manifest.migrations).toEqual(codeMigrationLevel());
    const counted = Object.fromEntries(backup.manifest.tables.map((table) => [table.name, table.rows]));
    expect(counted).toMatchObject({ orders: 1, reviews: 1, rate_limits: 1 });
    expect(counted.shop_events).toBeGreaterThan(0);
    expect(counted.sessions).toBeGreaterThanOrEqual(2);
    expect(counted.products).toBeGreaterThan(1);
    const key = imageURL.replace('/uploads/', '');
    expect(backup.uploads).toBeGreaterThan(1);
    const names: string[] = [];
    for await (const entry of readArchive(backupFile)) names.push(entry.name);
    expect(names[0]).toBe('manifest.json');
    expect(names).toContain(`uploads/${key}`);
    expect(names.at(-1)).toBe('uploads.json');
    expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);
  });

  describe.each(BACKENDS)('restored into an empty database on %s', (targetBackend) => {
    let target: TestDatabase;
    let restored: RestoreResult;
    let restoredTables: Awaited<ReturnType<typeof digestShop>>;
    let app: App;

    beforeAll(async () => {
      target = await createTestDatabase(targetBackend, { seedDemoData: false });
      restored = await restoreBackup({
        database: target.database,
        archive: backupFile,
        storage: createLocalStorage(path.join(target.dataDir, 'uploads')),
      });
      // Before the app starts (it may send the order's confirmation again, in a new shop).
      restoredTables = await digestShop(target.database);
      app = await startApp(target.database, target.dataDir);
    });
    afterAll(async () => {
      await app?.close();
      await target?.drop();
    });

    it('holds the same rows: every table’s count and checksum equal the shop’s', async () => {
      const backedUp = backup.manifest.tables.map(({ name, rows, sha256 }) => ({ name, rows, sha256 }));
      expect(restoredTables.sort(byName)).toEqual(backedUp.sort(byName));
      expect(restored.tables.sort(byName)).toEqual(backedUp.sort(byName));
      expect(restored.migratedForward).toBe(false);
      expect(restored.uploads).toBe(backup.uploads);
    });

    it('answers as the shop did: the product and its picture, the session, the password, the order', async () => {
      const seen = await app.inject({ method: 'GET', url: `/api/products/${product.id}` });
      expect(seen.json<Product>()).toMatchObject({ name: 'Kept Lamp', imageURL, stock: 3 });
      expect((await app.inject({ method: 'GET', url: `${imageURL}?w=400` })).statusCode).toBe(200);
      // The session cookie from the old shop still signs in: the auth secret and the session came along.
      const returning = createClient(app, { cookie: shopper.cookie });
      expect((await returning.session())?.email).toBe(SHOPPER.email);
      const again = createClient(app);
      expect((await again.signIn(SHOPPER.email, SHOPPER.password)).statusCode).toBe(200);
      const history = (await again.request('GET', '/api/orders')).json<OrderListResponse>();
      expect(history.items.map((item) => item.number)).toEqual([order.number]);
      const [exotic] = await queryRows<{ last: string; bytes: string; created: string }>(
        target.database.db,
        sql`select r.last_request::text as last, encode(p.bytes, 'hex') as bytes,
                   to_char(v.created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') as created
            from rate_limits r, product_import_pictures p, verifications v`,
      );
      expect(exotic).toEqual({
        last: '9007199254740993',
        bytes: '00ff10',
        created: '2026-01-02 03:04:05.123456',
      });
    });

    it('numbers the next order after the restored ones', async () => {
      const shopperThere = createClient(app, { cookie: shopper.cookie });
      const { orderId } = await buy(shopperThere, [{ id: product.id, cartQuantity: 1 }]);
      const next = (await shopperThere.request('GET', `/api/orders/${orderId}`)).json<Order>();
      expect(next.number).toBe(order.number + 1);
    });
  });

  it('refuses to restore into a database that holds a shop, and changes nothing', async () => {
    const before = await digestShop(shop.testDb.database);
    await expect(restoreBackup({ database: shop.testDb.database, archive: backupFile })).rejects.toThrow(
      /not empty .*Nothing was changed/,
    );
    expect(await digestShop(shop.testDb.database)).toEqual(before);
  });

  it('refuses a backup with a changed row, and leaves the database as it was', async () => {
    const changed = await rewriteBackup(backupFile, 'tables/products.jsonl', (text) =>
      text.replace('"4250"', '"1"'),
    );
    const target = await createTestDatabase(backend, { seedDemoData: false });
    try {
      await expect(
        restoreBackup({
          database: target.database,
          archive: changed,
          storage: createLocalStorage(path.join(target.dataDir, 'uploads')),
        }),
      ).rejects.toThrow(/products does not match its checksum/);
      expect(await rowCount(target.database, 'products')).toBe(0);
      expect(await rowCount(target.database, 'categories')).toBeGreaterThan(0);
      expect(fs.existsSync(path.join(target.dataDir, 'uploads'))).toBe(false);
    } finally {
      await target.drop();
    }
  });

  it('refuses a backup made by a newer version of the shop', async () => {
    const newer = await rewriteBackup(backupFile, 'manifest.json', (text) => {
      const manifest = JSON.parse(text) as Manifest;
      manifest.migrations = { count: manifest.migrations.count + 1, lastTag: '9999_from_the_future' };
      return JSON.stringify(manifest);
    });
    const target = await createTestDatabase(backend, { seedDemoData: false });
    try {
      await expect(restoreBackup({ database: target.database, archive: newer })).rejects.toThrow(
        /made by a newer version of the shop/,
      );
      expect(await readMigrationLevel(target.database.db)).toEqual(codeMigrationLevel());
    } finally {
      await target.drop();
    }
  });
});

const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : 1);
