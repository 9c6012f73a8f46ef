// The shop's own rate limits (@fastify/rate-limit) with several instances: on PostgreSQL two app
// instances on one database count against one limit, in a table that holds a digest of each key
// (never a session token) and whose expired windows are swept; on PGlite (one instance) the counts
// stay in memory.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse } from '@eshop/shared';
import { buildApp, type App } from '../app.js';
import { loadEnv } from '../config/env.js';
import { openDatabase, type Database } from '../db/client.js';
import { rateLimitHits } from '../db/schema/index.js';
import { CONTACT_RATE_LIMIT } from '../modules/contact/routes.js';
import { createClient } from '../test-support/auth-client.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { createSharedRateLimitStore } from './shared-rate-limit-store.js';

const MESSAGE = {
  user_name: 'Grace Hopper',
  user_email: 'grace@example.com',
  subject: 'Where is my parcel?',
  message: 'It left on Monday.',
};
const SHOP = { SHOP_EMAIL: 'hello@shop.example', RATE_LIMIT_ENABLED: 'true' };

const contact = (app: App, remoteAddress: string) =>
  createClient(app).request('POST', '/api/contact', MESSAGE, { remoteAddress });

describe('rate limits shared by two instances on one PostgreSQL database', () => {
  let t: TestApp;
  let otherDatabase: Database;
  let other: App;

  beforeAll(async () => {
    t = await createTestApp('postgres', SHOP);
    otherDatabase = await openDatabase({ databaseUrl: t.testDb.url, poolSize: 4 });
    const config = loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: t.testDb.dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: `${t.testDb.dataDir}/no-web-build`,
      PAYMENT_SWEEP_SECONDS: '0',
      ...SHOP,
    });
    other = await buildApp({ config, database: otherDatabase, logger: false });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await otherDatabase?.close();
    await t?.close();
  });

  it('refuses a client past the limit on either instance, however its requests were spread', async () => {
    const half = Math.ceil(CONTACT_RATE_LIMIT.max / 2);
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i += 1) {
      const response = await contact(i < half ? t.app : other, '10.0.0.7');
      expect(response.statusCode).toBe(200);
    }
    for (const app of [t.app, other]) {
      const refused = await contact(app, '10.0.0.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.json<ErrorResponse>().error.code).toBe('RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another client has its own count.
    expect((await contact(other, '10.0.0.8')).statusCode).toBe(200);
  });

  it('keeps one row per route and client, named by a digest of the key', async () => {
    const rows = await t.testDb.database.db.select().from(rateLimitHits);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) {
      expect(row.key).toMatch(/^POST \/api\/contact\|[\w-]{43}$/);
      expect(row.key).not.toContain('10.0.0.');
    }
  });

  it('starts a new window when the old one has ended, and sweeps ended windows away', async () => {
    const shared = createSharedRateLimitStore(t.testDb.database.db, t.app.log);
    shared.stop();
    const store = new shared.Store({}).child({ routeInfo: { method: 'GET', url: '/test' } });
    const hit = (windowMs: number) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr(
          'session-token-abc',
          (error, result) => (error ? reject(error) : resolve(result!)),
          windowMs,
          3,
        ),
      );
    expect(await hit(300)).toMatchObject({ current: 1 });
    const second = await hit(300);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(300);
    // The window ends: the database's clock is the store's, so its end is moved to a moment ago
    // rather than waited for on the wall clock.
    const ended = await t.testDb.database.db
      .update(rateLimitHits)
      .set({ windowEndsAt: sql`now() - interval '1 millisecond'` })
      .where(sql`${rateLimitHits.key} like 'GET /test|%'`)
      .returning({ key: rateLimitHits.key });
    expect(ended).toHaveLength(1);
    expect(await hit(60_000)).toMatchObject({ current: 1 });

    const expired = 'GET /old|expired';
    await t.testDb.database.db.insert(rateLimitHits).values({
      key: expired,
      hits: 9,
      windowEndsAt: new Date(Date.now() - 1_000),
    });
    await shared.sweepExpired();
    const left = await t.testDb.database.db
      .select({ key: rateLimitHits.key })
      .from(rateLimitHits)
      .where(sql`${rateLimitHits.key} = ${expired}`);
    expect(left).toEqual([]);
  });
});

describe('rate limits on PGlite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', SHOP);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts in memory (one instance), still refusing a client past the limit', async () => {
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i += 1) {
      expect((await contact(t.app, '10.0.0.9')).statusCode).toBe(200);
    }
    expect((await contact(t.app, '10.0.0.9')).statusCode).toBe(429);
    expect(await t.testDb.database.db.select().from(rateLimitHits)).toEqual([]);
  });
});
