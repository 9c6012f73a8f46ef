// Many writes at once: the ones the database can take in time are served, the rest are answered
// at once with a 503 in the API's shape and Retry-After, and reads are not held up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type Client } from '../test-support/auth-client.js';
import { firstProducts } from '../test-support/checkout.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { BACKENDS } from '../test-support/test-database.js';

describe.each(BACKENDS)('write admission on %s', (backend) => {
  let t: TestApp;
  let shoppers: Client[];
  beforeAll(async () => {
    t = await createTestApp(backend, {
      RATE_LIMIT_ENABLED: 'false',
      WRITE_QUEUE_LIMIT: '0',
      DATABASE_POOL_SIZE: '2',
    });
    shoppers = [];
    for (let i = 0; i < 8; i += 1) {
      const shopper = createClient(t.app);
      await shopper.signUp(`writer-${i}@example.com`, 'writer password 1');
      await shopper.signIn(`writer-${i}@example.com`, 'writer password 1');
      shoppers.push(shopper);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sheds writes beyond what it runs at once, and serves the rest and every read', async () => {
    const [product] = await firstProducts(t.app, 1);
    const writes = shoppers.flatMap((shopper) =>
      [1, 2, 3].map((quantity) =>
        shopper.request('PUT', '/api/cart', { items: [{ productId: product!.id, quantity }] }),
      ),
    );
    const reads = Array.from({ length: 10 }, () => t.app.inject({ method: 'GET', url: '/api/products' }));
    const [written, read] = await Promise.all([Promise.all(writes), Promise.all(reads)]);

    const statuses = written.map((response) => response.statusCode);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
    const shed = written.filter((response) => response.statusCode === 503);
    expect(shed.length).toBeGreaterThan(0);
    for (const response of shed) {
      expect(response.headers['retry-after']).toBe('1');
      expect(response.json()).toEqual({
        error: { code: 'UNAVAILABLE', message: 'The shop is busy. Please try again in a moment.' },
      });
    }
    expect(read.every((response) => response.statusCode === 200)).toBe(true);

    // Once the burst is over, a write goes through again.
    const later = await shoppers[0]!.request('PUT', '/api/cart', {
      items: [{ productId: product!.id, quantity: 5 }],
    });
    expect(later.statusCode).toBe(200);
  });
});
