// A database that does not answer must not hang the shop: start fails in one line within the
// connect timeout, a statement past its limit is cancelled, and a request stuck behind a lock gets
// a 503 in the API's shape.
import net from 'node:net';
import pg from 'pg';
import type { ProductListResponse } from '@eshop/shared';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { shopEnvironment, startShop } from '../test-support/server-process.js';
import { createTestApp } from '../test-support/test-app.js';
import { createPostgresDatabase } from '../test-support/test-database.js';

describe('a database that does not answer', () => {
  const cleanups: (() => Promise<unknown> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('fails the start with one clear line within DATABASE_CONNECT_TIMEOUT_MS', async () => {
    // Accepts TCP connections and never says a word.
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => {
      sockets.forEach((socket) => socket.destroy());
      silent.close();
    });
    const { port } = silent.address() as net.AddressInfo;
    const shop = await shopEnvironment('pglite');
    cleanups.push(shop.cleanup);

    const startedAt = Date.now();
    const server = startShop({
      ...shop.env,
      DATABASE_URL: `postgres://shop:secret-password@127.0.0.1:${port}/eshop`,
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
    });
    cleanups.push(() => server.stop('SIGKILL'));
    expect(await server.exited).toBe(1);
    expect(Date.now() - startedAt).toBeLessThan(20_000);
    expect(server.output().trim().split('\n')).toEqual([
      `eShop could not start: PostgreSQL at 127.0.0.1:${port}/eshop did not answer within 1000 ms (DATABASE_CONNECT_TIMEOUT_MS).`,
    ]);
  });

  it('cancels a statement that runs past DATABASE_STATEMENT_TIMEOUT_MS', async () => {
    const target = await createPostgresDatabase();
    cleanups.push(target.drop);
    const database = await openDatabase({ databaseUrl: target.url, statementTimeoutMs: 200 });
    cleanups.push(() => database.close());
    // 57014: query_canceled, "canceling statement due to statement timeout".
    await expect(database.db.execute(sql`select pg_sleep(2)`)).rejects.toMatchObject({
      cause: { code: '57014' },
    });
    await expect(database.db.execute(sql`select 1`)).resolves.toBeDefined();
  });
});

describe('a request stuck behind the database', () => {
  it('is answered 503 in the shape after REQUEST_TIMEOUT_MS, and the shop goes on', async () => {
    // Without the catalogue index and the read cache, every product read goes to the database.
    const t = await createTestApp('postgres', {
      REQUEST_TIMEOUT_MS: '500',
      CATALOG_INDEX: 'false',
      CATALOG_CACHE_ENTRIES: '0',
    });
    // Another session holds the products table: reads of it wait.
    const [product] = (
      await t.app.inject({ method: 'GET', url: '/api/products?limit=1' })
    ).json<ProductListResponse>().items;
    const holder = new pg.Client({ connectionString: t.testDb.url });
    try {
      await holder.connect();
      await holder.query('begin');
      await holder.query('lock table products in access exclusive mode');

      const startedAt = Date.now();
      const stuck = await t.app.inject({ method: 'GET', url: `/api/products/${product!.id}` });
      expect(stuck.statusCode).toBe(503);
      expect(stuck.json()).toMatchObject({ error: { code: 'UNAVAILABLE' } });
      expect(stuck.headers['retry-after']).toBe('5');
      expect(Date.now() - startedAt).toBeLessThan(5_000);

      await holder.query('rollback');
      expect((await t.app.inject({ method: 'GET', url: `/api/products/${product!.id}` })).statusCode).toBe(
        200,
      );
    } finally {
      await holder.end();
      await t.close();
    }
  });
});
