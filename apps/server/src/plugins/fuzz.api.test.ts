// Every route the API describes (/api/openapi.json) and every auth endpoint, fed malformed,
// oversized and deeply nested input, anonymous and signed in: no answer may be a 5xx, and every
// error must be the API's one shape with the security headers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ENDPOINTS } from '../modules/auth/routes.js';
import { createClient } from '../test-support/auth-client.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { BACKENDS } from '../test-support/test-database.js';

type Route = { method: string; path: string };
type Attempt = { method: string; url: string; payload?: string; contentType?: string };

const PATH_VALUES = [
  '00000000-0000-4000-8000-000000000000',
  'x',
  '-1',
  'a'.repeat(150),
  '%00',
  '%E0%A4%A',
  '..%2F..%2Fetc%2Fpasswd',
  "1'%20or%20'1'='1",
];
const QUERIES = [
  '',
  '?page=-1&limit=0',
  '?page=abc&limit=99999999999999999999',
  '?search=%00&brand=%00&category=%00',
  '?sort=nonsense&maxPrice=-5',
  '?a[b][c]=d&__proto__[x]=1',
  `?search=${'x'.repeat(6000)}`,
];
const deep = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const BODIES: { payload: string; contentType?: string }[] = [
  { payload: '' },
  { payload: 'not json' },
  { payload: '{' },
  { payload: 'null' },
  { payload: '[]' },
  { payload: '"a string"' },
  { payload: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}' },
  { payload: deep(10_000) },
  { payload: `[${'['.repeat(5_000)}${']'.repeat(5_000)}]` },
  { payload: JSON.stringify({ items: 'x'.repeat(2 * 1024 * 1024) }) },
  {
    payload: JSON.stringify({
      email: `${'a'.repeat(3000)}@example.com`,
      password: '\u0000'.repeat(200),
      items: [{ id: '\u0000', productId: 1e308, cartQuantity: -1, quantity: 'many' }],
      paymentIntentId: { $ne: null },
      name: '\r\n{"level":60}',
      shipping: { country: 'ZZ' },
      token: [],
    }),
  },
  { payload: '{"items":[]}', contentType: 'text/plain' },
  { payload: '<xml/>', contentType: 'application/xml' },
];

function attemptsFor({ method, path }: Route): Attempt[] {
  const paths = path.includes('{') ? PATH_VALUES.map((value) => path.replace(/\{[^}]+\}/g, value)) : [path];
  if (method === 'GET' || method === 'HEAD') {
    return paths.flatMap((url) => QUERIES.map((query) => ({ method, url: `${url}${query}` })));
  }
  return paths.flatMap((url) =>
    BODIES.map((body) => ({
      method,
      url,
      payload: body.payload,
      contentType: body.contentType ?? 'application/json',
    })),
  );
}

describe.each(BACKENDS)('fuzzing the API on %s', (backend) => {
  let t: TestApp;
  let routes: Route[];
  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_ENABLED: 'false' });
    const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    routes = [
      ...Object.entries(spec.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
      ),
      ...AUTH_ENDPOINTS.map((endpoint) => ({ method: endpoint.method, path: `/api/auth${endpoint.url}` })),
    ];
  });
  afterAll(async () => {
    await t?.close();
  });

  it('finds every documented route', () => {
    const paths = routes.map((route) => `${route.method} ${route.path}`);
    for (const expected of [
      'GET /api/products',
      'PUT /api/cart',
      'POST /api/create-payment-intent',
      'GET /api/orders/{id}',
    ]) {
      expect(paths).toContain(expected);
    }
  });

  it.each(['anonymous', 'signed in'])('answers no 5xx and only shaped errors, %s', async (who) => {
    const shopper = createClient(t.app);
    if (who === 'signed in') {
      await shopper.signUp(`fuzz-${backend}@example.com`, 'fuzz password 1');
      await shopper.signIn(`fuzz-${backend}@example.com`, 'fuzz password 1');
    }
    const failures: string[] = [];
    let sent = 0;
    // Signing out ends the session the other attempts use: it goes last.
    const ordered = [...routes].sort(
      (a, b) => Number(a.path.endsWith('/sign-out')) - Number(b.path.endsWith('/sign-out')),
    );
    for (const route of ordered) {
      for (const attempt of attemptsFor(route)) {
        // An event stream that opens never ends: see that it opens, and check the others' refusals.
        if (route.path.endsWith('/events') && attempt.method === 'GET') {
          const head = await t.app.inject({
            method: 'GET',
            url: attempt.url,
            headers: shopper.cookie ? { cookie: shopper.cookie } : {},
            payloadAsStream: true,
          });
          head.stream().destroy();
          if (head.statusCode === 200) {
            sent += 1;
            continue;
          }
        }
        const response = await t.app.inject({
          method: attempt.method as 'GET',
          url: attempt.url,
          headers: {
            origin: 'http://localhost:3000',
            ...(shopper.cookie ? { cookie: shopper.cookie } : {}),
            ...(attempt.contentType ? { 'content-type': attempt.contentType } : {}),
          },
          ...(attempt.payload !== undefined ? { payload: attempt.payload } : {}),
        });
        sent += 1;
        const label = `${attempt.method} ${attempt.url.slice(0, 80)} [${(attempt.payload ?? '').slice(0, 40)}]`;
        if (response.statusCode >= 500)
          failures.push(`${label} -> ${response.statusCode} ${response.body.slice(0, 200)}`);
        if (response.statusCode >= 400) {
          let body: unknown;
          try {
            body = response.json();
          } catch {
            body = undefined;
          }
          const error = (body as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
          const isShaped =
            body !== undefined &&
            Object.keys(body as object).join() === 'error' &&
            typeof error?.code === 'string' &&
            typeof error.message === 'string';
          if (!isShaped)
            failures.push(`${label} -> ${response.statusCode} unshaped: ${response.body.slice(0, 200)}`);
          if (response.headers['x-content-type-options'] !== 'nosniff')
            failures.push(`${label} -> no security headers`);
        }
      }
    }
    expect(sent).toBeGreaterThan(300);
    expect(failures).toEqual([]);
  });
});
