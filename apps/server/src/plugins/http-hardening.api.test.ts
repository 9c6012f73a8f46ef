// What an audit of the running shop found at the HTTP edge, closed: every error in the API's shape
// with the security headers (router and parser errors too), deeply nested JSON refused with a 400,
// only the auth endpoints the web app uses, no session token in a body, liveness and readiness, and
// the API's description switchable off.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../test-support/auth-client.js';
import { rawHttp, type RawResponse } from '../test-support/raw-http.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { BACKENDS } from '../test-support/test-database.js';
import { AUTH_ENDPOINTS } from '../modules/auth/routes.js';

const deepJson = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** The API's error shape, with the code expected, and the headers every answer carries. */
function expectShapedError(
  response: RawResponse | { status: number; headers: Record<string, unknown>; body: string },
  status: number,
) {
  expect(response.status).toBe(status);
  const body = JSON.parse(response.body) as { error?: { code?: unknown; message?: unknown } };
  expect(Object.keys(body)).toEqual(['error']);
  expect(typeof body.error?.code).toBe('string');
  expect(typeof body.error?.message).toBe('string');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  expect(response.headers['permissions-policy']).toContain('camera=()');
}

describe.each(BACKENDS)('the HTTP edge on %s', (backend) => {
  let t: TestApp;
  let port: number;
  const origin = 'http://localhost:3000';

  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_ENABLED: 'false' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (method: string, url: string, body?: string, headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${port}${url}`, {
      method,
      headers: { origin, 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body }),
    }).then(async (response) => ({
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: await response.text(),
    }));

  it('refuses JSON nested 10,000 deep with a 400, on every auth endpoint and elsewhere', async () => {
    const posts = AUTH_ENDPOINTS.filter((e) => e.method === 'POST').map((e) => `/api/auth${e.url}`);
    for (const url of [...posts, '/api/cart', '/api/create-payment-intent']) {
      const response = await send('POST', url, deepJson(10_000));
      expectShapedError(response, 400);
    }
    // Auth bodies are short: past 32 KB they are refused before parsing.
    const huge = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(40_000) });
    expectShapedError(await send('POST', '/api/auth/sign-in/email', huge), 413);
    // Honest bodies still nest a little (addresses in a checkout, lines in a cart).
    const shallow = await send(
      'POST',
      '/api/create-payment-intent',
      JSON.stringify({
        items: [{ id: 'x', cartQuantity: 1 }],
        shipping: { name: 'A' },
        billing: { name: 'B' },
      }),
    );
    // It reached the route's validation (the address is incomplete), not the nesting limit.
    expect(JSON.parse(shallow.body)).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
  });

  it('answers a bad percent-encoding and a too long path segment in the shape', async () => {
    expectShapedError(await send('GET', '/api/products/%E0%A4%A'), 400);
    expectShapedError(await send('GET', `/api/products/${'a'.repeat(500)}`), 414);
  });

  it('answers oversized headers (431) and a malformed request (400) in the shape, on the socket', async () => {
    const [tooLarge] = await rawHttp(
      port,
      `GET /api/products HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(100_000)}\r\n\r\n`,
    );
    expectShapedError(tooLarge!, 431);
    const [garbage] = await rawHttp(port, 'NOT HTTP AT ALL\r\n\r\n');
    expectShapedError(garbage!, 400);
  });

  it('answers a body longer than its Content-Length in the shape, both the request and the leftover', async () => {
    const body = '{"email":"a@example.com","password":"long enough password"}';
    const responses = await rawHttp(
      port,
      `POST /api/auth/sign-in/email HTTP/1.1\r\nHost: localhost:3000\r\nOrigin: ${origin}\r\nContent-Type: application/json\r\nContent-Length: 10\r\n\r\n${body}`,
    );
    expect(responses.length).toBeGreaterThan(0);
    for (const response of responses) expectShapedError(response, 400);
  });

  it('serves only the auth endpoints the web app uses; the rest are 404 in the shape', async () => {
    for (const [method, url] of [
      ['GET', '/api/auth/list-sessions'],
      ['POST', '/api/auth/verify-password'],
      ['GET', '/api/auth/get-session'],
      ['POST', '/api/auth/revoke-sessions'],
      ['POST', '/api/auth/delete-user'],
      ['GET', '/api/auth/ok'],
      ['GET', '/api/auth/no-such-thing'],
      ['GET', '/api/auth/sign-in/email'],
    ] as const) {
      expectShapedError(await send(method, url, method === 'POST' ? '{}' : undefined), 404);
    }
  });

  it('never puts the raw session token in a response body', async () => {
    const shopper = createClient(t.app);
    await shopper.signUp('token@example.com', 'token password 1');
    const signIn = await shopper.signIn('token@example.com', 'token password 1');
    expect(signIn.statusCode).toBe(200);
    const token = shopper.cookie.split('=')[1]?.split('.')[0] ?? '';
    expect(token.length).toBeGreaterThan(10);
    expect(signIn.body).not.toContain(token);
    expect(signIn.json()).not.toHaveProperty('token');
    expect((await shopper.request('GET', '/api/session')).body).not.toContain(token);
  });

  it('is live at /api/health and ready at /api/ready while the database answers', async () => {
    const health = await send('GET', '/api/health');
    expect(health.status).toBe(200);
    // The test app waited for the catalogue index, so listings come from it.
    expect(JSON.parse(health.body)).toMatchObject({
      status: 'ok',
      catalogue: 'indexed',
      writes: { running: 0, waiting: 0 },
    });
    expect(health.headers['permissions-policy']).toContain('camera=()');
    const ready = await send('GET', '/api/ready');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toMatchObject({ status: 'ready', database: 'ok' });
  });
});

describe('readiness without a database, and the API docs switched off', () => {
  it('says not ready (503, in the shape) while health stays ok', async () => {
    const t = await createTestApp('pglite');
    try {
      await t.testDb.database.close();
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expectShapedError({ status: ready.statusCode, headers: ready.headers, body: ready.body }, 503);
      expect(ready.json()).toMatchObject({ error: { code: 'UNAVAILABLE' } });
      expect(ready.headers['retry-after']).toBe('5');
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.app.close();
      await t.testDb.drop().catch(() => {});
    }
  });

  it('API_DOCS=false serves neither /api/openapi.json nor /api/docs', async () => {
    const t = await createTestApp('pglite', { API_DOCS: 'false' });
    try {
      for (const url of ['/api/openapi.json', '/api/docs', '/api/docs/static/index.html']) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/products' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
