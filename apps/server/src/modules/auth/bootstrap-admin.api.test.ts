// The admin account named by ADMIN_EMAIL: created at start, the only admin, and no request can
// become admin, not even by registering the address first.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { user } from '../../db/schema/index.js';
import { createClient } from '../../test-support/auth-client.js';
import { findResetLink } from '../../test-support/outbox.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { BACKENDS } from '../../test-support/test-database.js';
import { DEFAULT_ADMIN_EMAIL } from '../../config/shop-email.js';
import { bootstrapAdmin } from './bootstrap-admin.js';

describe.each(BACKENDS)('admin bootstrap on %s', (backend) => {
  let t: TestApp;
  const logged: string[] = [];
  const log = { info: (m: string) => logged.push(m), warn: (m: string) => logged.push(m) };
  const bootstrap = (email?: string, password?: string) =>
    bootstrapAdmin({ auth: t.app.auth, database: t.testDb.database, log }, { email, password });
  const roleOf = async (email: string) =>
    (await t.testDb.database.db.select({ role: user.role }).from(user).where(eq(user.email, email)))[0]?.role;

  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_ENABLED: 'false' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates the admin with ADMIN_PASSWORD, who then signs in as admin', async () => {
    await bootstrap('Owner@Example.com', 'owner password');
    const owner = createClient(t.app);
    expect((await owner.signIn('owner@example.com', 'owner password')).statusCode).toBe(200);
    expect(await owner.session()).toMatchObject({ email: 'owner@example.com', isAdmin: true });
  });

  it('refuses an ADMIN_PASSWORD that breaks the password rules, naming it, and changes nothing', async () => {
    await expect(bootstrap('owner@example.com', 'password123')).rejects.toThrow(
      /ADMIN_PASSWORD: This password is too common/,
    );
    await expect(bootstrap('owner@example.com', 'Owner@Example.com')).rejects.toThrow(/ADMIN_PASSWORD: /);
    expect((await createClient(t.app).signIn('owner@example.com', 'owner password')).statusCode).toBe(200);
  });

  it('a restart with the same ADMIN_PASSWORD keeps the admin signed in', async () => {
    const owner = createClient(t.app);
    await owner.signIn('owner@example.com', 'owner password');
    await bootstrap('owner@example.com', 'owner password');
    expect(await owner.session()).toMatchObject({ email: 'owner@example.com', isAdmin: true });
    const admins = await t.testDb.database.db.select().from(user).where(eq(user.role, 'admin'));
    expect(admins.map((a) => a.email)).toEqual(['owner@example.com']);
  });

  it('a new ADMIN_PASSWORD is the password after start, and ends the sessions of the old one', async () => {
    const owner = createClient(t.app);
    await owner.signIn('owner@example.com', 'owner password');
    await bootstrap('owner@example.com', 'a different password');
    expect(await owner.session()).toBeNull();
    expect((await createClient(t.app).signIn('owner@example.com', 'owner password')).statusCode).toBe(401);
    expect((await owner.signIn('owner@example.com', 'a different password')).statusCode).toBe(200);
    await bootstrap('owner@example.com', 'owner password');
  });

  it('a new ADMIN_PASSWORD voids the reset links still out', async () => {
    await createClient(t.app).request('POST', '/api/auth/request-password-reset', {
      email: 'owner@example.com',
    });
    const token = await vi.waitFor(() => {
      const found = findResetLink(t.testDb.dataDir, 'owner@example.com')?.searchParams.get('token');
      if (!found) throw new Error('no reset e-mail yet');
      return found;
    });
    await bootstrap('owner@example.com', 'a different password');
    const late = await createClient(t.app).request('POST', '/api/auth/reset-password', {
      token,
      newPassword: 'the link holder password',
    });
    expect(late.statusCode).toBe(400);
    expect((await createClient(t.app).signIn('owner@example.com', 'a different password')).statusCode).toBe(
      200,
    );
    await bootstrap('owner@example.com', 'owner password');
  });

  it('does not let anyone register their way into the admin account', async () => {
    const attacker = createClient(t.app);
    expect((await attacker.signUp('owner@example.com', 'attacker password')).statusCode).toBe(200);
    expect((await attacker.signIn('owner@example.com', 'attacker password')).statusCode).toBe(401);
    await attacker.signUp('shopper@example.com', 'shopper password');
    await attacker.signIn('shopper@example.com', 'shopper password');
    expect(await attacker.session()).toMatchObject({ isAdmin: false });
  });

  it('prints a generated password once when ADMIN_PASSWORD is not set', async () => {
    logged.length = 0;
    await bootstrap('generated@example.com');
    const line = logged.find((m) => m.includes('generated@example.com') && m.includes('password:'));
    const password = line?.match(/password: (\S+)/)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect((await createClient(t.app).signIn('generated@example.com', password)).statusCode).toBe(200);
  });

  it('moves the role when ADMIN_EMAIL changes: one admin only', async () => {
    expect(await roleOf('generated@example.com')).toBe('admin');
    expect(await roleOf('owner@example.com')).toBe('user');
  });

  it('without ADMIN_EMAIL keeps the existing admin, and creates no admin@example.com', async () => {
    logged.length = 0;
    await bootstrap(undefined, 'some password');
    expect(await roleOf('generated@example.com')).toBe('admin');
    expect(await roleOf(DEFAULT_ADMIN_EMAIL)).toBeUndefined();
    expect(logged.join('\n')).toContain('ADMIN_EMAIL is not set: generated@example.com stays the admin.');
  });

  it.each([
    ['with ADMIN_PASSWORD', 'operator password'],
    ['without ADMIN_PASSWORD', undefined],
  ])(
    'takes over, never promotes, an account registered before ADMIN_EMAIL named it (%s)',
    async (_, adminPassword) => {
      const email = `early-${adminPassword ? 'set' : 'generated'}@example.com`;
      const squatter = createClient(t.app);
      await squatter.signUp(email, 'squatter password');
      expect((await squatter.signIn(email, 'squatter password')).statusCode).toBe(200);
      logged.length = 0;

      await bootstrap(email, adminPassword);

      expect(await squatter.session()).toBeNull(); // their session is over...
      expect((await squatter.signIn(email, 'squatter password')).statusCode).toBe(401); // ...and their password
      const password = adminPassword ?? /is now: (\S+)/.exec(logged.join('\n'))?.[1] ?? '';
      const operator = createClient(t.app);
      expect((await operator.signIn(email, password)).statusCode).toBe(200);
      expect(await operator.session()).toMatchObject({ email, isAdmin: true });
    },
  );
});
