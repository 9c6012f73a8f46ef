// The per-client rate limits (decision 011) through the real app on both backends: payment intents are
// counted per signed-in shopper, else per address; a made-up session cookie, signing in again or a new
// IPv6 address in the same /64 starts no new count; the quote and contact limits count by address
// whatever cookie comes. Refusals are 429s in the API's error shape.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse } from '@eshop/shared';
import { createClient } from '../../test-support/auth-client.js';
import { ADDRESS, firstProducts, startPayment } from '../../test-support/checkout.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { BACKENDS } from '../../test-support/test-database.js';
import { CONTACT_RATE_LIMIT } from '../../modules/contact/routes.js';
import { CHECKOUT_QUOTE_RATE_LIMIT, PAYMENT_INTENT_RATE_LIMIT } from './routes.js';

/** A cookie that looks like Better Auth's session cookie, and is nobody's session. */
const madeUpCookie = () =>
  `better-auth.session_token=${crypto.randomBytes(24).toString('base64url')}.${crypto.randomBytes(32).toString('base64url')}`;

describe.each(BACKENDS)('per-client rate limits on %s', (backend) => {
  let t: TestApp;
  let items: { id: string; cartQuantity: number }[];
  let address = 0;
  /** An address no other test uses. */
  const newAddress = () => `10.7.${backend === 'pglite' ? 1 : 2}.${++address}`;

  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_ENABLED: 'true', PAYMENT_SWEEP_SECONDS: '0' });
    const [product] = await firstProducts(t.app, 1);
    items = [{ id: product!.id, cartQuantity: 1 }];
  });
  afterAll(async () => {
    await t?.close();
  });

  const signedIn = async (email: string) => {
    const shopper = createClient(t.app);
    await shopper.signUp(email, 'limited password 1');
    await shopper.signIn(email, 'limited password 1');
    return shopper;
  };
  let guest = 0;
  /** Each guest payment with an e-mail of its own: the per-e-mail limit is not the one tried here. */
  const guestPays = (from: string, cookie?: string) =>
    createClient(t.app, { remoteAddress: from, ...(cookie ? { cookie } : {}) }).request(
      'POST',
      '/api/create-payment-intent',
      { items, userEmail: `guest${++guest}.${backend}@example.com`, shipping: ADDRESS, billing: ADDRESS },
    );
  const expectRefused = (response: { statusCode: number; json: <T>() => T }) => {
    expect(response.statusCode).toBe(429);
    expect(response.json<ErrorResponse>().error.code).toBe('RATE_LIMITED');
  };

  it('refuses a shopper past the limit with a 429, and not the next shopper', async () => {
    const busy = await signedIn(`busy-${backend}@example.com`);
    for (let i = 0; i < PAYMENT_INTENT_RATE_LIMIT.max; i += 1) {
      expect((await startPayment(busy, items)).statusCode).toBe(200);
    }
    expectRefused(await startPayment(busy, items));

    const other = await signedIn(`other-${backend}@example.com`);
    expect((await startPayment(other, items)).statusCode).toBe(200);
  });

  it('counts a made-up session cookie as its address: no fresh count per cookie', async () => {
    const from = newAddress();
    for (let i = 0; i < PAYMENT_INTENT_RATE_LIMIT.max; i += 1) {
      const response = await guestPays(from, madeUpCookie());
      expect(response.statusCode, response.body).toBe(200);
    }
    expectRefused(await guestPays(from, madeUpCookie()));
    expectRefused(await guestPays(from));
    // Another address has its own count.
    expect((await guestPays(newAddress(), madeUpCookie())).statusCode).toBe(200);
  });

  it('counts a signed-in shopper once, however many sessions they open', async () => {
    const email = `many-sessions-${backend}@example.com`;
    await signedIn(email);
    // Each session from an address of its own, so neither the session nor the address is the count.
    const newSession = async () => {
      const session = createClient(t.app, { remoteAddress: newAddress() });
      expect((await session.signIn(email, 'limited password 1')).statusCode).toBe(200);
      return session;
    };
    for (let i = 0; i < PAYMENT_INTENT_RATE_LIMIT.max; i += 1) {
      expect((await startPayment(await newSession(), items)).statusCode).toBe(200);
    }
    expectRefused(await startPayment(await newSession(), items));
  });

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    const prefix = `2001:db8:${backend === 'pglite' ? 1 : 2}:7`;
    for (let i = 0; i < PAYMENT_INTENT_RATE_LIMIT.max; i += 1) {
      expect((await guestPays(`${prefix}::${(i + 1).toString(16)}`)).statusCode).toBe(200);
    }
    expectRefused(await guestPays(`${prefix}:ffff:ffff:ffff:ffff`, madeUpCookie()));
  });

  it('limits quotes and contact messages by address, whatever cookie comes', async () => {
    const from = newAddress();
    const quote = () =>
      createClient(t.app, { remoteAddress: from, cookie: madeUpCookie() }).request(
        'POST',
        '/api/checkout/quote',
        { items, shipping: ADDRESS },
      );
    for (let i = 0; i < CHECKOUT_QUOTE_RATE_LIMIT.max; i += 1) {
      expect((await quote()).statusCode).toBe(200);
    }
    expectRefused(await quote());

    const message = () =>
      createClient(t.app, { remoteAddress: from, cookie: madeUpCookie() }).request('POST', '/api/contact', {
        user_name: 'Grace Hopper',
        user_email: 'grace@example.com',
        subject: 'Hello',
        message: 'A question.',
      });
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i += 1) {
      expect((await message()).statusCode).toBe(200);
    }
    expectRefused(await message());
  });
});
