// DATA_DIR as a real server leaves it: owner-only (files 0600, folders 0700), including what an
// older version left readable; and a second server on the same folder refuses in one line.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { browser, isUp, shopEnvironment, startShop, waitFor } from '../test-support/server-process.js';
import { BACKENDS } from '../test-support/test-database.js';

/** Every file and folder below `dir` whose mode lets anyone but the owner in. */
function readableByOthers(dir: string): string[] {
  const found: string[] = [];
  const walk = (target: string) => {
    const stats = fs.lstatSync(target);
    const mode = stats.mode & 0o777;
    if (mode !== (stats.isDirectory() ? 0o700 : 0o600))
      found.push(`${path.relative(dir, target)} ${mode.toString(8)}`);
    if (stats.isDirectory()) for (const entry of fs.readdirSync(target)) walk(path.join(target, entry));
  };
  walk(dir);
  return found;
}

describe.each(BACKENDS)('DATA_DIR on %s', (backend) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('is owner-only after a start, old files tightened and new ones (database, outbox) private', async () => {
    const shop = await shopEnvironment(backend);
    cleanups.push(shop.cleanup);
    // What an older version left: a world-readable outbox message and open folders.
    fs.mkdirSync(path.join(shop.dataDir, 'outbox'), { mode: 0o755 });
    fs.writeFileSync(path.join(shop.dataDir, 'outbox', 'old.eml'), 'reset link', { mode: 0o644 });
    fs.chmodSync(path.join(shop.dataDir, 'outbox', 'old.eml'), 0o644);
    fs.chmodSync(shop.dataDir, 0o755);
    expect(readableByOthers(shop.dataDir).length).toBeGreaterThan(0);

    const server = startShop(shop.env);
    cleanups.push(() => server.stop());
    await waitFor(isUp(shop.base));
    const call = browser(shop.base);
    const account = { email: 'private@example.com', password: 'private password 1' };
    await call('POST', '/api/auth/sign-up/email', { ...account, name: '' });
    expect((await call('POST', '/api/auth/sign-in/email', account)).status).toBe(200);
    await call('POST', '/api/auth/request-password-reset', { email: account.email, redirectTo: '/' });
    const outbox = path.join(shop.dataDir, 'outbox');
    await waitFor(async () => (fs.readdirSync(outbox).length > 1 ? true : undefined));
    await server.stop();

    expect(readableByOthers(shop.dataDir)).toEqual([]);
  });
});

// Only the embedded database locks DATA_DIR (PostgreSQL is shared by design).
describe('DATA_DIR of the embedded database', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('a second server on the same folder refuses with one clear line', async () => {
    const shop = await shopEnvironment('pglite');
    cleanups.push(shop.cleanup);
    const first = startShop(shop.env);
    cleanups.push(() => first.stop());
    await waitFor(isUp(shop.base));

    const second = startShop({ ...shop.env, PORT: '0' });
    expect(await second.exited).toBe(1);
    const lines = second.output().trim().split('\n');
    expect(lines).toEqual([
      `eShop could not start: The data folder ${shop.dataDir} is already in use by process ${first.child.pid}. Stop it, or set DATA_DIR to another folder.`,
    ]);
  });
});
