// Behind a real nginx: the client's address for rate limits, and the host and scheme for origin
// checks and cookies, are taken from X-Forwarded-* only as the trusted proxy wrote them, never as
// a client forged them.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_RATE_LIMITS } from '../modules/auth/auth.js';
import { startNginx, PROXY_ADDRESS } from '../test-support/nginx.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { BACKENDS } from '../test-support/test-database.js';

const SIGN_IN_LIMIT = AUTH_RATE_LIMITS['/sign-in/email'].max;

describe.each(BACKENDS)('behind nginx on %s', (backend) => {
  describe.each([
    ['the proxy address', PROXY_ADDRESS],
    ['one hop', '1'],
  ])('with TRUST_PROXY as %s', (_, trustProxy) => {
    let t: TestApp;
    let proxy: Awaited<ReturnType<typeof startNginx>>;
    let shopPort: number;
    beforeAll(async () => {
      t = await createTestApp(backend, { TRUST_PROXY: trustProxy });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      shopPort = (t.app.server.address() as AddressInfo).port;
      proxy = await startNginx(shopPort);
    });
    afterAll(async () => {
      await proxy?.stop();
      await t?.close();
    });
    // The browser's view: the proxy terminates TLS, so the page's origin is https.
    const browserOrigin = () => `https://127.0.0.1:${proxy.port}`;
    const post = (base: string, url: string, body: object, headers: Record<string, string> = {}) =>
      fetch(`${base}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: browserOrigin(), ...headers },
        body: JSON.stringify(body),
      });

    it('sets Secure cookies when the proxy says the client came over https', async () => {
      const base = `http://127.0.0.1:${proxy.port}`;
      const email = `secure-${backend}-${trustProxy}@example.com`;
      await (
        await post(base, '/api/auth/sign-up/email', { email, password: 'a sound password 1', name: '' })
      ).text();
      const response = await post(
        base,
        '/api/auth/sign-in/email',
        { email, password: 'a sound password 1' },
        { 'x-forwarded-for': '192.0.2.77' },
      );
      expect(response.status).toBe(200);
      const cookies = response.headers.getSetCookie();
      expect(cookies.length).toBeGreaterThan(0);
      for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
    });

    it("trusts the proxy's X-Forwarded-Host for the origin check", async () => {
      const base = `http://127.0.0.1:${proxy.port}`;
      // Not signed in: past the origin check (which would answer 403), the route answers 401.
      const response = await fetch(`${base}/api/cart`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', origin: browserOrigin() },
        body: JSON.stringify({ items: [] }),
      });
      expect(response.status).toBe(401);
    });

    // Last: it uses up this client's sign-in budget.
    it('rate-limits sign-ins by the real client, whatever X-Forwarded-For it sends', async () => {
      const base = `http://127.0.0.1:${proxy.port}`;
      const statuses: number[] = [];
      for (let attempt = 0; attempt < SIGN_IN_LIMIT + 3; attempt += 1) {
        const response = await post(
          base,
          '/api/auth/sign-in/email',
          { email: `nobody-${backend}-${trustProxy}@example.com`, password: 'not the password' },
          { 'x-forwarded-for': `203.0.113.${attempt}, 198.51.100.${attempt}` },
        );
        await response.arrayBuffer();
        statuses.push(response.status);
      }
      // One client, one budget (the sign-in above counted too): refused, then limited for good.
      expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(SIGN_IN_LIMIT);
      expect(statuses.slice(-3)).toEqual([429, 429, 429]);
    });
  });

  describe('with TRUST_PROXY naming the proxy, a client reaching the shop directly', () => {
    let t: TestApp;
    let base: string;
    beforeAll(async () => {
      t = await createTestApp(backend, { TRUST_PROXY: PROXY_ADDRESS });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await t?.close();
    });

    it('cannot pass the origin check with its own X-Forwarded-Host', async () => {
      const forged = await fetch(`${base}/api/cart`, {
        method: 'PUT',
        headers: {
          'content-type': 'application/json',
          origin: 'http://evil.example',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'http',
        },
        body: JSON.stringify({ items: [] }),
      });
      expect(forged.status).toBe(403);
      const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: 'http://evil.example',
          'x-forwarded-host': 'evil.example',
        },
        body: JSON.stringify({ email: 'forged-host@example.com', password: 'a sound password 1', name: '' }),
      });
      expect(signUp.status).toBe(403);
    });

    it('gets no Secure cookie and no https for its own X-Forwarded-Proto', async () => {
      const email = `direct-${backend}@example.com`;
      await fetch(`${base}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ email, password: 'a sound password 1', name: '' }),
      });
      const response = await fetch(`${base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-proto': 'https' },
        body: JSON.stringify({ email, password: 'a sound password 1' }),
      });
      expect(response.status).toBe(200);
      for (const cookie of response.headers.getSetCookie()) expect(cookie).not.toMatch(/;\s*Secure/i);
    });
  });
});
