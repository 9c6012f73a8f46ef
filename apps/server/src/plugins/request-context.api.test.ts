// Request ids through the real app on both backends: every answer names its request (X-Request-Id,
// a UUID unless a trusted proxy sent a plain one of its own), and the log lines a request causes
// carry its id, the mailer's and the payment provider's included, even for the order confirmation
// that is sent after the answer has gone.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../app.js';
import { loadEnv } from '../config/env.js';
import { createClient } from '../test-support/auth-client.js';
import { buy, firstProducts } from '../test-support/checkout.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { BACKENDS, createTestDatabase, type TestDatabase } from '../test-support/test-database.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
type LogLine = { reqId?: string; msg?: string; operation?: string };

describe('request ids in answers', () => {
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    direct = await createTestApp('pglite');
    proxied = await createTestApp('pglite', { TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
  });

  const idOf = async (t: TestApp, url: string, headers: Record<string, string> = {}) =>
    (await t.app.inject({ method: 'GET', url, headers })).headers['x-request-id'];

  it('names each request with a new UUID, errors included', async () => {
    const ids = [
      await idOf(direct, '/api/products?limit=1'),
      await idOf(direct, '/api/products?limit=1'),
      await idOf(direct, '/api/no-such-route'),
    ];
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(3);
  });

  it("keeps a trusted proxy's plain id, and only that", async () => {
    const given = { 'x-request-id': 'nginx-5f2b9c0d1e' };
    expect(await idOf(proxied, '/api/health', given)).toBe('nginx-5f2b9c0d1e');
    // A client reaching the shop directly picks no ids; nor does anything odd or long.
    expect(await idOf(direct, '/api/health', given)).toMatch(UUID);
    for (const odd of ['two words', '<script>', 'x'.repeat(65)]) {
      expect(await idOf(proxied, '/api/health', { 'x-request-id': odd })).toMatch(UUID);
    }
  });
});

describe.each(BACKENDS)('request ids in the log on %s', (backend) => {
  let testDb: TestDatabase;
  let app: App;
  let log = '';

  beforeAll(async () => {
    testDb = await createTestDatabase(backend);
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log += chunk.toString();
        done();
      },
    });
    const config = loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: testDb.dataDir,
      LOG_LEVEL: 'info',
      RATE_LIMIT_ENABLED: 'false',
      PAYMENT_SWEEP_SECONDS: '0',
      SHOP_EMAIL: 'hello@shop.example',
      WEB_DIST_DIR: `${testDb.dataDir}/no-web-build`,
    });
    app = await buildApp({ config, database: testDb.database, logStream: stream });
    await app.ready();
    await app.catalogIndexer?.whenReady();
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });

  const lines = () =>
    log
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine);

  it("writes the mailer's line with the id of the request that sent the message", async () => {
    const response = await createClient(app).request('POST', '/api/contact', {
      user_name: 'Grace Hopper',
      user_email: 'grace@example.com',
      subject: 'Where is my parcel?',
      message: 'It left on Monday.',
    });
    expect(response.statusCode).toBe(200);
    const id = response.headers['x-request-id'];
    const mailed = lines().find((line) => line.msg?.startsWith('E-mail to hello@shop.example'));
    expect(mailed?.reqId).toBe(id);
  });

  it("carries the order's request id into the payment provider's lines and the confirmation sent after the answer", async () => {
    const shopper = createClient(app);
    await shopper.signUp('traced@example.com', 'shopper password 1');
    await shopper.signIn('traced@example.com', 'shopper password 1');
    const [product] = await firstProducts(app, 1);
    const seen = log.length;
    await buy(shopper, [{ id: product!.id, cartQuantity: 1 }]);
    const completes = lines().filter((line) => line.msg === 'order placed');
    const id = completes.at(-1)?.reqId;
    expect(id).toMatch(UUID);
    const capture = lines().find((line) => line.operation === 'capture' && line.reqId === id);
    expect(capture?.msg).toBe('payment provider: capture');
    // The confirmation goes out in the background, after the answer.
    await vi.waitFor(() => {
      const confirmation = log
        .slice(seen)
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as LogLine)
        // Not the welcome e-mail the sign-up sent in the background (its own request's id).
        .find((line) => line.msg?.startsWith('E-mail to traced@example.com') && / order /i.test(line.msg));
      expect(confirmation?.reqId).toBe(id);
    });
  });
});
