// Forgotten password: the e-mailed link from the outbox works once, within its time, and no other
// link to the account works after it; the request never reveals whether an e-mail has an account.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ErrorResponse } from '@eshop/shared';
import { verification } from '../../db/schema/index.js';
import { createClient } from '../../test-support/auth-client.js';
import { findResetLink, readOutbox } from '../../test-support/outbox.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { BACKENDS } from '../../test-support/test-database.js';
import { RESET_REQUEST_ANSWER_MS } from './routes.js';

describe.each(BACKENDS)('password reset on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_ENABLED: 'false' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const requestReset = (email: string) =>
    createClient(t.app).request('POST', '/api/auth/request-password-reset', { email });
  // E-mails go out in the background (so timing tells nothing); wait for the outbox.
  const waitForResetToken = (email: string) =>
    vi.waitFor(() => {
      const token = findResetLink(t.testDb.dataDir, email)?.searchParams.get('token');
      if (!token) throw new Error(`no reset e-mail to ${email} yet`);
      return token;
    });
  /** The token of a reset e-mail newer than the one holding `previous`. */
  const waitForNewResetToken = (email: string, previous: string) =>
    vi.waitFor(() => {
      const token = findResetLink(t.testDb.dataDir, email)?.searchParams.get('token');
      if (!token || token === previous) throw new Error(`no second reset e-mail to ${email} yet`);
      return token;
    });
  const resetWith = (token: string, newPassword: string) =>
    createClient(t.app).request('POST', '/api/auth/reset-password', { token, newPassword });

  it('says the same for an e-mail with and without an account, and mails only the account', async () => {
    await createClient(t.app).signUp('reset-me@example.com', 'old password');
    const mailsBefore = readOutbox(t.testDb.dataDir).length;
    const timed = async (email: string) => {
      const startedAt = performance.now();
      const response = await requestReset(email);
      return { response, ms: performance.now() - startedAt };
    };
    const known = await timed('reset-me@example.com');
    const unknown = await timed('no-account@example.com');
    expect(known.response.statusCode).toBe(200);
    expect(unknown.response.statusCode).toBe(200);
    expect(known.response.json()).toEqual(unknown.response.json());
    // Both are answered no sooner than the fixed time (how alike they are is measured by npm run bench).
    expect(known.ms).toBeGreaterThanOrEqual(RESET_REQUEST_ANSWER_MS - 5);
    expect(unknown.ms).toBeGreaterThanOrEqual(RESET_REQUEST_ANSWER_MS - 5);
    await waitForResetToken('reset-me@example.com');
    // (The account's welcome e-mail may land in between: only resets count here.)
    const mails = readOutbox(t.testDb.dataDir)
      .slice(mailsBefore)
      .filter((mail) => mail.includes('Reset your password'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: reset-me@example.com');
    expect(readOutbox(t.testDb.dataDir).some((mail) => mail.includes('To: no-account@example.com'))).toBe(
      false,
    );
  });

  it('resets the password with the link once, and signs out every session', async () => {
    const shopper = createClient(t.app);
    await shopper.signUp('once@example.com', 'old password');
    await shopper.signIn('once@example.com', 'old password');
    expect(await shopper.session()).not.toBeNull();

    await requestReset('once@example.com');
    const token = await waitForResetToken('once@example.com');
    expect(findResetLink(t.testDb.dataDir, 'once@example.com')?.pathname).toBe('/reset-password');

    expect((await resetWith(token, 'new password')).statusCode).toBe(200);
    expect((await createClient(t.app).signIn('once@example.com', 'old password')).statusCode).toBe(401);
    expect((await createClient(t.app).signIn('once@example.com', 'new password')).statusCode).toBe(200);
    expect(await shopper.session()).toBeNull();

    const reused = await resetWith(token, 'third password');
    expect(reused.statusCode).toBe(400);
    expect(reused.json<ErrorResponse>().error.code).toBe('VALIDATION_ERROR');
    expect((await createClient(t.app).signIn('once@example.com', 'new password')).statusCode).toBe(200);
  });

  it('refuses an older link once a newer one was used, and ends the sessions opened before', async () => {
    const shopper = createClient(t.app);
    await shopper.signUp('two-links@example.com', 'old password');
    await shopper.signIn('two-links@example.com', 'old password');
    await requestReset('two-links@example.com');
    const older = await waitForResetToken('two-links@example.com');
    await requestReset('two-links@example.com');
    const newer = await waitForNewResetToken('two-links@example.com', older);

    expect((await resetWith(newer, 'newer password')).statusCode).toBe(200);
    const late = await resetWith(older, 'older password');
    expect(late.statusCode).toBe(400);
    expect(late.json<ErrorResponse>().error).toEqual({ code: 'VALIDATION_ERROR', message: 'Invalid token' });

    expect(await shopper.session()).toBeNull();
    expect((await createClient(t.app).signIn('two-links@example.com', 'older password')).statusCode).toBe(
      401,
    );
    const resetter = createClient(t.app);
    expect((await resetter.signIn('two-links@example.com', 'newer password')).statusCode).toBe(200);
    expect(await resetter.session()).toMatchObject({ email: 'two-links@example.com' });
  });

  it('leaves the links of other accounts usable', async () => {
    await createClient(t.app).signUp('mine@example.com', 'old password');
    await createClient(t.app).signUp('theirs@example.com', 'old password');
    await requestReset('mine@example.com');
    await requestReset('theirs@example.com');
    const mine = await waitForResetToken('mine@example.com');
    const theirs = await waitForResetToken('theirs@example.com');
    expect((await resetWith(mine, 'my new password')).statusCode).toBe(200);
    expect((await resetWith(theirs, 'their new password')).statusCode).toBe(200);
  });

  it('refuses an expired link and a made-up one, changing nothing', async () => {
    await createClient(t.app).signUp('late@example.com', 'old password');
    await requestReset('late@example.com');
    const token = await waitForResetToken('late@example.com');
    await t.testDb.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `reset-password:${token}`));

    expect((await resetWith(token, 'new password')).statusCode).toBe(400);
    expect((await resetWith('made-up-token', 'new password')).statusCode).toBe(400);
    expect((await createClient(t.app).signIn('late@example.com', 'old password')).statusCode).toBe(200);
  });

  it('refuses a new password that is too short, keeping the link usable', async () => {
    await createClient(t.app).signUp('short@example.com', 'old password');
    await requestReset('short@example.com');
    const token = await waitForResetToken('short@example.com');
    expect((await resetWith(token, 'short')).statusCode).toBe(400);
    expect((await resetWith(token, 'long enough now')).statusCode).toBe(200);
  });

  it('refuses a reset request with a missing or malformed e-mail', async () => {
    expect((await requestReset('')).statusCode).toBe(400);
    expect((await requestReset('nope')).statusCode).toBe(400);
  });
});
