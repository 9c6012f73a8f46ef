// Weak passwords and absurd e-mails are refused at sign-up and at reset, with a message that says
// why, and nothing is created.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PASSWORD_RULE_MESSAGES, type ErrorResponse } from '@eshop/shared';
import { user } from '../../db/schema/index.js';
import { createClient } from '../../test-support/auth-client.js';
import { findResetLink } from '../../test-support/outbox.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { BACKENDS } from '../../test-support/test-database.js';

describe.each(BACKENDS)('password and e-mail rules on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_ENABLED: 'false' });
  });
  afterAll(async () => {
    await t?.close();
  });
  const accountsNamed = async (email: string) =>
    (await t.testDb.database.db.select().from(user).where(eq(user.email, email))).length;

  it.each([
    ['12345678', PASSWORD_RULE_MESSAGES.breached],
    ['password', PASSWORD_RULE_MESSAGES.breached],
    ['Password1', PASSWORD_RULE_MESSAGES.breached],
    ['        ', PASSWORD_RULE_MESSAGES.blank],
    ['Weak-Rules@Example.com', PASSWORD_RULE_MESSAGES.email],
  ])('refuses %j at sign-up', async (password, message) => {
    const response = await createClient(t.app).signUp('weak-rules@example.com', password);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorResponse>().error).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect(await accountsNamed('weak-rules@example.com')).toBe(0);
  });

  it('refuses an e-mail longer than 254 characters (a 2,010-character one, say)', async () => {
    const email = `${'a'.repeat(1_998)}@example.com`;
    expect(email).toHaveLength(2_010);
    const response = await createClient(t.app).signUp(email, 'a sound password 1');
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorResponse>().error.message).toContain('254');
    expect(await accountsNamed(email)).toBe(0);
  });

  it('accepts a sound password, and refuses a leaked one at reset', async () => {
    const shopper = createClient(t.app);
    expect((await shopper.signUp('sound@example.com', 'a sound password 1')).statusCode).toBe(200);
    await shopper.request('POST', '/api/auth/request-password-reset', { email: 'sound@example.com' });
    const token = await vi.waitFor(() => {
      const found = findResetLink(t.testDb.dataDir, 'sound@example.com')?.searchParams.get('token');
      if (!found) throw new Error('no reset e-mail yet');
      return found;
    });
    const weak = await shopper.request('POST', '/api/auth/reset-password', {
      token,
      newPassword: 'qwerty123',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json<ErrorResponse>().error.message).toBe(PASSWORD_RULE_MESSAGES.breached);
    // The link was not used up by the refusal.
    const sound = await shopper.request('POST', '/api/auth/reset-password', {
      token,
      newPassword: 'another sound password',
    });
    expect(sound.statusCode).toBe(200);
  });
});
