// Start-up against PostgreSQL: several instances starting at once on a new database migrate and
// seed it exactly once, even with a connection pool of one.
import crypto from 'node:crypto';
import pg from 'pg';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_POSTGRES_URL } from '../test-support/test-database.js';
import { openDatabase, type Database } from './client.js';
import { prepareDatabase } from './prepare.js';
import { products } from './schema/index.js';
import { DEMO_CATALOG } from './seed/demo-catalog.js';

const name = `eshop_test_start_${crypto.randomBytes(4).toString('hex')}`;
const admin = async (statement: string) => {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  await client.query(statement).finally(() => client.end());
};

describe('preparing a new PostgreSQL database', () => {
  const opened: Database[] = [];
  beforeAll(() => admin(`CREATE DATABASE ${name}`));
  afterAll(async () => {
    await Promise.all(opened.map((d) => d.close()));
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('migrates and seeds once when three instances start together, each with a pool of one', async () => {
    const url = new URL(TEST_POSTGRES_URL);
    url.pathname = `/${name}`;
    for (let i = 0; i < 3; i += 1)
      opened.push(await openDatabase({ databaseUrl: url.toString(), poolSize: 1 }));
    const seeded = await Promise.all(opened.map((d) => prepareDatabase(d, { seedDemoData: true })));
    expect(seeded.filter((n) => n > 0)).toEqual([DEMO_CATALOG.length]);
    const [row] = await opened[0]!.db.select({ n: count() }).from(products);
    expect(row?.n).toBe(DEMO_CATALOG.length);
  });
});
