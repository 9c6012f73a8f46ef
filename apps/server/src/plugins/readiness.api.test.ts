// /api/ready through the real app on both backends: ready, with the migrations counted, only while
// the database has every migration this version of the shop knows; one missing (a failed or
// unfinished upgrade) makes it 503 in the API's shape, while /api/health stays 200.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse } from '@eshop/shared';
import { readJournal } from '../db/migration-journal.js';
import { queryRows } from '../db/query-rows.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { BACKENDS } from '../test-support/test-database.js';

describe.each(BACKENDS)('readiness and migrations on %s', (backend) => {
  let t: TestApp;
  const expected = readJournal().length;

  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  const ready = () => t.app.inject({ method: 'GET', url: '/api/ready' });

  it('is ready with every migration applied, and says so', async () => {
    const response = await ready();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      status: 'ready',
      database: 'ok',
      migrations: { applied: expected, expected },
      catalogue: 'indexed',
    });
  });

  it('is not ready while the newest migration is missing, and ready again once it is applied', async () => {
    const db = t.testDb.database.db;
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    const [removed] = await queryRows<{ hash: string; created_at: string }>(
      db,
      sql`delete from drizzle.__drizzle_migrations where created_at = ${newest} returning hash, created_at`,
    );
    try {
      const response = await ready();
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json<ErrorResponse>().error).toEqual({
        code: 'UNAVAILABLE',
        message: `The shop's database lacks migrations: ${expected - 1} of the ${expected} this version needs are applied.`,
      });
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${removed!.hash}, ${removed!.created_at})`,
      );
    }
    expect((await ready()).statusCode).toBe(200);
  });
});
