// Upgrading a shop that already has orders to shipping, tax and order numbers (migration 0009): the
// old orders keep their amount as subtotal and total, get numbers from #1001 in the order they were
// placed, and the next order continues after them. Runs the committed SQL files on PGlite.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrationFile as apply, migrationFiles } from '../test-support/migration-files.js';

describe('migration 0009 on a shop with orders', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await PGlite.create({ extensions: { pg_trgm } });
    for (const file of migrationFiles.filter((f) => f < '0009')) await apply(db, file);
    await db.exec(`
      insert into users (id, name, email, email_verified, created_at, updated_at)
        values ('u1', 'Ada', 'ada@example.com', true, now(), now());
      insert into orders (user_id, user_email, amount_cents, items, shipping_address, billing_address,
                          provider, payment_intent_id, created_at)
        values ('u1', 'ada@example.com', 500, '[]', '{}', '{}', 'test', 'pi_newer', now()),
               ('u1', 'ada@example.com', 700, '[]', '{}', '{}', 'test', 'pi_older', now() - interval '1 day');
      insert into checkouts (user_id, user_email, provider, payment_intent_id, amount_cents, items,
                             shipping_address, billing_address)
        values ('u1', 'ada@example.com', 'test', 'pi_open', 900, '[]', '{}', '{}');
    `);
    for (const file of migrationFiles.filter((f) => f >= '0009')) await apply(db, file);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('numbers the old orders from #1001, oldest first, with their amount as subtotal and total', async () => {
    const { rows } = await db.query(
      'select payment_intent_id, number, subtotal_cents, shipping_cents, tax_cents, amount_cents from orders order by number',
    );
    expect(rows).toEqual([
      {
        payment_intent_id: 'pi_older',
        number: 1001,
        subtotal_cents: 700,
        shipping_cents: 0,
        tax_cents: 0,
        amount_cents: 700,
      },
      {
        payment_intent_id: 'pi_newer',
        number: 1002,
        subtotal_cents: 500,
        shipping_cents: 0,
        tax_cents: 0,
        amount_cents: 500,
      },
    ]);
    const open = await db.query<{ subtotal_cents: number }>('select subtotal_cents from checkouts');
    expect(open.rows).toEqual([{ subtotal_cents: 900 }]);
  });

  it('gives the next order the next number', async () => {
    const { rows } = await db.query<{ number: number }>(`
      insert into orders (user_id, user_email, amount_cents, subtotal_cents, items, shipping_address,
                          billing_address, provider, payment_intent_id)
        values ('u1', 'ada@example.com', 100, 100, '[]', '{}', '{}', 'test', 'pi_next') returning number`);
    expect(rows[0]?.number).toBe(1003);
  });
});
