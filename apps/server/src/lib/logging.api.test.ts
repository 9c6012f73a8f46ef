// The running shop's log when its database fails under a signed-in shopper: every line JSON, the
// failure logged, the session token nowhere in it.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadEnv } from '../config/env.js';
import { createClient } from '../test-support/auth-client.js';
import { createTestDatabase } from '../test-support/test-database.js';
import { BACKENDS } from '../test-support/test-database.js';

describe.each(BACKENDS)('the log on %s', (backend) => {
  it('records a failed query under a session without the session token', async () => {
    const testDb = await createTestDatabase(backend);
    let log = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log += chunk.toString();
        done();
      },
    });
    const config = loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: testDb.dataDir,
      LOG_LEVEL: 'debug',
      RATE_LIMIT_ENABLED: 'false',
      PAYMENT_SWEEP_SECONDS: '0',
      WEB_DIST_DIR: `${testDb.dataDir}/no-web-build`,
    });
    const app = await buildApp({ config, database: testDb.database, logStream: stream });
    try {
      const shopper = createClient(app);
      await shopper.signUp('logged@example.com', 'logged password 1');
      expect((await shopper.signIn('logged@example.com', 'logged password 1')).statusCode).toBe(200);
      const token = decodeURIComponent(shopper.cookie.split('=')[1] ?? '').split('.')[0] ?? '';
      expect(token.length).toBeGreaterThan(10);

      await testDb.database.close(); // every query fails from now on
      const failed = await shopper.request('GET', '/api/cart');
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({
        error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
      });

      const lines = log.split('\n').filter(Boolean);
      const entries = lines.map((line) => JSON.parse(line) as { level: number; msg?: string });
      expect(entries.some((entry) => entry.level >= 50)).toBe(true); // the failure is in the log...
      expect(log).not.toContain(token); // ...but not the token
      expect(log).not.toContain('logged password 1');
    } finally {
      await app.close();
      await testDb.drop().catch(() => {});
    }
  });
});
