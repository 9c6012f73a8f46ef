// Staff and their permissions (issue 38) on both backends: every /api/admin route the API documents
// carries who may use it (x-access), and a staff member with each single permission gets exactly the
// routes that permission (or any staff member) may use and a 403 on every other; invitations are
// single-use and expire; a changed permission holds at the next request; removal ends the sessions.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mayUse, STAFF_PERMISSIONS, type RouteAccess, type StaffList } from '@eshop/shared';
import { staffInvitations } from '../db/schema/index.js';
import { createClient, type Client } from '../test-support/auth-client.js';
import { findInvitationToken } from '../test-support/outbox.js';
import { signedInAdmin } from '../test-support/signed-in.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { BACKENDS } from '../test-support/test-database.js';

type Operation = { 'x-access'?: RouteAccess };
type OpenApi = { paths: Record<string, Record<string, Operation>> };
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Verb = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe.each(BACKENDS)('staff permissions on %s', (backend) => {
  let t: TestApp;
  let owner: Client;
  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_ENABLED: 'false' });
    owner = await signedInAdmin(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  let invited = 0;
  const tokenFor = (email: string) => findInvitationToken(t.testDb.dataDir, email);
  const invite = async (permissions: string[], to?: string) => {
    invited += 1;
    const email = to ?? `staff.${invited}.${backend}@example.com`;
    const response = await owner.request('POST', '/api/admin/staff/invitations', { email, permissions });
    expect(response.statusCode, response.body).toBe(200);
    return { email, token: tokenFor(email)! };
  };
  const accept = (token: string, password = 'staff password 1') =>
    createClient(t.app).request('POST', '/api/staff-invitations/accept', {
      token,
      name: 'Sam Staff',
      password,
    });
  const staffWith = async (permissions: string[]) => {
    const { email, token } = await invite(permissions);
    expect((await accept(token)).statusCode).toBe(200);
    const client = createClient(t.app);
    expect((await client.signIn(email, 'staff password 1')).statusCode).toBe(200);
    return { client, email };
  };

  it('gives each permission exactly its routes, as the API documents them', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApi>();
    const routes = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/admin'))
      .flatMap(([path, operations]) =>
        METHODS.filter((method) => operations[method]).map((method) => ({
          verb: method.toUpperCase() as Verb,
          path: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
          access: operations[method]?.['x-access'],
        })),
      );
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) expect(route.access, `${route.verb} ${route.path}`).toBeDefined();
    // Staff and the activity log are the owner's.
    expect(
      routes.filter((r) => r.path.startsWith('/api/admin/staff')).every((r) => r.access === 'owner'),
    ).toBe(true);

    for (const permissions of [[], ...STAFF_PERMISSIONS.map((p) => [p])]) {
      const { client } = await staffWith(permissions);
      for (const { verb, path, access } of routes) {
        const allowed = mayUse(access!, { isOwner: false, permissions });
        const status = (await client.request(verb, path, verb === 'GET' ? undefined : {}, { headOnly: true }))
          .statusCode;
        const where = `${verb} ${path} with [${permissions.join(', ')}]`;
        if (allowed) expect([401, 403], where).not.toContain(status);
        else expect(status, where).toBe(403);
      }
    }
  });

  it('lets the link be used once, and not after a week', async () => {
    const first = await invite(['orders']);
    expect((await accept(first.token)).statusCode).toBe(200);
    const again = await accept(first.token);
    expect(again.statusCode).toBe(400);
    expect(again.body).toMatch(/expired or was already used/);

    const late = await invite(['orders']);
    await t.testDb.database.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.email, late.email));
    expect((await accept(late.token)).statusCode).toBe(400);
    expect((await createClient(t.app).signIn(late.email, 'staff password 1')).statusCode).toBe(401);

    // A new invitation voids the one before; a weak password uses nothing up.
    const older = await invite(['products']);
    const newer = await invite(['products'], older.email);
    expect((await accept(older.token)).statusCode).toBe(400);
    const weak = await accept(newer.token, 'password');
    expect(weak.statusCode).toBe(400);
    expect((await accept(newer.token)).statusCode).toBe(200);
  });

  it('applies a changed permission at the next request, and removal ends every session at once', async () => {
    const { client, email } = await staffWith(['orders']);
    expect((await client.request('GET', '/api/admin/orders')).statusCode).toBe(200);
    expect((await client.request('GET', '/api/admin/discounts')).statusCode).toBe(403);
    const list = (await owner.request('GET', '/api/admin/staff')).json<StaffList>();
    const member = list.staff.find((s) => s.email === email)!;
    expect(member.permissions).toEqual(['orders']);

    await owner.request('PUT', `/api/admin/staff/${member.id}/permissions`, { permissions: ['discounts'] });
    expect((await client.request('GET', '/api/admin/orders')).statusCode).toBe(403);
    expect((await client.request('GET', '/api/admin/discounts')).statusCode).toBe(200);
    expect(await client.session()).toMatchObject({
      isAdmin: true,
      isOwner: false,
      permissions: ['discounts'],
    });

    const removed = await owner.request('DELETE', `/api/admin/staff/${member.id}`);
    expect(removed.statusCode).toBe(200);
    expect(await client.session()).toBeNull();
    expect((await client.request('GET', '/api/admin/discounts')).statusCode).toBe(401);
    // Signing in again gives a shopper's account.
    const back = createClient(t.app);
    await back.signIn(email, 'staff password 1');
    expect(await back.session()).toMatchObject({ isAdmin: false, permissions: [] });
    expect((await back.request('GET', '/api/admin/dashboard')).statusCode).toBe(403);
  });

  it('keeps staff management to the owner, and names each person in the activity log', async () => {
    const { client, email } = await staffWith(['settings']);
    expect((await client.request('GET', '/api/admin/staff')).statusCode).toBe(403);
    expect(
      (
        await client.request('POST', '/api/admin/staff/invitations', {
          email: 'x@example.com',
          permissions: [],
        })
      ).statusCode,
    ).toBe(403);
    expect((await client.request('GET', '/api/admin/audit-log')).statusCode).toBe(403);
    const saved = await client.request('PUT', '/api/admin/settings/contact', {
      email: 'shop@example.com',
      phone: '',
      address: '',
    });
    expect([200, 400]).toContain(saved.statusCode);
    const log = (await owner.request('GET', `/api/admin/audit-log?actor=${encodeURIComponent(email)}`)).json<{
      items: { actorEmail: string }[];
    }>();
    expect(log.items.every((item) => item.actorEmail === email)).toBe(true);
    // An invitation to the owner's own address is refused.
    const ownerInvite = await owner.request('POST', '/api/admin/staff/invitations', {
      email: 'owner@example.com',
      permissions: ['orders'],
    });
    expect(ownerInvite.statusCode).toBe(409);
  });
});
