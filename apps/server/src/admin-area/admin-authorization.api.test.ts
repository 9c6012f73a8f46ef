// Every /api/admin route the API documents, called as a visitor, a shopper and the admin: a route
// added later without the guard fails here, without anyone listing it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../test-support/auth-client.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { makeAdmin } from '../test-support/signed-in.js';
import { ADMIN_SECURITY_SCHEME } from '../modules/auth/index.js';

type Operation = { security?: Record<string, string[]>[] };
type OpenApi = { paths: Record<string, Record<string, Operation>> };
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

describe('admin routes', () => {
  let t: TestApp;
  let routes: { method: (typeof METHODS)[number]; path: string; operation: Operation }[];

  beforeAll(async () => {
    t = await createTestApp('pglite', { RATE_LIMIT_ENABLED: 'false' });
    await makeAdmin(t);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApi>();
    routes = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/admin'))
      .flatMap(([path, operations]) =>
        METHODS.filter((method) => operations[method]).map((method) => ({
          method,
          // Any id will do: the guard answers before a handler looks for it.
          path: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
          operation: operations[method] ?? {},
        })),
      );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('are documented, each as needing the admin session', () => {
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      expect(route.operation.security, `${route.method} ${route.path}`).toEqual([
        { [ADMIN_SECURITY_SCHEME]: [] },
      ]);
    }
  });

  it('refuse a visitor (401) and a shopper (403), and let the admin through', async () => {
    const visitor = createClient(t.app);
    const shopper = createClient(t.app);
    expect((await shopper.signUp('shopper@example.com', 'shopper password 1')).statusCode).toBe(200);
    expect((await shopper.signIn('shopper@example.com', 'shopper password 1')).statusCode).toBe(200);
    const admin = createClient(t.app);
    expect((await admin.signIn('owner@example.com', 'owner password 1')).statusCode).toBe(200);
    for (const { method, path } of routes) {
      const verb = method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const body = verb === 'GET' ? undefined : {};
      expect((await visitor.request(verb, path, body)).statusCode, `${verb} ${path} as a visitor`).toBe(401);
      expect((await shopper.request(verb, path, body)).statusCode, `${verb} ${path} as a shopper`).toBe(403);
      expect([401, 403], `${verb} ${path} as the admin`).not.toContain(
        (await admin.request(verb, path, body, { headOnly: true })).statusCode,
      );
    }
  });
});
