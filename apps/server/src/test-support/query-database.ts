// One statement on a connection of its own, for tests that look at a shop's tables from outside while
// the shop runs (or after it died): the rows, then the connection closed.
import pg from 'pg';

export async function queryDatabase<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}
