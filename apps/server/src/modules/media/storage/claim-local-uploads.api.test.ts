// Two shop processes on one PostgreSQL database with their pictures on their own disks: the second
// refuses to start (after waiting out the first's drain), saying what to set; with UPLOADS_SHARED it
// starts; a replacement started while the first drains waits and takes over; so does one after a kill.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SECOND_LOCAL_UPLOADS_INSTANCE } from './claim-local-uploads.js';
import {
  freePort,
  isUp,
  startShop,
  waitFor,
  type ShopProcess,
} from '../../../test-support/server-process.js';
import { createPostgresDatabase } from '../../../test-support/test-database.js';

describe('a second instance with pictures on its own disk', () => {
  let target: Awaited<ReturnType<typeof createPostgresDatabase>>;
  const dirs: string[] = [];
  const shops: ShopProcess[] = [];
  beforeAll(async () => {
    target = await createPostgresDatabase();
  });
  afterAll(async () => {
    await Promise.all(shops.map((shop) => shop.stop('SIGKILL')));
    await target?.drop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Waits until the shop answers; on a timeout, says what it printed. */
  const up = async ({ shop, base }: { shop: ShopProcess; base: string }) =>
    waitFor(isUp(base), 90_000).catch(() => {
      throw new Error(`the shop did not start:\n${shop.output().slice(-2000)}`);
    });

  const start = async (env: Record<string, string> = {}) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eshop-uploads-claim-'));
    dirs.push(dataDir);
    const port = await freePort();
    const shop = startShop({ DATABASE_URL: target.url, DATA_DIR: dataDir, PORT: String(port), ...env });
    shops.push(shop);
    return { shop, base: `http://127.0.0.1:${port}` };
  };

  it('is refused while the first runs, starts with UPLOADS_SHARED, and may take over once the first is gone', async () => {
    const first = await start();
    await up(first);

    const second = await start();
    expect(await second.shop.exited).toBe(1);
    expect(second.shop.output()).toContain(`eShop could not start: ${SECOND_LOCAL_UPLOADS_INSTANCE}`);

    const shared = await start({ UPLOADS_SHARED: 'true' });
    await up(shared);

    // A rolling restart of the one instance: its replacement starts while it drains, and waits for it.
    const replacement = await start();
    await expect
      .poll(() => replacement.shop.output(), { timeout: 30_000 })
      .toContain('waiting for it to stop');
    first.shop.child.kill('SIGTERM');
    await up(replacement);
    expect(await first.shop.exited).toBe(0);

    await replacement.shop.stop('SIGKILL');
    const next = await start();
    await up(next);
    expect(next.shop.child.exitCode).toBeNull();
  }, 240_000);
});
