// Rate limits on sign-in, sign-up and reset requests, counted in the database so two server
// instances share one budget per client.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse } from '@eshop/shared';
import { buildApp, type App } from '../../app.js';
import { createClient } from '../../test-support/auth-client.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { BACKENDS } from '../../test-support/test-database.js';
import { AUTH_RATE_LIMITS } from './auth.js';

describe.each(BACKENDS)('auth rate limits on %s', (backend) => {
  let t: TestApp;
  let second: App;
  beforeAll(async () => {
    t = await createTestApp(backend);
    // A second server instance over the same database, with its own memory.
    second = await buildApp({ config: t.app.config, database: t.testDb.database, logger: false });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('limits repeated failed sign-ins from one client across instances, with a clear 429', async () => {
    const max = AUTH_RATE_LIMITS['/sign-in/email'].max;
    const client = { remoteAddress: '203.0.113.7' };
    for (let i = 0; i < max; i += 1) {
      const app = i % 2 === 0 ? t.app : second;
      const response = await createClient(app, client).signIn('someone@example.com', 'wrong password');
      expect(response.statusCode).toBe(401);
    }
    const limited = await createClient(second, client).signIn('someone@example.com', 'wrong password');
    expect(limited.statusCode).toBe(429);
    expect(limited.json<ErrorResponse>().error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again later.',
    });
    expect(Number(limited.headers['x-retry-after'])).toBeGreaterThan(0);
    // Another client is not affected.
    const other = await createClient(t.app, { remoteAddress: '203.0.113.8' }).signIn(
      'someone@example.com',
      'wrong password',
    );
    expect(other.statusCode).toBe(401);
  });

  it('does not let a client dodge the limit with its own forwarding header', async () => {
    const max = AUTH_RATE_LIMITS['/request-password-reset'].max;
    const send = (spoofed: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email: 'who@example.com' },
        headers: {
          origin: 'http://localhost:3000',
          'x-forwarded-for': spoofed,
          'x-eshop-client-ip': spoofed,
        },
        remoteAddress: '203.0.113.9',
      });
    for (let i = 0; i < max; i += 1) expect((await send(`198.51.100.${i}`)).statusCode).toBe(200);
    expect((await send('198.51.100.200')).statusCode).toBe(429);
  });

  it('limits sign-ups from one client', async () => {
    const max = AUTH_RATE_LIMITS['/sign-up/email'].max;
    const client = createClient(t.app, { remoteAddress: '203.0.113.10' });
    for (let i = 0; i < max; i += 1)
      expect((await client.signUp(`many${i}@example.com`, 'long enough')).statusCode).toBe(200);
    const limited = await client.signUp('one-more@example.com', 'long enough');
    expect(limited.statusCode).toBe(429);
    expect(
      await createClient(t.app)
        .signIn('one-more@example.com', 'long enough')
        .then((r) => r.statusCode),
    ).toBe(401);
  });
});
