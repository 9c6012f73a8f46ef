// Changing a signed-in password from the account page (POST /api/auth/change-password, issue 38), or
// from server code: the new password needs the current one, voids the reset links still out, ends
// every other session whatever the client asked, and passes the password rules.
import { APIError } from 'better-auth/api';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PASSWORD_RULE_MESSAGES, type ErrorResponse } from '@eshop/shared';
import { account, user } from '../../db/schema/index.js';
import { createClient, type Client } from '../../test-support/auth-client.js';
import { findResetLink } from '../../test-support/outbox.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { BACKENDS } from '../../test-support/test-database.js';

describe.each(BACKENDS)('changing the password on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_ENABLED: 'false' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const resetWith = (token: string, newPassword: string) =>
    createClient(t.app).request('POST', '/api/auth/reset-password', { token, newPassword });
  const requestResetToken = async (email: string) => {
    await createClient(t.app).request('POST', '/api/auth/request-password-reset', { email });
    return vi.waitFor(() => {
      const found = findResetLink(t.testDb.dataDir, email)?.searchParams.get('token');
      if (!found) throw new Error(`no reset e-mail to ${email} yet`);
      return found;
    });
  };

  /** The library's change-password for `client`'s session; the cookie of the session it keeps. */
  const changePassword = async (client: Client, currentPassword: string, newPassword: string) => {
    const { headers } = await t.app.auth.api.changePassword({
      headers: new Headers({ cookie: client.cookie }),
      // The client asks to keep its other sessions; the shop ends them anyway.
      body: { currentPassword, newPassword, revokeOtherSessions: false },
      returnHeaders: true,
    });
    return (
      headers
        .getSetCookie()
        .find((c) => c.includes('session_token='))
        ?.split(';')[0] ?? ''
    );
  };

  it('needs the current password, and changes nothing without it', async () => {
    const shopper = createClient(t.app);
    await shopper.signUp('routed@example.com', 'old password');
    const refused = await shopper.request('POST', '/api/auth/change-password', {
      currentPassword: 'not the password',
      newPassword: 'new password words',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorResponse>().error.message).toMatch(/password/i);
    expect((await createClient(t.app).signIn('routed@example.com', 'old password')).statusCode).toBe(200);
    // A visitor has no password to change.
    const visitor = await createClient(t.app).request('POST', '/api/auth/change-password', {
      currentPassword: 'old password',
      newPassword: 'new password words',
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('changes it through the shop, keeping this browser signed in and ending the others', async () => {
    const phone = createClient(t.app);
    const laptop = createClient(t.app);
    await phone.signUp('through@example.com', 'old password');
    await laptop.signIn('through@example.com', 'old password');
    const changed = await laptop.request('POST', '/api/auth/change-password', {
      currentPassword: 'old password',
      newPassword: 'new password words',
      revokeOtherSessions: false,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).not.toMatch(/token/);
    expect(await laptop.session()).toMatchObject({ email: 'through@example.com' });
    expect(await phone.session()).toBeNull();
    expect((await createClient(t.app).signIn('through@example.com', 'new password words')).statusCode).toBe(
      200,
    );
  });

  it('voids the reset links still out and ends every other session, keeping the one that changed it', async () => {
    const phone = createClient(t.app);
    const laptop = createClient(t.app);
    await phone.signUp('changer@example.com', 'old password');
    await phone.signIn('changer@example.com', 'old password');
    await laptop.signIn('changer@example.com', 'old password');
    const token = await requestResetToken('changer@example.com');

    const kept = await changePassword(laptop, 'old password', 'changed password');

    expect(await phone.session()).toBeNull();
    expect(kept).not.toBe('');
    expect(await createClient(t.app, { cookie: kept }).session()).toMatchObject({
      email: 'changer@example.com',
    });
    expect((await resetWith(token, 'the link holder password')).statusCode).toBe(400);
    expect(
      (await createClient(t.app).signIn('changer@example.com', 'the link holder password')).statusCode,
    ).toBe(401);
    expect((await createClient(t.app).signIn('changer@example.com', 'changed password')).statusCode).toBe(
      200,
    );
  });

  it('a first password on an account without one (Google only) voids its reset links too', async () => {
    const shopper = createClient(t.app);
    await shopper.signUp('google-only@example.com', 'old password');
    await shopper.signIn('google-only@example.com', 'old password');
    const [owner] = await t.testDb.database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, 'google-only@example.com'));
    // As a Google account: no password row.
    await t.testDb.database.db
      .delete(account)
      .where(and(eq(account.userId, owner!.id), eq(account.providerId, 'credential')));
    const token = await requestResetToken('google-only@example.com');

    await t.app.auth.api.setPassword({
      headers: new Headers({ cookie: shopper.cookie }),
      body: { newPassword: 'first password' },
    });

    expect((await resetWith(token, 'the link holder password')).statusCode).toBe(400);
    expect((await createClient(t.app).signIn('google-only@example.com', 'first password')).statusCode).toBe(
      200,
    );
  });

  it('refuses a password from the leaked-password list', async () => {
    const shopper = createClient(t.app);
    await shopper.signUp('leaky@example.com', 'old password');
    await shopper.signIn('leaky@example.com', 'old password');
    const refused = changePassword(shopper, 'old password', 'password123');
    await expect(refused).rejects.toBeInstanceOf(APIError);
    await expect(refused).rejects.toMatchObject({ message: PASSWORD_RULE_MESSAGES.breached });
    expect((await createClient(t.app).signIn('leaky@example.com', 'old password')).statusCode).toBe(200);
  });
});
