// Registering signs in at once with an unproven address; the welcome e-mail's link proves it (in the
// page's language, back to where the shopper came from), a second use or a forged link does nothing,
// and "send it again" is limited. On both backends, through the real app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../test-support/auth-client.js';
import { decodeQuotedPrintable, findVerifyLink, readOutbox } from '../../test-support/outbox.js';
import { signedInAdmin } from '../../test-support/signed-in.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { BACKENDS } from '../../test-support/test-database.js';
import { AUTH_RATE_LIMITS } from './auth.js';

describe.each(BACKENDS)('registration and e-mail verification on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  const mailsTo = (to: string) =>
    readOutbox(t.testDb.dataDir)
      .map(decodeQuotedPrintable)
      .filter((mail) => mail.includes(`To: ${to}`));

  it('signs the new shopper in and e-mails a link that proves the address and returns to the cart', async () => {
    const email = `new.${backend}@example.com`;
    const shopper = createClient(t.app, { remoteAddress: '10.0.1.1' });
    const registered = await shopper.request('POST', '/api/auth/sign-up/email', {
      email,
      password: 'brand new words',
      name: '',
      callbackURL: '/cart',
    });
    expect(registered.statusCode).toBe(200);
    expect(await shopper.session()).toMatchObject({ email, isEmailVerified: false });

    await expect.poll(() => findVerifyLink(t.testDb.dataDir, email)).toBeTruthy();
    expect(mailsTo(email).join('\n')).toMatch(/Thank you for creating an account at /);
    const link = findVerifyLink(t.testDb.dataDir, email)!;
    expect(link.origin).toBe(new URL(t.app.config.PUBLIC_URL).origin);

    // Opened in another browser: it proves the address and signs that browser in too.
    const elsewhere = createClient(t.app, { remoteAddress: '10.0.1.2' });
    const followed = await elsewhere.request('GET', `${link.pathname}${link.search}`);
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe('/cart');
    expect(await elsewhere.session()).toMatchObject({ email, isEmailVerified: true });
    expect(await shopper.session()).toMatchObject({ email, isEmailVerified: true });
  });

  it('writes the e-mail in the language of the page the shopper registered on', async () => {
    const email = `neu.${backend}@example.com`;
    await createClient(t.app, { remoteAddress: '10.0.2.1' }).request('POST', '/api/auth/sign-up/email', {
      email,
      password: 'ganz neue worte',
      name: '',
      callbackURL: '/de/cart',
    });
    await expect.poll(() => findVerifyLink(t.testDb.dataDir, email)).toBeTruthy();
    expect(mailsTo(email).join('\n')).toMatch(/Danke, dass Sie ein Konto bei .* angelegt haben/);
  });

  it('sends a visitor with a forged or changed link back with an error, proving nothing', async () => {
    const email = `forged.${backend}@example.com`;
    const shopper = createClient(t.app, { remoteAddress: '10.0.3.1' });
    await shopper.request('POST', '/api/auth/sign-up/email', {
      email,
      password: 'forged link words',
      name: '',
      callbackURL: '/cart',
    });
    await expect.poll(() => findVerifyLink(t.testDb.dataDir, email)).toBeTruthy();
    const link = findVerifyLink(t.testDb.dataDir, email)!;
    const token = link.searchParams.get('token')!;
    link.searchParams.set('token', `${token.slice(0, -2)}xx`);
    const forged = await createClient(t.app).request('GET', `${link.pathname}${link.search}`);
    expect(forged.statusCode).toBe(302);
    expect(forged.headers.location).toMatch(/^\/cart\?error=/);
    expect(await shopper.session()).toMatchObject({ isEmailVerified: false });
  });

  it('proves nothing with a forged change-of-address token, though the library answers it', async () => {
    // An attacker registers someone else's address, then crafts the claims of a change of address to
    // it: unsigned by the shop, the token must leave the account unproven (decision 073).
    const email = `victim.${backend}@example.com`;
    const attacker = createClient(t.app, { remoteAddress: '10.0.5.1' });
    await attacker.signUp(email, 'attacker words 1');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: attacker.cookie },
    });
    const { user } = me.json<{ user: { id: string } }>();
    const claims = Buffer.from(
      JSON.stringify({ requestType: 'change-email-verification', userId: user.id, updateTo: email, email }),
    ).toString('base64url');
    for (const token of [`a.${claims}.b`, `eyJhbGciOiJub25lIn0.${claims}.`]) {
      const answered = await attacker.request(
        'GET',
        `/api/auth/verify-email?token=${token}&callbackURL=${encodeURIComponent('/account?verified=1')}`,
      );
      expect(answered.statusCode).toBe(302);
      expect(answered.headers.location).toMatch(/error=/);
    }
    expect(await attacker.session()).toMatchObject({ email, isEmailVerified: false });
  });

  it("refuses to change the owner's address, which ADMIN_EMAIL sets", async () => {
    const owner = await signedInAdmin(t);
    const refused = await owner.request('POST', '/api/auth/change-email', {
      newEmail: 'elsewhere@example.com',
    });
    expect(refused.statusCode).toBe(400);
    expect(await owner.session()).toMatchObject({ email: 'owner@example.com' });
    const tooLong = await createClient(t.app).request('POST', '/api/auth/change-email', {
      newEmail: `${'x'.repeat(250)}@example.com`,
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('sends the link again on request, a few times a quarter hour and no more', async () => {
    const email = `again.${backend}@example.com`;
    const shopper = createClient(t.app, { remoteAddress: '10.0.4.1' });
    await shopper.signUp(email, 'send it again words');
    await expect.poll(() => mailsTo(email).length).toBe(1);
    const { max } = AUTH_RATE_LIMITS['/send-verification-email'];
    for (let i = 0; i < max; i += 1) {
      const again = await shopper.request('POST', '/api/auth/send-verification-email', {
        email,
        callbackURL: '/account',
      });
      expect(again.statusCode, again.body).toBe(200);
    }
    const refused = await shopper.request('POST', '/api/auth/send-verification-email', {
      email,
      callbackURL: '/account',
    });
    expect(refused.statusCode).toBe(429);
    await expect.poll(() => mailsTo(email).length).toBe(1 + max);
  });
});
