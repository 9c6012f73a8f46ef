// Live updates over real HTTP on both backends: a shopper hears their own order's status change
// within 2 s and never another shopper's; a visitor hears product changes; a stream that reconnects
// with Last-Event-ID gets what it missed. On PostgreSQL, two server instances on one database: a
// change through one reaches a stream on the other, and the other's cached catalogue follows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderListResponse, Product, ProductListResponse } from '@eshop/shared';
import { buildApp, type App } from '../../app.js';
import { loadEnv } from '../../config/env.js';
import { openDatabase, type Database } from '../../db/client.js';
import { createClient, type Client } from '../../test-support/auth-client.js';
import { buy, firstProducts } from '../../test-support/checkout.js';
import { openEventStream, type EventStreamClient } from '../../test-support/event-stream-client.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { signedInAdmin } from '../../test-support/signed-in.js';
import { BACKENDS } from '../../test-support/test-database.js';
import { MAX_STREAMS_PER_CLIENT } from './admit-stream.js';

async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

describe.each(BACKENDS)('live updates on %s', (backend) => {
  let t: TestApp;
  let baseUrl = '';
  let admin: Client;
  let ada: Client;
  let bob: Client;
  let product: Product;
  const streams: EventStreamClient[] = [];
  const open = async (path: string, options: { cookie?: string; lastEventId?: number } = {}) => {
    const stream = await openEventStream(`${baseUrl}${path}`, options);
    streams.push(stream);
    return stream;
  };
  const signedIn = async (email: string) => {
    const client = createClient(t.app);
    await client.signUp(email, 'events password 1');
    await client.signIn(email, 'events password 1');
    return client;
  };
  const setStatus = (orderId: string, orderStatus: string) =>
    admin.request('PATCH', `/api/admin/orders/${orderId}`, { orderStatus });

  beforeAll(async () => {
    t = await createTestApp(backend, {
      RATE_LIMIT_ENABLED: 'false',
      PAYMENT_SWEEP_SECONDS: '0',
      EVENTS_HEARTBEAT_SECONDS: '0.5',
    });
    baseUrl = await listen(t.app);
    admin = await signedInAdmin(t);
    ada = await signedIn('ada.events@example.com');
    bob = await signedIn('bob.events@example.com');
    [product] = (await firstProducts(t.app, 1)) as [Product];
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await t?.close();
  });

  it("tells a shopper of their own order's status within 2 s, and nobody else", async () => {
    const { orderId } = await buy(ada, [{ id: product.id, cartQuantity: 1 }]);
    const adaStream = await open('/api/events', { cookie: ada.cookie });
    const bobStream = await open('/api/events', { cookie: bob.cookie });
    const visitorStream = await open('/api/events');
    const adminStream = await open('/api/admin/events', { cookie: admin.cookie });

    const started = Date.now();
    expect((await setStatus(orderId, 'Shipped...')).statusCode).toBe(200);
    const heard = await adaStream.waitFor((e) => e.type === 'order.status' && e.data.orderId === orderId);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(heard.data).toEqual({ orderId, orderStatus: 'Shipped...' });
    await adminStream.waitFor((e) => e.type === 'order.status' && e.data.orderId === orderId);

    // A later product change reaches everyone: once it is heard, the order's event would have been too.
    const edited = await admin.request('PUT', `/api/admin/products/${product.id}`, {
      name: product.name,
      priceCents: product.priceCents + 100,
      category: product.category,
      brand: product.brand,
      desc: product.desc,
      imageURL: product.imageURL,
      stock: product.stock,
    });
    expect(edited.statusCode).toBe(200);
    for (const stream of [bobStream, visitorStream]) {
      await stream.waitFor((e) => e.type === 'product.changed' && e.data.productId === product.id);
      expect(stream.events.filter((e) => e.type.startsWith('order.'))).toEqual([]);
    }
  });

  it('tells the admin of a new order', async () => {
    const adminStream = await open('/api/admin/events', { cookie: admin.cookie });
    const { orderId } = await buy(bob, [{ id: product.id, cartQuantity: 1 }]);
    await adminStream.waitFor((e) => e.type === 'order.placed' && e.data.orderId === orderId);
  });

  it('refuses the admin stream to a shopper', async () => {
    const response = await fetch(`${baseUrl}/api/admin/events`, { headers: { cookie: bob.cookie } });
    expect(response.status).toBe(403);
  });

  it('catches a reconnecting stream up from its Last-Event-ID', async () => {
    const { orderId } = await buy(ada, [{ id: product.id, cartQuantity: 1 }]);
    const first = await open('/api/events', { cookie: ada.cookie });
    await setStatus(orderId, 'Processing...');
    const seen = await first.waitFor((e) => e.data.orderId === orderId);
    first.close();

    // While it is away: two changes, then it comes back with the last id it saw.
    await setStatus(orderId, 'Shipped...');
    await setStatus(orderId, 'Delivered');
    const again = await open('/api/events', { cookie: ada.cookie, lastEventId: seen.id });
    await again.waitFor((e) => e.data.orderStatus === 'Delivered');
    const missed = again.events.filter((e) => e.data.orderId === orderId).map((e) => e.data.orderStatus);
    expect(missed).toEqual(['Shipped...', 'Delivered']);
  });

  it("starts a page's first stream after the newest event its data was read with (the config's lastEventId)", async () => {
    const { orderId } = await buy(ada, [{ id: product.id, cartQuantity: 1 }]);
    const { lastEventId } = (await t.app.inject({ method: 'GET', url: '/api/config' })).json<{
      lastEventId: number;
    }>();
    // Between the page's load and its stream opening, a change.
    await setStatus(orderId, 'Processing...');
    const late = await open(`/api/events?for=x&after=${lastEventId}`, { cookie: ada.cookie });
    const heard = await late.waitFor((e) => e.data.orderId === orderId);
    expect(heard.data.orderStatus).toBe('Processing...');
    expect(Number(heard.id)).toBeGreaterThan(lastEventId);
  });

  it('ends a shopper’s stream once their session is gone (signed out)', async () => {
    const carol = await signedIn('carol.events@example.com');
    const { orderId } = await buy(carol, [{ id: product.id, cartQuantity: 1 }]);
    const stream = await open('/api/events', { cookie: carol.cookie });
    const cookie = carol.cookie;
    await carol.signOut();
    await expect.poll(() => stream.ended, { timeout: 3000 }).toBe(true);
    await setStatus(orderId, 'Delivered');
    // A stream opened with the old cookie now carries only what everyone may hear.
    const stale = await open('/api/events', { cookie });
    await setStatus(orderId, 'Processing...');
    await admin.request('PUT', `/api/admin/products/${product.id}`, {
      name: product.name,
      priceCents: product.priceCents,
      category: product.category,
      brand: product.brand,
      desc: product.desc,
      imageURL: product.imageURL,
      stock: product.stock,
    });
    await stale.waitFor((e) => e.type === 'product.changed');
    expect(stale.events.filter((e) => e.type.startsWith('order.'))).toEqual([]);
  });

  it('lets one client address hold a few streams, not a flood', async () => {
    const held = [];
    for (let i = 0; i < MAX_STREAMS_PER_CLIENT + 5; i += 1) {
      const response = await fetch(`${baseUrl}/api/events`);
      if (response.status === 429) break;
      held.push(response);
    }
    expect(held.length).toBeLessThanOrEqual(MAX_STREAMS_PER_CLIENT);
    const refused = await fetch(`${baseUrl}/api/events`);
    expect(refused.status).toBe(429);
    for (const response of held) await response.body?.cancel();
    await expect
      .poll(async () => {
        const again = await fetch(`${baseUrl}/api/events`);
        await again.body?.cancel();
        return again.status;
      })
      .toBe(200);
  });

  describe.runIf(backend === 'postgres')('with a second server instance on the same database', () => {
    let other: App;
    let otherDatabase: Database;
    let otherUrl = '';
    beforeAll(async () => {
      otherDatabase = await openDatabase({ databaseUrl: t.testDb.url, poolSize: 4 });
      const config = loadEnv({
        NODE_ENV: 'test',
        DATA_DIR: t.testDb.dataDir,
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: `${t.testDb.dataDir}/no-web-build`,
        RATE_LIMIT_ENABLED: 'false',
        PAYMENT_SWEEP_SECONDS: '0',
      });
      other = await buildApp({ config, database: otherDatabase, logger: false });
      await other.catalogIndexer?.whenReady();
      otherUrl = await listen(other);
    });
    afterAll(async () => {
      await other?.close();
      await otherDatabase?.close();
    });

    it('delivers a status change made through instance A to a stream on instance B', async () => {
      const { orderId } = await buy(ada, [{ id: product.id, cartQuantity: 1 }]);
      const onB = await openEventStream(`${otherUrl}/api/events`, { cookie: ada.cookie });
      streams.push(onB);
      await setStatus(orderId, 'Shipped...');
      const heard = await onB.waitFor((e) => e.data.orderId === orderId);
      expect(heard.data.orderStatus).toBe('Shipped...');
      // Instance B serves the same answer to the admin's list.
      const list = await fetch(`${otherUrl}/api/admin/orders`, { headers: { cookie: admin.cookie } });
      const body = (await list.json()) as AdminOrderListResponse;
      expect(body.items.find((order) => order.id === orderId)?.orderStatus).toBe('Shipped...');
    });

    it("forgets instance B's cached catalogue when a product is edited through instance A", async () => {
      const url = `${otherUrl}/api/products?search=${encodeURIComponent(product.name)}`;
      const priceOnB = async () =>
        ((await (await fetch(url)).json()) as ProductListResponse).items.find(
          (item) => item.id === product.id,
        )?.priceCents;
      const before = await priceOnB();
      expect(await priceOnB()).toBe(before); // now cached on B
      const current = (
        await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })
      ).json<Product>();
      const edited = await admin.request('PUT', `/api/admin/products/${product.id}`, {
        name: current.name,
        priceCents: current.priceCents + 250,
        category: current.category,
        brand: current.brand,
        desc: current.desc,
        imageURL: current.imageURL,
        stock: current.stock,
      });
      expect(edited.statusCode).toBe(200);
      await expect.poll(priceOnB, { timeout: 2000, interval: 50 }).toBe(current.priceCents + 250);
    });

    it('finds a product on instance B by the name it was given on instance A, and not once it is deleted', async () => {
      const idsOnB = async (term: string) =>
        (
          (await (
            await fetch(`${otherUrl}/api/products?limit=100&search=${encodeURIComponent(term)}`)
          ).json()) as ProductListResponse
        ).items.map((item) => item.id);
      const current = (
        await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })
      ).json<Product>();
      const renamed = await admin.request('PUT', `/api/admin/products/${product.id}`, {
        name: 'Wombat Lantern',
        priceCents: current.priceCents,
        category: current.category,
        brand: current.brand,
        desc: current.desc,
        imageURL: current.imageURL,
        stock: current.stock,
      });
      expect(renamed.statusCode).toBe(200);
      await expect.poll(() => idsOnB('lantern wombat')).toEqual([product.id]);
      expect(await idsOnB(current.name)).not.toContain(product.id);

      const [doomed] = (
        await t.app.inject({ method: 'GET', url: '/api/products?sort=z-a&limit=1' })
      ).json<ProductListResponse>().items;
      expect(await idsOnB(doomed!.name)).toContain(doomed!.id);
      expect((await admin.request('DELETE', `/api/admin/products/${doomed!.id}`)).statusCode).toBe(200);
      await expect.poll(() => idsOnB(doomed!.name)).not.toContain(doomed!.id);
    });
  });
});
