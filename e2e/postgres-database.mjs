// Creates (idempotently) or drops the PostgreSQL database the two-instance journey's servers share.
// Usage: node postgres-database.mjs create|drop NAME. Uses TEST_DATABASE_URL like the API tests.
import pg from 'pg';

const [action, name] = process.argv.slice(2);
if (!['create', 'drop'].includes(action) || !/^[a-z0-9_]+$/.test(name ?? '')) {
  console.error('usage: node postgres-database.mjs create|drop NAME');
  process.exit(2);
}
const client = new pg.Client({
  connectionString: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
});
await client.connect();
try {
  if (action === 'create') {
    // Both servers run this at once: the loser of the race finds the database there.
    await client.query(`CREATE DATABASE ${name}`).catch((error) => {
      if (!['42P04', '23505'].includes(error.code)) throw error;
    });
  } else {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
} finally {
  await client.end();
}
