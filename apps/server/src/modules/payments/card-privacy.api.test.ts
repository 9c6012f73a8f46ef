// Card numbers never reach the logs or the database: a purchase and a declined card with the server
// logging at its most verbose (every request), then a search of the log and of every payment table.
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatePaymentIntentResponse } from '@eshop/shared';
import { buildApp, type App } from '../../app.js';
import { loadEnv } from '../../config/env.js';
import { createClient } from '../../test-support/auth-client.js';
import { buy, firstProducts, payWithTestCard, startPayment } from '../../test-support/checkout.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';

const CARD_DIGITS = [/4242\D?4242\D?4242\D?4242/, /4000\D?0000\D?0000\D?0002/];

describe('card numbers', () => {
  let testDb: TestDatabase;
  let app: App;
  let log = '';

  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
    const config = loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: testDb.dataDir,
      LOG_LEVEL: 'trace',
      RATE_LIMIT_ENABLED: 'false',
      PAYMENT_SWEEP_SECONDS: '0',
      WEB_DIST_DIR: `${testDb.dataDir}/no-web-build`,
    });
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log += chunk.toString();
        done();
      },
    });
    app = await buildApp({ config, database: testDb.database, logStream: stream });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });

  it('are neither logged nor stored, paid or declined', async () => {
    const shopper = createClient(app);
    await shopper.signUp('private@example.com', 'private password');
    await shopper.signIn('private@example.com', 'private password');
    const [product] = await firstProducts(app, 1);
    const declined = (
      await startPayment(shopper, [{ id: product!.id, cartQuantity: 1 }])
    ).json<CreatePaymentIntentResponse>();
    const refusal = await payWithTestCard(shopper, declined, {
      cardNumber: '4000 0000 0000 0002',
      expiry: '12 / 34',
      cvc: '123',
    });
    expect(refusal.statusCode).toBe(402);
    await buy(shopper, [{ id: product!.id, cartQuantity: 1 }]);

    expect(log).toContain('/api/test-payments/'); // the requests were logged...
    for (const digits of CARD_DIGITS) expect(log).not.toMatch(digits); // ...but not the cards
    for (const table of ['test_payment_intents', 'checkouts', 'orders']) {
      // Both drivers answer with the rows inside; their JSON holds every column of every row.
      const text = JSON.stringify(
        await testDb.database.db.execute(sql.raw(`select row_to_json(t)::text as row from ${table} t`)),
      );
      expect(text.length).toBeGreaterThan(20);
      for (const digits of CARD_DIGITS) expect(text).not.toMatch(digits);
    }
  });
});
