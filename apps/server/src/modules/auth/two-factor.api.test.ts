// Two-factor sign-in (issue 38) through the real app on both backends: turned on with the password and
// a first code from the app, then every sign-in on a device not trusted asks for a code (computed here
// from the shared secret by an authenticator library of its own, as a phone would), or a recovery
// code, each good once. The owner may require it of staff, whom the admin then refuses without it.
import { eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse, StaffList } from '@eshop/shared';
import { twoFactor, user } from '../../db/schema/index.js';
import { createClient, type Client } from '../../test-support/auth-client.js';
import { runServerCommand } from '../../test-support/backup-commands.js';
import { findInvitationToken, findVerifyLink } from '../../test-support/outbox.js';
import { signedInAdmin, signedInShopper, TEST_ADMIN } from '../../test-support/signed-in.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { BACKENDS } from '../../test-support/test-database.js';

type Enabled = { totpURI: string; backupCodes: string[] };

/** The code the app shows now, read from the link the account page turns into a QR code. */
const codeFrom = (totpURI: string) => OTPAuth.URI.parse(totpURI).generate();
/** A code that is not the app's now (nor in the window either side the server accepts). */
const wrongCode = (totpURI: string) => {
  const totp = OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP;
  const near = [-1, 0, 1].map((step) => totp.generate({ timestamp: Date.now() + step * 30_000 }));
  return ['000000', '111111', '222222'].find((code) => !near.includes(code))!;
};

/** Turns two-factor sign-in on for the signed-in `client`, as the account page does. */
const turnOn = async (client: Client, password: string): Promise<Enabled> => {
  const enabled = await client.request('POST', '/api/auth/two-factor/enable', { password });
  expect(enabled.statusCode, enabled.body).toBe(200);
  const answer = enabled.json<Enabled>();
  const verified = await client.request('POST', '/api/auth/two-factor/verify-totp', {
    code: codeFrom(answer.totpURI),
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return answer;
};

describe.each(BACKENDS)('two-factor sign-in on %s', (backend) => {
  let t: TestApp;
  let owner: Client;
  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_ENABLED: 'false' });
    owner = await signedInAdmin(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const session = async (client: Client) =>
    (await client.request('GET', '/api/session')).json<{
      user: { email: string; isTwoFactorEnabled: boolean } | null;
      mustTurnOnTwoFactor: boolean;
    }>();

  it('turns on with the password and a first code from the app, and keeps the secret encrypted', async () => {
    const shopper = await signedInShopper(t, {
      email: `ivy.${backend}@example.com`,
      password: 'ivy password 1',
    });
    const wrongPassword = await shopper.request('POST', '/api/auth/two-factor/enable', {
      password: 'not my password',
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json<ErrorResponse>().error.message).toBe('That is not your password.');

    const enabled = await shopper.request('POST', '/api/auth/two-factor/enable', {
      password: 'ivy password 1',
      issuer: 'Somebody Else',
    });
    expect(enabled.statusCode).toBe(200);
    const { totpURI, backupCodes } = enabled.json<Enabled>();
    // The app names the account after the shop, whatever the client asked.
    const parsed = OTPAuth.URI.parse(totpURI);
    expect(parsed.issuer).toBe(t.app.config.SHOP_NAME);
    expect(parsed.label).toBe(`ivy.${backend}@example.com`);
    expect(backupCodes).toHaveLength(10);
    // Not on until a code proves the app has the secret.
    expect((await session(shopper)).user?.isTwoFactorEnabled).toBe(false);

    const wrong = await shopper.request('POST', '/api/auth/two-factor/verify-totp', {
      code: wrongCode(totpURI),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json<ErrorResponse>().error.message).toMatch(/That code is not right/);
    expect((await session(shopper)).user?.isTwoFactorEnabled).toBe(false);

    const right = await shopper.request('POST', '/api/auth/two-factor/verify-totp', {
      code: codeFrom(totpURI),
    });
    expect(right.statusCode).toBe(200);
    expect(JSON.stringify(right.json())).not.toMatch(/token/);
    // Still signed in, now with two-factor sign-in on.
    expect((await session(shopper)).user?.isTwoFactorEnabled).toBe(true);
    expect((await shopper.request('GET', '/api/account')).json()).toMatchObject({ isTwoFactorEnabled: true });

    const [stored] = await t.testDb.database.db
      .select()
      .from(twoFactor)
      .innerJoin(user, eq(user.id, twoFactor.userId))
      .where(eq(user.email, `ivy.${backend}@example.com`));
    expect(stored!.two_factors.secret).not.toContain(parsed.secret.base32);
    for (const code of backupCodes) expect(stored!.two_factors.backupCodes).not.toContain(code);
    // Nothing of it in the data a shopper downloads.
    const exported = (await shopper.request('GET', '/api/account/export')).body;
    expect(exported).not.toContain(parsed.secret.base32);
    expect(exported).not.toContain(backupCodes[0]);
  });

  it('asks a new device for a code at sign-in, and a trusted device only after 30 days', async () => {
    const email = `jo.${backend}@example.com`;
    const first = await signedInShopper(t, { email, password: 'jo password 11' });
    const earlier = createClient(t.app);
    expect((await earlier.signIn(email, 'jo password 11')).statusCode).toBe(200);
    const { totpURI } = await turnOn(first, 'jo password 11');
    // Turning it on signs out every other device (a thief's among them); this one stays.
    expect((await session(earlier)).user).toBeNull();
    expect((await session(first)).user?.isTwoFactorEnabled).toBe(true);

    const laptop = createClient(t.app);
    const signIn = await laptop.signIn(email, 'jo password 11');
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    // The password alone is no session.
    expect((await session(laptop)).user).toBeNull();

    const wrong = await laptop.request('POST', '/api/auth/two-factor/verify-totp', {
      code: wrongCode(totpURI),
    });
    expect(wrong.statusCode).toBe(401);
    expect((await session(laptop)).user).toBeNull();

    const right = await laptop.request('POST', '/api/auth/two-factor/verify-totp', {
      code: codeFrom(totpURI),
      trustDevice: true,
    });
    expect(right.statusCode, right.body).toBe(200);
    expect((await session(laptop)).user?.email).toBe(email);

    // The trusted laptop signs in with the password alone next time; a phone is asked again.
    await laptop.signOut();
    const again = await laptop.signIn(email, 'jo password 11');
    expect(again.json()).not.toHaveProperty('twoFactorRedirect');
    expect((await session(laptop)).user?.email).toBe(email);
    const phone = createClient(t.app);
    expect((await phone.signIn(email, 'jo password 11')).json()).toMatchObject({ twoFactorRedirect: true });
    expect((await session(phone)).user).toBeNull();

    // Off and on again: no device stays trusted from before.
    const off = await first.request('POST', '/api/auth/two-factor/disable', { password: 'jo password 11' });
    expect(off.statusCode).toBe(200);
    await turnOn(first, 'jo password 11');
    await laptop.signOut();
    expect((await laptop.signIn(email, 'jo password 11')).json()).toMatchObject({ twoFactorRedirect: true });
    expect((await session(laptop)).user).toBeNull();

    // A code step nobody started (no sign-in cookie) signs nobody in.
    const stranger = createClient(t.app);
    const unasked = await stranger.request('POST', '/api/auth/two-factor/verify-totp', {
      code: codeFrom(totpURI),
    });
    expect(unasked.statusCode).toBe(401);
    expect((await session(stranger)).user).toBeNull();
  });

  it('takes each recovery code once instead of the app, and turns off with the password', async () => {
    const email = `kai.${backend}@example.com`;
    const first = await signedInShopper(t, { email, password: 'kai password 1' });
    const { backupCodes } = await turnOn(first, 'kai password 1');

    const useRecoveryCode = async (code: string) => {
      const device = createClient(t.app);
      expect((await device.signIn(email, 'kai password 1')).json()).toMatchObject({
        twoFactorRedirect: true,
      });
      const answer = await device.request('POST', '/api/auth/two-factor/verify-backup-code', { code });
      return { answer, device };
    };
    const used = await useRecoveryCode(backupCodes[0]!);
    expect(used.answer.statusCode, used.answer.body).toBe(200);
    expect((await session(used.device)).user?.email).toBe(email);
    const reused = await useRecoveryCode(backupCodes[0]!);
    expect(reused.answer.statusCode).toBe(401);
    expect(reused.answer.json<ErrorResponse>().error.message).toMatch(/recovery code is not right/);
    expect((await session(reused.device)).user).toBeNull();

    // New codes replace the old ones.
    const renewed = await first.request('POST', '/api/auth/two-factor/generate-backup-codes', {
      password: 'kai password 1',
    });
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json<{ backupCodes: string[] }>().backupCodes;
    expect(fresh).toHaveLength(10);
    expect((await useRecoveryCode(backupCodes[1]!)).answer.statusCode).toBe(401);
    expect((await useRecoveryCode(fresh[0]!)).answer.statusCode).toBe(200);

    const refused = await first.request('POST', '/api/auth/two-factor/disable', { password: 'wrong one' });
    expect(refused.statusCode).toBe(400);
    const off = await first.request('POST', '/api/auth/two-factor/disable', { password: 'kai password 1' });
    expect(off.statusCode).toBe(200);
    expect((await session(first)).user?.isTwoFactorEnabled).toBe(false);
    const plain = createClient(t.app);
    expect((await plain.signIn(email, 'kai password 1')).json()).not.toHaveProperty('twoFactorRedirect');
    expect((await session(plain)).user?.email).toBe(email);
  });

  it("lets the owner require it of staff: the admin refuses staff without it, and the owner can reset a member's", async () => {
    const email = `sam.${backend}@example.com`;
    const invited = await owner.request('POST', '/api/admin/staff/invitations', {
      email,
      permissions: ['orders'],
    });
    expect(invited.statusCode).toBe(200);
    const token = findInvitationToken(t.testDb.dataDir, email);
    const accepted = await createClient(t.app).request('POST', '/api/staff-invitations/accept', {
      token,
      name: 'Sam',
      password: 'sam password 1',
    });
    expect(accepted.statusCode).toBe(200);
    const sam = createClient(t.app);
    expect((await sam.signIn(email, 'sam password 1')).statusCode).toBe(200);
    expect((await sam.request('GET', '/api/admin/orders')).statusCode).toBe(200);

    const required = await owner.request('PUT', '/api/admin/staff/two-factor', { required: true });
    expect(required.statusCode).toBe(200);
    expect(required.json<StaffList>()).toMatchObject({
      requiresTwoFactor: true,
      staff: [expect.objectContaining({ email, isTwoFactorEnabled: false })],
    });
    const refused = await sam.request('GET', '/api/admin/orders');
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorResponse>().error.message).toMatch(/Turn it on in your account/);
    expect((await session(sam)).mustTurnOnTwoFactor).toBe(true);
    // The owner is not staff: the requirement is the owner's to make, not to be locked out by.
    expect((await owner.request('GET', '/api/admin/orders')).statusCode).toBe(200);
    expect((await session(owner)).mustTurnOnTwoFactor).toBe(false);

    const { totpURI } = await turnOn(sam, 'sam password 1');
    expect((await sam.request('GET', '/api/admin/orders')).statusCode).toBe(200);
    expect((await session(sam)).mustTurnOnTwoFactor).toBe(false);
    const staffList = (await owner.request('GET', '/api/admin/staff')).json<StaffList>();
    expect(staffList.staff).toEqual([expect.objectContaining({ email, isTwoFactorEnabled: true })]);

    // Lost phone: the owner turns it off for Sam, whose sessions end; Sam signs in with the password
    // and is asked to turn it on again before the admin opens.
    const samId = staffList.staff[0]!.id;
    const reset = await owner.request('DELETE', `/api/admin/staff/${samId}/two-factor`);
    expect(reset.statusCode).toBe(200);
    expect((await session(sam)).user).toBeNull();
    const samAgain = createClient(t.app);
    expect((await samAgain.signIn(email, 'sam password 1')).json()).not.toHaveProperty('twoFactorRedirect');
    expect((await samAgain.request('GET', '/api/admin/orders')).statusCode).toBe(403);
    // The old app's codes mean nothing now.
    const stale = await samAgain.request('POST', '/api/auth/two-factor/verify-totp', {
      code: codeFrom(totpURI),
    });
    expect(stale.statusCode).toBe(400);

    // Only staff: the owner's own cannot be reset this way, nor a shopper's.
    const ownerId = (
      await t.testDb.database.db.select({ id: user.id }).from(user).where(eq(user.email, TEST_ADMIN.email))
    )[0]!.id;
    expect((await owner.request('DELETE', `/api/admin/staff/${ownerId}/two-factor`)).statusCode).toBe(404);
    // Staff may not change the requirement (the staff routes are the owner's).
    const { totpURI: newURI } = await turnOn(samAgain, 'sam password 1');
    expect(newURI).not.toBe(totpURI);
    expect(
      (await samAgain.request('PUT', '/api/admin/staff/two-factor', { required: false })).statusCode,
    ).toBe(403);

    const relaxed = await owner.request('PUT', '/api/admin/staff/two-factor', { required: false });
    expect(relaxed.json<StaffList>().requiresTwoFactor).toBe(false);
    const bad = await owner.request('PUT', '/api/admin/staff/two-factor', { required: 'yes' });
    expect(bad.statusCode).toBe(400);
  });

  it('does not sign a two-factor account in by its e-mail link alone', async () => {
    // The welcome e-mail's link would sign in a shopper not signed in; for an account that uses a
    // code, following it proves the address and nothing more.
    const email = `lee.${backend}@example.com`;
    const first = await signedInShopper(t, { email, password: 'lee password 1' });
    await turnOn(first, 'lee password 1');
    const link = findVerifyLink(t.testDb.dataDir, email);
    expect(link).toBeDefined();
    const inbox = createClient(t.app);
    const followed = await inbox.request('GET', link!.pathname + link!.search);
    expect(followed.statusCode).toBeLessThan(400);
    expect((await session(inbox)).user).toBeNull();
    const [row] = await t.testDb.database.db.select().from(user).where(eq(user.email, email));
    expect(row?.emailVerified).toBe(true);

    // Followed in the browser already signed in to the account, the link keeps that session.
    const other = `may.${backend}@example.com`;
    const signedIn = await signedInShopper(t, { email: other, password: 'may password 1' });
    await turnOn(signedIn, 'may password 1');
    const ownLink = findVerifyLink(t.testDb.dataDir, other);
    expect((await signedIn.request('GET', ownLink!.pathname + ownLink!.search)).statusCode).toBeLessThan(400);
    expect((await session(signedIn)).user).toMatchObject({ email: other, isTwoFactorEnabled: true });
  });
});

describe('npm run admin:reset-two-factor', () => {
  it("turns off an account's two-factor sign-in (the owner's, who lost the phone) and ends its sessions", async () => {
    const t = await createTestApp('postgres', { RATE_LIMIT_ENABLED: 'false' });
    try {
      const owner = await signedInAdmin(t);
      await turnOn(owner, TEST_ADMIN.password);
      const reset = (...args: string[]) =>
        runServerCommand('src/db/reset-two-factor-cli.ts', args, { DATABASE_URL: t.testDb.url! });

      const unknown = await reset('nobody@example.com');
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('No account has the e-mail nobody@example.com.');
      const bare = await reset();
      expect(bare.code).toBe(1);
      expect(bare.stderr).toContain('npm run admin:reset-two-factor -- owner@example.com');
      expect((await owner.request('GET', '/api/session')).json()).toMatchObject({
        user: { isTwoFactorEnabled: true },
      });

      const run = await reset(TEST_ADMIN.email.toUpperCase());
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(`Two-factor sign-in is off for ${TEST_ADMIN.email.toUpperCase()}`);
      expect((await owner.request('GET', '/api/session')).json()).toMatchObject({ user: null });
      const again = createClient(t.app);
      expect((await again.signIn(TEST_ADMIN.email, TEST_ADMIN.password)).json()).not.toHaveProperty(
        'twoFactorRedirect',
      );
      expect((await again.request('GET', '/api/session')).json()).toMatchObject({
        user: { email: TEST_ADMIN.email, isTwoFactorEnabled: false },
      });
    } finally {
      await t.close();
    }
  });
});
