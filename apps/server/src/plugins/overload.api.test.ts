// Overload through the real app, over real sockets: a crowd of uncached searches is answered, or
// turned away at once with 503 + Retry-After in the API's shape once searches have waited too long
// for their turn (both backends); while the event loop is behind (@fastify/under-pressure, with its
// limit set very low here) requests are shed the same way, /api/health and the metrics never, and
// /api/ready says not ready. Each time the next request after the crowd is served. No timing is
// asserted beyond that.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ErrorResponse } from '@eshop/shared';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { BACKENDS } from '../test-support/test-database.js';

const TERMS = ['phone', 'shirt', 'watch', 'lamp', 'shoe', 'bag', 'oil', 'cream', 'table', 'ring'];
const RETRY_AFTER = '2';
type Answer = { status: number; retryAfter: string | undefined; body: string };

/** A varied, uncached listing: a term, a page and a price cap that change from one request to the next. */
const searchPath = (n: number) =>
  `/api/products?search=${TERMS[n % TERMS.length]}&page=${1 + (n % 3)}&maxPriceCents=${100_000 + n}`;

function get(agent: http.Agent, port: number, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          retryAfter: response.headers['retry-after'],
          body,
        }),
      );
    });
    request.on('error', reject);
  });
}

/**
 * `clients` connections each sending `each` searches one after another, as load generators do;
 * rounds of them until some were served and some turned away (at most `maxRounds`).
 */
async function crowd(port: number, clients: number, each: number, maxRounds = 10): Promise<Answer[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const answers: Answer[] = [];
  try {
    for (let round = 0; round < maxRounds; round += 1) {
      await Promise.all(
        Array.from({ length: clients }, async (_, client) => {
          for (let i = 0; i < each; i += 1) {
            answers.push(await get(agent, port, searchPath(round * 10_000 + client * each + i)));
          }
        }),
      );
      const statuses = new Set(answers.map((answer) => answer.status));
      if (statuses.has(200) && statuses.has(503)) break;
    }
  } finally {
    agent.destroy();
  }
  return answers;
}

function expectServedOrShed(answers: Answer[]) {
  const shed = answers.filter((answer) => answer.status === 503);
  expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(0);
  expect(shed.length).toBeGreaterThan(0);
  expect(answers.filter((answer) => answer.status !== 200 && answer.status !== 503)).toEqual([]);
  for (const answer of shed) {
    expect(answer.retryAfter).toBe(RETRY_AFTER);
    expect((JSON.parse(answer.body) as ErrorResponse).error.code).toBe('UNAVAILABLE');
  }
}

/**
 * Once the crowd has gone the shop serves again. NOTE: asked a few times, not once: with 20 ms of
 * allowed wait, a lone search that a busy test machine keeps from its turn for longer is still (and
 * rightly) refused; a shop stuck in refusing would refuse every one.
 */
async function expectServedAgain(port: number, n: number) {
  const agent = new http.Agent();
  try {
    await vi.waitFor(async () => expect((await get(agent, port, searchPath(n))).status).toBe(200), {
      timeout: 5_000,
      interval: 100,
    });
  } finally {
    agent.destroy();
  }
}

const listen = async (t: TestApp) => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as AddressInfo).port;
};

describe.each(BACKENDS)('a crowd of uncached searches on %s', (backend) => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    // Every listing a database query (no read cache, no index), and searches turned away once the
    // oldest waiting one has waited 20 ms: the crowd outpaces the database at once.
    t = await createTestApp(backend, {
      CATALOG_CACHE_ENTRIES: '0',
      CATALOG_INDEX: 'false',
      CATALOG_READ_MAX_WAIT_MS: '20',
    });
    port = await listen(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is served or turned away at once with Retry-After, and the next search is served', async () => {
    expectServedOrShed(await crowd(port, 100, 5));
    expect(t.app.catalogReads.counters()).toMatchObject({ running: 0, waiting: 0 });
    expect(t.app.catalogReads.counters().refused).toBeGreaterThan(0);
    await expectServedAgain(port, 999_999);
  });
});

describe('an event loop that falls behind', () => {
  let t: TestApp;
  let port: number;
  const TOKEN = 'metrics-token-0123456789abcdef';
  /** A built web app of one page and one script, as the browser asks for it after the page. */
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'eshop-overload-web-'));
  const SCRIPT = '/assets/app-test123.js';
  beforeAll(async () => {
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>eShop</title>');
    fs.writeFileSync(path.join(webDist, SCRIPT), 'document.documentElement.dataset.appReady = "true";');
    // 1 ms of mean delay already counts as an overload.
    t = await createTestApp('pglite', {
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '1',
      CATALOG_CACHE_ENTRIES: '0',
      CATALOG_READ_MAX_WAIT_MS: '60000',
      METRICS_TOKEN: TOKEN,
      WEB_DIST_DIR: webDist,
    });
    port = await listen(t);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });
  afterEach(async () => {
    // Let the loop come round and under-pressure take a calm sample.
    await vi.waitFor(() => expect(t.app.isUnderPressure()).toBe(false), { timeout: 5_000 });
  });

  // The busy loops below are not waits: they are the load under test. The event loop's delay is
  // measured by the process itself (perf_hooks, no fake clock reaches it), so it must really be kept
  // busy for it to fall behind.
  const stall = (ms: number) => {
    const until = performance.now() + ms;
    while (performance.now() < until);
  };
  /** Busy turns of 30 ms, one after another, for `ms`: the loop's mean delay grows past the limit. */
  const keepBusy = async (ms: number) => {
    const until = performance.now() + ms;
    while (performance.now() < until) {
      stall(30);
      await new Promise((resolve) => setImmediate(resolve));
    }
  };

  it("sheds requests taken up while it is behind, never /api/health, the metrics or the app's code, and /api/ready says so", async () => {
    await keepBusy(1_500);
    await vi.waitFor(() => expect(t.app.isUnderPressure()).toBe(true), { interval: 5, timeout: 3_000 });
    // Requests read while the loop is still busy: each has waited behind that work.
    stall(200);
    const [products, health, ready, metrics, script] = await Promise.all([
      t.app.inject({ method: 'GET', url: searchPath(1) }),
      t.app.inject({ method: 'GET', url: '/api/health' }),
      t.app.inject({ method: 'GET', url: '/api/ready' }),
      t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } }),
      t.app.inject({ method: 'GET', url: SCRIPT }),
    ]);
    expect(products.statusCode).toBe(503);
    expect(products.headers['retry-after']).toBe(RETRY_AFTER);
    expect(products.json<ErrorResponse>().error.code).toBe('UNAVAILABLE');
    expect(ready.statusCode).toBe(503);
    expect(health.statusCode).toBe(200);
    expect(metrics.statusCode).toBe(200);
    // The page a shopper already has comes alive: its code is sent even now.
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('appReady');
    expect(metrics.body).toMatch(/^shop_requests_shed_total\{reason="event_loop_delay"\} [1-9]/m);
    // Once the loop has come round to its timers (one turn, not a wait of any length: a timer due at
    // once runs after every timer already overdue), the next request is served, overload or not.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await t.app.inject({ method: 'GET', url: searchPath(2) })).statusCode).toBe(200);
  });

  it('under a crowd, serves some and turns the rest away with Retry-After, then serves the next', async () => {
    // Each request costs the loop 3 ms of work (as a drawn page does), whatever this machine's speed:
    // a crowd of them puts the loop behind, which answering from the index alone may not on a fast one.
    const work = () => stall(3);
    t.app.server.on('request', work);
    try {
      expectServedOrShed(await crowd(port, 300, 3));
    } finally {
      t.app.server.off('request', work);
    }
    // Shed by the event loop's watch, not by the searches' queue.
    expect(t.app.catalogReads.counters().refused).toBe(0);
    await expectServedAgain(port, 999_998);
  });
});
