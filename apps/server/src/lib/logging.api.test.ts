// The running shop's log: under a signed-in shopper whose database fails, every line JSON, the failure
// logged, the session token nowhere in it; at trace level, with every request logged, a reset link's
// token nowhere in it either (issue 19).
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { loadEnv } from '../config/env.js';
import { createClient } from '../test-support/auth-client.js';
import { findResetLink } from '../test-support/outbox.js';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { BACKENDS } from '../test-support/test-database.js';

/** The app writing its log into a string, at `level`, serving a stand-in web build. */
async function startLoggedApp(testDb: TestDatabase, level: 'info' | 'debug' | 'trace') {
  let log = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log += chunk.toString();
      done();
    },
  });
  const webDist = path.join(testDb.dataDir, 'web');
  fs.mkdirSync(webDist, { recursive: true });
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>__SHOP_NAME__</title>');
  const config = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: testDb.dataDir,
    LOG_LEVEL: level,
    RATE_LIMIT_ENABLED: 'false',
    PAYMENT_SWEEP_SECONDS: '0',
    WEB_DIST_DIR: webDist,
  });
  const app = await buildApp({ config, database: testDb.database, logStream: stream });
  return { app, log: () => log };
}

describe.each(BACKENDS)('the log on %s', (backend) => {
  it('records a failed query under a session without the session token', async () => {
    const testDb = await createTestDatabase(backend);
    const { app, log } = await startLoggedApp(testDb, 'debug');
    try {
      const shopper = createClient(app);
      await shopper.signUp('logged@example.com', 'logged password 1');
      expect((await shopper.signIn('logged@example.com', 'logged password 1')).statusCode).toBe(200);
      const token = decodeURIComponent(shopper.cookie.split('=')[1] ?? '').split('.')[0] ?? '';
      expect(token.length).toBeGreaterThan(10);

      await testDb.database.close(); // every query fails from now on
      const failed = await shopper.request('GET', '/api/cart');
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({
        error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
      });

      const lines = log().split('\n').filter(Boolean);
      const entries = lines.map((line) => JSON.parse(line) as { level: number; msg?: string });
      expect(entries.some((entry) => entry.level >= 50)).toBe(true); // the failure is in the log...
      expect(log()).not.toContain(token); // ...but not the token
      expect(log()).not.toContain('logged password 1');
    } finally {
      await app.close();
      await testDb.drop().catch(() => {});
    }
  });

  it('at trace level logs every step of a password reset without its token', async () => {
    const testDb = await createTestDatabase(backend);
    const { app, log } = await startLoggedApp(testDb, 'trace');
    try {
      const shopper = createClient(app);
      await shopper.signUp('traced@example.com', 'traced password 1');
      await shopper.request('POST', '/api/auth/request-password-reset', { email: 'traced@example.com' });
      const link = await vi.waitFor(() => {
        const found = findResetLink(testDb.dataDir, 'traced@example.com');
        if (!found) throw new Error('no reset e-mail yet');
        return found;
      });
      const token = link.searchParams.get('token') ?? '';
      expect(token.length).toBeGreaterThan(10);

      // The e-mailed link (the page), Better Auth's own link form (not routed here), the token in
      // the query of the API call that uses it, and a Google callback's code and state.
      expect((await shopper.request('GET', `${link.pathname}${link.search}`)).statusCode).toBe(200);
      await shopper.request('GET', `/api/auth/reset-password/${token}?callbackURL=%2Freset-password`);
      await shopper.request('GET', `/api/auth/callback/google?code=${token}-code&state=${token}-state`);
      const used = await shopper.request('POST', `/api/auth/reset-password?token=${token}`, {
        newPassword: 'traced password 2',
      });
      expect(used.statusCode).toBe(200);

      const text = log();
      // Every request is in the log, with what the token hid...
      expect(text).toContain('"url":"/reset-password?token=[redacted]"');
      expect(text).toContain('"url":"/api/auth/reset-password/[redacted]?callbackURL=%2Freset-password"');
      expect(text).toContain('"url":"/api/auth/callback/google?code=[redacted]&state=[redacted]"');
      expect(text).toContain('"url":"/api/auth/reset-password?token=[redacted]"');
      // ...and the token nowhere, whole or in part.
      expect(text).not.toContain(token);
      expect(text).not.toContain(token.slice(0, 12));
      expect(text).not.toContain('traced password');
    } finally {
      await app.close();
      await testDb.drop().catch(() => {});
    }
  });

  it('writes one access line per request at the default level, a bad request as info', async () => {
    const testDb = await createTestDatabase(backend);
    const { app, log } = await startLoggedApp(testDb, 'info');
    try {
      const product = await app.inject({ method: 'GET', url: '/api/products?limit=1&search=secret-term' });
      expect(product.statusCode).toBe(200);
      const bad = await app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'x-forwarded-for': '203.0.113.9' },
        payload: { nonsense: true },
      });
      expect(bad.statusCode).toBeGreaterThanOrEqual(400);
      expect(bad.statusCode).toBeLessThan(500);

      type Line = { level: number; msg: string; reqId: string; [field: string]: unknown };
      const lines = log()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Line);
      const access = lines.filter((line) => line.msg === 'request');
      expect(access).toHaveLength(2);
      expect(access[0]).toMatchObject({
        level: 30,
        reqId: product.headers['x-request-id'],
        method: 'GET',
        route: '/api/products',
        status: 200,
        ip: '127.0.0.1',
      });
      expect(access[0]!.ms).toEqual(expect.any(Number));
      expect(access[0]!.bytes).toBe(Number(product.headers['content-length']));
      expect(access[1]).toMatchObject({
        level: 30,
        method: 'POST',
        route: '/api/contact',
        status: bad.statusCode,
      });
      // The URL is not logged (search terms, ids), and nothing about the bad request is an error.
      expect(log()).not.toContain('secret-term');
      expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    } finally {
      await app.close();
      await testDb.drop();
    }
  });
});
