// The account page's API on both backends, through the real app: the account as its owner sees it,
// the name, a new e-mail address (written only when the link sent to it is followed), news consent,
// and the browsers signed in, each of which can be signed out. Bad input changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account, AccountSessionsResponse, ErrorResponse } from '@eshop/shared';
import { createClient } from '../../test-support/auth-client.js';
import { decodeQuotedPrintable, findVerifyLink, readOutbox } from '../../test-support/outbox.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { BACKENDS } from '../../test-support/test-database.js';

describe.each(BACKENDS)('the account page on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_ENABLED: 'false' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const registered = async (email: string) => {
    const client = createClient(t.app);
    expect((await client.signUp(email, 'account page words')).statusCode).toBe(200);
    return client;
  };
  const accountOf = async (client: ReturnType<typeof createClient>) =>
    (await client.request('GET', '/api/account')).json<Account>();

  it('shows the account to its owner only', async () => {
    expect((await createClient(t.app).request('GET', '/api/account')).statusCode).toBe(401);
    const shopper = await registered(`me.${backend}@example.com`);
    const response = await shopper.request('GET', '/api/account');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({
      email: `me.${backend}@example.com`,
      name: '',
      isEmailVerified: false,
      hasPassword: true,
      newsletterConsent: false,
    });
  });

  it('agrees to news and offers and stops them; a malformed body changes nothing', async () => {
    const shopper = await registered(`news.${backend}@example.com`);
    const agreed = await shopper.request('PUT', '/api/account/newsletter', { consent: true });
    expect(agreed.statusCode).toBe(200);
    expect(agreed.json<Account>().newsletterConsent).toBe(true);
    const bad = await shopper.request('PUT', '/api/account/newsletter', { consent: 'no' });
    expect(bad.statusCode).toBe(400);
    expect((await accountOf(shopper)).newsletterConsent).toBe(true);
    const stopped = await shopper.request('PUT', '/api/account/newsletter', { consent: false });
    expect(stopped.json<Account>().newsletterConsent).toBe(false);
    expect(
      (await createClient(t.app).request('PUT', '/api/account/newsletter', { consent: true })).statusCode,
    ).toBe(401);
  });

  it('changes the name and nothing else through the library', async () => {
    const shopper = await registered(`named.${backend}@example.com`);
    const renamed = await shopper.request('POST', '/api/auth/update-user', { name: '  Ada Lovelace ' });
    expect(renamed.statusCode).toBe(200);
    expect(await shopper.session()).toMatchObject({ displayName: 'Ada Lovelace' });
    for (const body of [
      { name: 'Ada', image: 'https://evil.example/x.png' },
      { newsletterConsent: true },
      { role: 'admin' },
    ]) {
      const refused = await shopper.request('POST', '/api/auth/update-user', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    const twoLines = await shopper.request('POST', '/api/auth/update-user', { name: 'Ada\nLovelace' });
    expect(twoLines.statusCode).toBe(400);
    expect(twoLines.json<ErrorResponse>().error.message).toMatch(/one line/);
    expect(await accountOf(shopper)).toMatchObject({ name: 'Ada Lovelace', newsletterConsent: false });
  });

  it('moves to a new address only when the link sent to it is followed', async () => {
    const before = `old.${backend}@example.com`;
    const after = `new.${backend}@example.com`;
    const shopper = await registered(before);
    const asked = await shopper.request('POST', '/api/auth/change-email', {
      newEmail: after,
      callbackURL: '/account?verified=1',
    });
    expect(asked.statusCode).toBe(200);
    expect((await accountOf(shopper)).email).toBe(before);
    await expect.poll(() => findVerifyLink(t.testDb.dataDir, after)).toBeTruthy();
    const mail = readOutbox(t.testDb.dataDir)
      .map(decodeQuotedPrintable)
      .find((m) => m.includes(`To: ${after}`));
    expect(mail).toMatch(/You asked to use this address for your .* account/);

    const link = findVerifyLink(t.testDb.dataDir, after)!;
    const followed = await shopper.request('GET', `${link.pathname}${link.search}`);
    expect(followed.statusCode).toBe(302);
    expect(await accountOf(shopper)).toMatchObject({ email: after, isEmailVerified: true });
    expect((await createClient(t.app).signIn(after, 'account page words')).statusCode).toBe(200);
    expect((await createClient(t.app).signIn(before, 'account page words')).statusCode).toBe(401);
  });

  it("answers a change to another account's address the same, and sends it nothing", async () => {
    const taken = `taken.${backend}@example.com`;
    await registered(taken);
    // Its own welcome e-mail, out before counting.
    await expect.poll(() => findVerifyLink(t.testDb.dataDir, taken)).toBeTruthy();
    const mailsBefore = readOutbox(t.testDb.dataDir).length;
    const shopper = await registered(`mover.${backend}@example.com`);
    const asked = await shopper.request('POST', '/api/auth/change-email', { newEmail: taken });
    expect(asked.statusCode).toBe(200);
    expect((await accountOf(shopper)).email).toBe(`mover.${backend}@example.com`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const sinceThen = readOutbox(t.testDb.dataDir).slice(mailsBefore);
    expect(sinceThen.some((m) => m.includes(`To: ${taken}`) && m.includes('verify-email'))).toBe(false);
  });

  it('lists the browsers signed in and signs out one, or all but this one', async () => {
    const email = `devices.${backend}@example.com`;
    const laptop = await registered(email);
    const phone = createClient(t.app, { remoteAddress: '10.9.0.2' });
    const tablet = createClient(t.app, { remoteAddress: '10.9.0.3' });
    await phone.signIn(email, 'account page words');
    await tablet.signIn(email, 'account page words');

    const listed = await laptop.request('GET', '/api/account/sessions');
    expect(listed.statusCode).toBe(200);
    const { sessions } = listed.json<AccountSessionsResponse>();
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.isCurrent)).toHaveLength(1);
    expect(JSON.stringify(sessions)).not.toContain(laptop.cookie.split('=')[1]!.split('.')[0]);

    const phoneId = sessions.find((s) => s.ipAddress === '10.9.0.2')!.id;
    expect((await laptop.request('DELETE', `/api/account/sessions/${phoneId}`)).statusCode).toBe(200);
    expect(await phone.session()).toBeNull();
    expect((await laptop.request('DELETE', `/api/account/sessions/${phoneId}`)).statusCode).toBe(404);

    // Someone else's session is not theirs to end.
    const stranger = await registered(`stranger.${backend}@example.com`);
    const tabletId = sessions.find((s) => s.ipAddress === '10.9.0.3')!.id;
    expect((await stranger.request('DELETE', `/api/account/sessions/${tabletId}`)).statusCode).toBe(404);
    expect(await tablet.session()).not.toBeNull();

    const others = await laptop.request('POST', '/api/account/sessions/end-others', {});
    expect(others.json()).toEqual({ ended: 1 });
    expect(await tablet.session()).toBeNull();
    expect(await laptop.session()).not.toBeNull();
  });
});
