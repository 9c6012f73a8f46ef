// An embedded shop backed up while it runs (decision 052): db:backup finds the shop holding DATA_DIR,
// asks it over the socket the shop opens there, and writes the backup the shop would have given a
// stopped one (restored, every table and the picture are the shop's). The socket is its own user's
// only, is not on the shop's port, and goes when the shop stops.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInAdmin } from '../../test-support/signed-in.js';
import { createLocalStorage } from '../../modules/media/storage/local-storage.js';
import { runBackupCommand } from '../../test-support/backup-commands.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { createTestDatabase } from '../../test-support/test-database.js';
import { testPicture, upload } from '../../test-support/uploads.js';
import { restoreBackup } from './restore-backup.js';
import { digestShop } from './shop-digest.js';

describe('a running embedded shop', () => {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eshop-running-backup-'));
  let shop: TestApp;
  let isClosed = false;
  let socket: string;

  beforeAll(async () => {
    shop = await createTestApp('pglite', { RATE_LIMIT_ENABLED: 'false', PAYMENT_SWEEP_SECONDS: '0' });
    const admin = await signedInAdmin(shop);
    const uploaded = await upload(shop.app, admin, 'running.png', await testPicture('png', 200, 100));
    expect(uploaded.statusCode).toBe(201);
    await shop.app.listen({ port: 0, host: '127.0.0.1' });
    socket = path.join(shop.testDb.dataDir, 'eshop-backup.sock');
    // Fastify runs onListen hooks after listen() returns: polled until the socket is made private.
    await vi.waitFor(() => expect(fs.statSync(socket).mode & 0o777).toBe(0o600), { interval: 10 });
  });
  afterAll(async () => {
    if (!isClosed) await shop?.close();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  it('offers its backup on a socket in DATA_DIR that only its own user may open, and not on its port', async () => {
    const stats = fs.statSync(socket);
    expect(stats.isSocket()).toBe(true);
    expect(stats.mode & 0o777).toBe(0o600);
    expect(stats.uid).toBe(os.userInfo().uid);
    const { port } = shop.app.server.address() as AddressInfo;
    for (const url of ['/backup', '/api/backup', '/api/admin/backup']) {
      expect((await fetch(`http://127.0.0.1:${port}${url}`)).status, url).toBe(404);
    }
  });

  it('is backed up by db:backup through the shop itself, and the backup restores to the same shop', async () => {
    const run = await runBackupCommand('backup-cli.ts', ['--out', 'running.tar.gz'], {
      DATA_DIR: shop.testDb.dataDir,
      INIT_CWD: workDir,
    });
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(
      /^Backed up \d+ tables \(\d+ rows\) and [1-9]\d* uploads from the running shop \(pglite\) to .*running\.tar\.gz .*read back and checked\.\n$/,
    );
    const file = path.join(workDir, 'running.tar.gz');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(workDir)).toEqual(['running.tar.gz']);

    const target = await createTestDatabase('postgres', { seedDemoData: false });
    try {
      const uploads = path.join(target.dataDir, 'uploads');
      const restored = await restoreBackup({
        database: target.database,
        archive: file,
        storage: createLocalStorage(uploads),
      });
      expect(restored.uploads).toBeGreaterThan(0);
      expect(fs.readdirSync(path.join(uploads, 'product')).sort()).toEqual(
        fs.readdirSync(path.join(shop.testDb.dataDir, 'uploads', 'product')).sort(),
      );
      expect((await digestShop(target.database)).sort(byName)).toEqual(
        (await digestShop(shop.testDb.database)).sort(byName),
      );
    } finally {
      await target.drop();
    }
  });

  it('takes its socket away when it stops', async () => {
    await shop.app.close();
    expect(fs.existsSync(socket)).toBe(false);
    await shop.close();
    isClosed = true;
  });
});

const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : 1);
