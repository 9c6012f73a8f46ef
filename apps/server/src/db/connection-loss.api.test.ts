// A PostgreSQL connection dropped while a request holds it (a transaction between two statements:
// pg-pool no longer listens on it then) fails that request as "database unavailable" and nothing
// more: the process lives (an unhandled 'error' event would end it, and fail this file), the pool
// drops the dead connection, and the next query gets a new one.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../test-support/test-database.js';
import { openDatabase, type Database } from './client.js';
import { isDatabaseUnavailable } from './unavailable.js';

describe('a PostgreSQL connection dropped while a request holds it', () => {
  let target: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let database: Database;
  let admin: pg.Client;
  beforeAll(async () => {
    target = await createPostgresDatabase();
    database = await openDatabase({ databaseUrl: target.url, poolSize: 2 });
    admin = new pg.Client({ connectionString: target.url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await database?.close();
    await target?.drop();
  });

  /** The rows of a statement (the shop's Db type leaves a raw result untyped: both drivers give rows). */
  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

  /** Ends the server process behind `pid` and waits until it is gone (PostgreSQL 14+). */
  const terminate = (pid: number) => admin.query('select pg_terminate_backend($1, 5000)', [pid]);

  it('fails the transaction holding it as unavailable, and the next query gets a new connection', async () => {
    const lostBefore = database.poolStats()!.lost;
    let isLossHeard = false;
    const transaction = database.db.transaction(async (tx) => {
      const [own] = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`));
      await terminate(own!.pid);
      // The client hears of it while no statement of its own is running: the case that crashed.
      await expect.poll(() => database.poolStats()!.lost).toBe(lostBefore + 1);
      isLossHeard = true;
      await tx.execute(sql`select 1`);
    });
    const failure = await transaction.then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isLossHeard).toBe(true);
    expect(isDatabaseUnavailable(failure)).toBe(true);

    expect(rowsOf(await database.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
    const stats = database.poolStats()!;
    expect(stats.total).toBe(1);
    expect(stats.acquired).toBeGreaterThanOrEqual(2);
  });

  it('counts an idle connection the server dropped, and replaces it', async () => {
    await database.db.execute(sql`select 1`);
    const lostBefore = database.poolStats()!.lost;
    const { rows } = await admin.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const { pid } of rows) await terminate(pid);
    await expect.poll(() => database.poolStats()!.lost).toBe(lostBefore + rows.length);
    expect(database.poolStats()!.total).toBe(0);
    expect(rowsOf(await database.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
  });
});
