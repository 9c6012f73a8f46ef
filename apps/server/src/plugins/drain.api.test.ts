// A real shop process stopped with SIGTERM drains before it exits (issue 33): /api/ready answers 503
// at once in the API's shape, live-update streams end and new ones are refused (a proxy passes the
// browser's retry to another instance), requests are still served for SHUTDOWN_DRAIN_SECONDS, each
// answer closing its connection, and then the process stops cleanly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../test-support/event-stream-client.js';
import { rawHttp } from '../test-support/raw-http.js';
import {
  isUp,
  shopEnvironment,
  startShop,
  waitFor,
  type ShopProcess,
} from '../test-support/server-process.js';

describe('SIGTERM: the drain before the stop', () => {
  let shop: ShopProcess;
  let base = '';
  let port = 0;
  let cleanup: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const environment = await shopEnvironment('pglite');
    ({ base, cleanup } = environment);
    port = Number(environment.env.PORT);
    // Long enough for every check below, however busy the machine; the test ends it with a second signal.
    shop = startShop({ ...environment.env, SHUTDOWN_DRAIN_SECONDS: '120', LOG_LEVEL: 'info' });
    await waitFor(isUp(base), 90_000);
  }, 120_000);
  afterAll(async () => {
    await shop?.stop('SIGKILL');
    await cleanup();
  });

  it('is not ready at once, ends and refuses event streams, serves the rest, then stops', async () => {
    const stream = await openEventStream(`${base}/api/events`);
    // Read for a few seconds: a kept-alive connection stays open after its answer.
    const [before] = await rawHttp(port, 'GET /api/products?limit=1 HTTP/1.1\r\nHost: shop\r\n\r\n', 3_000);
    expect(before?.headers.connection).toBe('keep-alive');

    shop.child.kill('SIGTERM');
    await expect.poll(() => stream.ended, { timeout: 10_000 }).toBe(true);

    const ready = await fetch(`${base}/api/ready`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('5');
    expect(ready.headers.get('x-request-id')).toBeTruthy();
    expect(await ready.json()).toEqual({
      error: { code: 'UNAVAILABLE', message: 'This server is stopping; the others take its shoppers.' },
    });
    expect((await fetch(`${base}/api/health`)).status).toBe(200);

    const events = await fetch(`${base}/api/events`);
    expect(events.status).toBe(503);
    expect(events.headers.get('retry-after')).toBe('1');
    expect(((await events.json()) as { error: { code: string } }).error.code).toBe('UNAVAILABLE');

    const [during] = await rawHttp(port, 'GET /api/products?limit=1 HTTP/1.1\r\nHost: shop\r\n\r\n');
    expect(during?.status).toBe(200);
    expect(during?.headers.connection).toBe('close');
    expect(shop.child.exitCode).toBeNull();

    // A second signal ends the drain; the process finishes and exits cleanly.
    shop.child.kill('SIGTERM');
    expect(await shop.exited).toBe(0);
    expect(shop.output()).toContain('serving for 120 s while the load balancer moves away');
    expect(shop.output()).toContain('"msg":"stopped"');
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  });
});
