// /metrics through the real app on both backends: closed without METRICS_TOKEN (404), refused
// without the right bearer token (401), and with it Prometheus's text: request latency by route
// pattern (never by id), orders, payments and refunds as they happen, the catalogue cache's hits,
// the queues, the live-update streams, the catalogue index and the process's own metrics.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse } from '@eshop/shared';
import { products } from '../../db/schema/index.js';
import { createClient, type Client } from '../../test-support/auth-client.js';
import { buy, firstProducts, payWithTestCard, startPayment } from '../../test-support/checkout.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { signedInAdmin } from '../../test-support/signed-in.js';
import { BACKENDS } from '../../test-support/test-database.js';

const TOKEN = 'metrics-token-0123456789abcdef';
const DECLINED_CARD = { cardNumber: '4000 0000 0000 0002', expiry: '12 / 34', cvc: '123' };

/** A sample's value in Prometheus's text format, by its name and labels as written; undefined if absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 404, bearer token or not', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorResponse>().error.code).toBe('NOT_FOUND');
    }
  });
});

describe.each(BACKENDS)('metrics on %s', (backend) => {
  let t: TestApp;
  let admin: Client;
  let shopper: Client;
  let productId: string;

  beforeAll(async () => {
    t = await createTestApp(backend, {
      METRICS_TOKEN: TOKEN,
      RATE_LIMIT_ENABLED: 'false',
      PAYMENT_SWEEP_SECONDS: '0',
    });
    admin = await signedInAdmin(t);
    shopper = createClient(t.app);
    await shopper.signUp('measured@example.com', 'shopper password 1');
    await shopper.signIn('measured@example.com', 'shopper password 1');
    productId = (await firstProducts(t.app, 1))[0]!.id;
    await t.testDb.database.db.update(products).set({ stock: 100 }).where(eq(products.id, productId));
  });
  afterAll(async () => {
    await t?.close();
  });

  const scrape = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    return response.body;
  };

  it('refuses a missing or wrong bearer token with 401 in the API shape', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong-token',
      TOKEN,
      `Basic ${TOKEN}`,
      `Bearer ${TOKEN}x`,
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.json<ErrorResponse>().error.code).toBe('UNAUTHORIZED');
    }
  });

  it("times requests by their route's pattern, so ids never become series of their own", async () => {
    await t.app.inject({ method: 'GET', url: `/api/products/${productId}` });
    await t.app.inject({ method: 'GET', url: `/api/products/${randomUUID()}` });
    const text = await scrape();
    const byPattern = 'http_request_duration_seconds_count{method="GET",route="/api/products/:id"';
    expect(sample(text, `${byPattern},status_class="2xx"}`)).toBeGreaterThanOrEqual(1);
    expect(sample(text, `${byPattern},status_class="4xx"}`)).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(productId);
  });

  it('counts orders, payments by outcome and refunds with their cents', async () => {
    const before = await scrape();
    const declined = await payWithTestCard(
      shopper,
      (await startPayment(shopper, [{ id: productId, cartQuantity: 1 }])).json(),
      DECLINED_CARD,
    );
    expect(declined.statusCode).toBe(402);
    const { orderId } = await buy(shopper, [{ id: productId, cartQuantity: 1 }]);
    const refunded = await admin.request('POST', `/api/admin/orders/${orderId}/refunds`, {
      amountCents: 100,
      idempotencyKey: `k-${randomUUID()}`,
    });
    expect(refunded.statusCode).toBe(200);

    const after = await scrape();
    const grew = (series: string) => (sample(after, series) ?? 0) - (sample(before, series) ?? 0);
    expect(grew('shop_orders_placed_total')).toBe(1);
    expect(grew('shop_payments_total{outcome="declined"}')).toBe(1);
    expect(grew('shop_payments_total{outcome="captured"}')).toBe(1);
    expect(grew('shop_refunds_total{outcome="succeeded"}')).toBe(1);
    expect(grew('shop_refunded_cents_total')).toBe(100);
  });

  it("reports the catalogue cache's hits, the queues, the streams, the index and the process", async () => {
    const url = `/api/products?search=${randomUUID().slice(0, 8)}`;
    await t.app.inject({ method: 'GET', url });
    await t.app.inject({ method: 'GET', url });
    const text = await scrape();
    expect(sample(text, 'shop_catalog_cache_lookups_total{result="hit"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'shop_catalog_cache_lookups_total{result="miss"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'shop_admission_waiting{queue="writes"}')).toBe(0);
    expect(sample(text, 'shop_admission_running{queue="catalog_reads"}')).toBe(0);
    expect(sample(text, 'shop_event_streams_open')).toBe(0);
    expect(sample(text, 'shop_event_streams_max')).toBe(2000);
    expect(sample(text, 'shop_catalog_index_ready')).toBe(1);
    expect(sample(text, 'shop_catalog_index_products')).toBeGreaterThan(0);
    expect(sample(text, 'shop_catalog_index_last_build_seconds')).toBeGreaterThan(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
  });

  it("reports PostgreSQL's connection pool, and nothing of the kind on the embedded database", async () => {
    const text = await scrape();
    if (backend === 'pglite') {
      expect(text).not.toContain('shop_db_pool');
      return;
    }
    expect(sample(text, 'shop_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'shop_db_pool_connections{state="in_use"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'shop_db_pool_waiting')).toBe(0);
    expect(sample(text, 'shop_db_pool_lost_connections_total')).toBe(0);
    expect(sample(text, 'shop_db_pool_acquired_total')).toBeGreaterThan(10);
    expect(sample(text, 'shop_db_pool_acquire_seconds_total')).toBeGreaterThan(0);
  });

  it('serves every series the ready-made Grafana dashboard (deploy/grafana-dashboard.json) draws', async () => {
    if (backend === 'pglite') return; // the pool's series are PostgreSQL's; the rest are checked there too
    const dashboard = fs.readFileSync(
      fileURLToPath(new URL('../../../../../deploy/grafana-dashboard.json', import.meta.url)),
      'utf8',
    );
    const named = new Set(
      [...dashboard.matchAll(/\b(shop_[a-z_]+|http_[a-z_]+|nodejs_[a-z0-9_]+|process_[a-z_]+)\{/g)].map(
        ([, name]) => name!,
      ),
    );
    expect(named.size).toBeGreaterThan(15);
    const text = await scrape();
    // Registered series (a labelled counter has no sample before its first count), and each
    // histogram's _bucket, _sum and _count.
    const served = new Set([...text.matchAll(/^(?:# TYPE )?([a-z_0-9]+)[{ ]/gm)].map(([, name]) => name!));
    expect([...named].filter((name) => !served.has(name))).toEqual([]);
  });
});
