// Registering, signing in and out through the real app on both backends, and every kind of bad
// input: each gets a clear 4xx, changes nothing, and never tells whether an e-mail has an account.
import fs from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CURRENCY_FORMAT, type ErrorResponse } from '@eshop/shared';
import { account, user } from '../../db/schema/index.js';
import { createClient } from '../../test-support/auth-client.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { BACKENDS } from '../../test-support/test-database.js';

describe.each(BACKENDS)('accounts on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_ENABLED: 'false' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const userCount = async () => {
    const [row] = await t.testDb.database.db.select({ n: count() }).from(user);
    return row?.n ?? 0;
  };
  const outbox = () => {
    const dir = path.join(t.testDb.dataDir, 'outbox');
    return fs.existsSync(dir)
      ? fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
      : [];
  };

  it('registers signed in, then signs in again with a secure session cookie and greets by the e-mail name', async () => {
    const shopper = createClient(t.app);
    const registered = await shopper.signUp('Ann.Lee@Example.com', 'correct horse');
    expect(registered.statusCode).toBe(200);
    // Registering signs in at once (issue 38), with an address not yet proven.
    expect(await shopper.session()).toEqual(
      expect.objectContaining({ email: 'ann.lee@example.com', isEmailVerified: false }),
    );
    expect(JSON.stringify(registered.json())).not.toMatch(/token/);
    await shopper.signOut();

    const signedIn = await shopper.signIn('ann.lee@example.com', 'correct horse');
    expect(signedIn.statusCode).toBe(200);
    const cookie = signedIn.cookies.find((c) => c.name.endsWith('session_token'));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(await shopper.session()).toEqual(
      expect.objectContaining({ email: 'ann.lee@example.com', displayName: 'Ann.lee', isAdmin: false }),
    );

    const out = await shopper.signOut();
    expect(out.statusCode).toBe(200);
    expect(await shopper.session()).toBeNull();
  });

  it('stores the password as an argon2id hash, never in clear', async () => {
    const shopper = createClient(t.app);
    await shopper.signUp('hash@example.com', 'my secret words');
    const [row] = await t.testDb.database.db
      .select({ password: account.password })
      .from(account)
      .innerJoin(user, eq(user.id, account.userId))
      .where(eq(user.email, 'hash@example.com'));
    expect(row?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.password).not.toContain('my secret words');
  });

  it.each([
    ['an empty e-mail', { email: '', password: 'long enough' }],
    ['a malformed e-mail', { email: 'not-an-email', password: 'long enough' }],
    ['a short password', { email: 'short@example.com', password: 'seven77' }],
    ['a very long password', { email: 'long@example.com', password: 'x'.repeat(129) }],
    ['a huge password', { email: 'huge@example.com', password: 'x'.repeat(100_000) }],
    ['no password', { email: 'none@example.com' }],
  ])('refuses to register with %s and creates nothing', async (_case, body) => {
    const before = await userCount();
    const response = await createClient(t.app).request('POST', '/api/auth/sign-up/email', {
      name: '',
      ...body,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    const { error } = response.json<ErrorResponse>();
    expect(error.message.length).toBeGreaterThan(0);
    expect(await userCount()).toBe(before);
  });

  it('answers a duplicate registration like a new one, changes nothing, and tells the owner', async () => {
    const owner = createClient(t.app);
    await owner.signUp('taken@example.com', 'first password');
    // Its own welcome e-mail, out before counting.
    await vi.waitFor(() => expect(outbox().some((m) => m.includes('To: taken@example.com'))).toBe(true));
    const before = await userCount();
    const mailsBefore = outbox().length;

    const fresh = await createClient(t.app).signUp('fresh@example.com', 'second password');
    const someoneElse = createClient(t.app);
    const duplicate = await someoneElse.signUp('TAKEN@example.com', 'second password');
    expect(duplicate.statusCode).toBe(fresh.statusCode);
    // Nobody is signed in to the existing account, and no welcome e-mail goes to it.
    expect(someoneElse.cookie).toBe('');
    expect(await someoneElse.session()).toBeNull();
    expect(Object.keys(duplicate.json<{ user: object }>().user).sort()).toEqual(
      Object.keys(fresh.json<{ user: object }>().user).sort(),
    );

    expect(await userCount()).toBe(before + 1); // only "fresh" was created
    expect((await createClient(t.app).signIn('taken@example.com', 'second password')).statusCode).toBe(401);
    expect((await createClient(t.app).signIn('taken@example.com', 'first password')).statusCode).toBe(200);
    // The e-mail goes out in the background, so its timing tells nothing.
    await vi.waitFor(() => {
      const mails = outbox().slice(mailsBefore);
      expect(mails.some((m) => m.includes('To: taken@example.com') && m.includes('Someone tried'))).toBe(
        true,
      );
    });
    expect(
      outbox()
        .slice(mailsBefore)
        .some((m) => m.includes('To: taken@example.com') && m.includes('Welcome')),
    ).toBe(false);
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    await createClient(t.app).signUp('known@example.com', 'right password');
    const wrong = await createClient(t.app).signIn('known@example.com', 'wrong password');
    const unknown = await createClient(t.app).signIn('nobody@example.com', 'wrong password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json<ErrorResponse>().error).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Invalid email or password',
    });
    expect(wrong.cookies.find((c) => c.name.endsWith('session_token'))).toBeUndefined();
  });

  it('refuses sign-up and sign-in sent from another site', async () => {
    const before = await userCount();
    const forged = { origin: 'https://evil.example' };
    const signUp = await createClient(t.app).signUp('forged@example.com', 'long enough', forged);
    expect(signUp.statusCode).toBe(403);
    expect(signUp.json<ErrorResponse>().error.code).toBe('FORBIDDEN');
    expect(await userCount()).toBe(before);
    await createClient(t.app).signUp('victim@example.com', 'long enough');
    const signIn = await createClient(t.app).signIn('victim@example.com', 'long enough', forged);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.cookies.find((c) => c.name.endsWith('session_token'))).toBeUndefined();
  });

  it('never lets a sign-up choose its role', async () => {
    const response = await createClient(t.app).request('POST', '/api/auth/sign-up/email', {
      email: 'sneaky@example.com',
      password: 'long enough',
      name: '',
      role: 'admin',
    });
    expect(response.statusCode).toBeLessThan(500);
    const rows = await t.testDb.database.db
      .select({ role: user.role })
      .from(user)
      .where(eq(user.email, 'sneaky@example.com'));
    // Either the request was refused outright, or the account exists as a plain user.
    expect(rows.map((r) => r.role)).toEqual(response.statusCode === 200 ? ['user'] : []);
  });

  // (Names are not editable in the shop: Better Auth's update-user is not among its endpoints.)
  it.each([
    ['too long', 'x'.repeat(101)],
    ['spanning lines', 'two\nlines'],
  ])('refuses a name %s at sign-up', async (_, name) => {
    const before = await userCount();
    const refused = await createClient(t.app).request('POST', '/api/auth/sign-up/email', {
      email: 'odd-name@example.com',
      password: 'long enough',
      name,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorResponse>().error.message).toContain('Name');
    expect(await userCount()).toBe(before);
  });

  it('answers malformed JSON with a 400 in the error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorResponse>().error.code).toBe('BAD_REQUEST');
  });

  it('reports the shop settings the login page needs, with Google off when not configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toEqual({
      shopName: 'eShop',
      isGoogleSignInEnabled: false,
      publicUrl: 'http://localhost:3000',
      payments: 'test',
      stripePublishableKey: null,
      contact: { email: null, phone: null, address: null },
      branding: { logo: null, headerColor: '#ffffff', accentColor: '#c2410c' },
      currency: 'USD',
      currencyFormat: DEFAULT_CURRENCY_FORMAT,
      lastEventId: expect.any(Number) as number,
      // No storefront text re-worded yet (Admin > Texts).
      texts: {},
      // Checkout reminders are off until the owner turns them on: nothing to agree to.
      asksReminderConsent: false,
    });
    const social = await createClient(t.app).request('POST', '/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: '/',
    });
    expect(social.statusCode).toBeGreaterThanOrEqual(400);
    expect(social.statusCode).toBeLessThan(500);
  });
});
