// On real PostgreSQL: a statement with values is prepared once per connection and used again; the
// switch turns that off; a table changed under a prepared statement still answers.
import { sql, type SQL } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.js';
import { statementName } from './named-statements.js';
import { queryRows } from './query-rows.js';
import { createPostgresDatabase } from '../test-support/test-database.js';

/** The rows of a statement run on the pool's one connection. */
const rowsOf = (database: Database, query: SQL) => queryRows<Record<string, unknown>>(database.db, query);

describe('named statements on PostgreSQL', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  const open = async (preparedStatements?: boolean, poolSize = 1) => {
    const target = await createPostgresDatabase();
    cleanups.push(target.drop);
    const database = await openDatabase({
      databaseUrl: target.url,
      poolSize,
      ...(preparedStatements === undefined ? {} : { preparedStatements }),
    });
    cleanups.push(() => database.close());
    return database;
  };
  // No values: sent unnamed, on the same (only) connection, so it sees that session's statements.
  const prepared = (database: Database) =>
    rowsOf(database, sql`select name, statement from pg_prepared_statements order by name`);

  it('prepares a statement once and runs it again by name', async () => {
    const database = await open();
    for (const value of [1, 2, 3]) {
      expect(await rowsOf(database, sql`select ${value}::int + 1 as answer`)).toEqual([
        { answer: value + 1 },
      ]);
    }
    const [statement] = await prepared(database);
    expect(await prepared(database)).toHaveLength(1);
    expect(statement).toEqual({
      name: statementName('select $1::int + 1 as answer'),
      statement: 'select $1::int + 1 as answer',
    });
  });

  it('sends every statement unnamed when DATABASE_PREPARED_STATEMENTS is off', async () => {
    const database = await open(false);
    expect(await rowsOf(database, sql`select ${1}::int as one`)).toEqual([{ one: 1 }]);
    expect(await prepared(database)).toEqual([]);
  });

  it('answers after the table under a prepared statement changed (an upgrade beside a running instance)', async () => {
    const database = await open();
    await rowsOf(database, sql`create table things (id int primary key, name text)`);
    await rowsOf(database, sql`insert into things values (1, 'one')`);
    const read = () => rowsOf(database, sql`select id, name from things where id = ${1}`);
    expect(await read()).toEqual([{ id: 1, name: 'one' }]);
    await rowsOf(database, sql`alter table things add column size int, alter column name type varchar(20)`);
    // Outside a transaction: sent again at once.
    expect(await read()).toEqual([{ id: 1, name: 'one' }]);
    expect(await read()).toEqual([{ id: 1, name: 'one' }]);
    await rowsOf(database, sql`alter table things alter column name type text`);
    // Inside one: that transaction fails (its caller retries it), and the next runs.
    const inTransaction = () =>
      database.db.transaction((tx) => queryRows(tx, sql`select id, name from things where id = ${1}`));
    await expect(inTransaction()).rejects.toMatchObject({ cause: { code: '0A000' } });
    expect(await inTransaction()).toEqual([{ id: 1, name: 'one' }]);
    expect(await read()).toEqual([{ id: 1, name: 'one' }]);
  });

  it('moves every connection to new names at the first refusal, not one refusal per connection', async () => {
    const database = await open(true, 2);
    await rowsOf(database, sql`create table things (id int primary key, name text)`);
    await rowsOf(database, sql`insert into things values (1, 'one')`);
    // Two transactions at once hold both connections: each prepares the statement.
    const bothConnections = () =>
      Promise.all(
        [0, 1].map(() =>
          database.db.transaction(async (tx) => {
            await queryRows(tx, sql`select pg_sleep(0.2)`);
            return queryRows(tx, sql`select id, name from things where id = ${1}`);
          }),
        ),
      );
    expect(await bothConnections()).toEqual([[{ id: 1, name: 'one' }], [{ id: 1, name: 'one' }]]);
    await rowsOf(database, sql`alter table things alter column name type varchar(20)`);
    // Refused once (outside a transaction, sent again); then neither connection is refused.
    expect(await rowsOf(database, sql`select id, name from things where id = ${1}`)).toEqual([
      { id: 1, name: 'one' },
    ]);
    expect(await bothConnections()).toEqual([[{ id: 1, name: 'one' }], [{ id: 1, name: 'one' }]]);
  });
});
