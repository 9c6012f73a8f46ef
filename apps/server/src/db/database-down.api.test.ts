// PostgreSQL stopped under a running shop: every request that needs it, writes included, answers 503
// in the API's shape with Retry-After (not a 500), /api/ready says not ready at once, and when the
// database is back the same shop serves again without a restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductListResponse } from '@eshop/shared';
import { buildApp, type App } from '../app.js';
import { loadEnv } from '../config/env.js';
import { openDatabase, type Database } from './client.js';
import { prepareDatabase } from './prepare.js';
import { createClient, type Client } from '../test-support/auth-client.js';
import { createOwnPostgres, type OwnPostgres } from '../test-support/own-postgres.js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PASSWORD = 'database down 1';

describe('PostgreSQL stopped and started under a running shop', () => {
  let postgres: OwnPostgres;
  let database: Database;
  let app: App;
  let shopper: Client;
  let productId = '';
  let dataDir = '';
  beforeAll(async () => {
    postgres = await createOwnPostgres();
    database = await openDatabase({ databaseUrl: postgres.url, poolSize: 4, connectTimeoutMs: 1_000 });
    await prepareDatabase(database, { seedDemoData: true });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eshop-db-down-'));
    const config = loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: `${dataDir}/no-web-build`,
      DATABASE_URL: postgres.url,
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
      RATE_LIMIT_ENABLED: 'false',
      PAYMENT_SWEEP_SECONDS: '0',
    });
    app = await buildApp({ config, database, logger: false });
    await app.ready();
    shopper = createClient(app);
    await shopper.signUp('down@example.com', PASSWORD);
    await shopper.signIn('down@example.com', PASSWORD);
    productId = (
      await app.inject({ method: 'GET', url: '/api/products?limit=1' })
    ).json<ProductListResponse>().items[0]!.id;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => undefined);
    postgres?.remove();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const expectUnavailable = (response: Awaited<ReturnType<Client['request']>>, what: string) => {
    expect(response.statusCode, what).toBe(503);
    expect(response.headers['retry-after'], what).toBe('5');
    expect(response.json(), what).toEqual({
      error: {
        code: 'UNAVAILABLE',
        message: 'The shop cannot reach its database. Please try again in a moment.',
      },
    });
  };

  it('answers 503 with Retry-After while it is down, and serves again once it is back', async () => {
    const cart = { items: [{ productId, quantity: 1 }] };
    expect((await shopper.request('PUT', '/api/cart', cart)).statusCode).toBe(200);

    postgres.stop();
    const startedAt = Date.now();
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(Date.now() - startedAt).toBeLessThan(1_000);

    expectUnavailable(await shopper.request('PUT', '/api/cart', cart), 'cart write');
    expectUnavailable(await shopper.request('GET', '/api/cart'), 'cart read');
    expectUnavailable(await createClient(app).signIn('down@example.com', PASSWORD), 'sign-in');
    expectUnavailable(await createClient(app).signUp('new@example.com', PASSWORD), 'sign-up');
    expectUnavailable(await shopper.request('GET', '/api/orders'), 'order history');
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    postgres.start();
    await expect
      .poll(async () => (await app.inject({ method: 'GET', url: '/api/ready' })).statusCode, {
        timeout: 10_000,
      })
      .toBe(200);
    expect((await shopper.request('PUT', '/api/cart', cart)).statusCode).toBe(200);
    expect((await createClient(app).signIn('down@example.com', PASSWORD)).statusCode).toBe(200);
  });
});
