// A shop whose PUBLIC_URL is https sends its sign-in cookies with Secure (and the __Secure- name a
// browser only accepts over https), whatever the connection to the shop itself: a proxy in front
// ends TLS. On plain http (a shop on this machine) they cannot be Secure, or no browser would keep them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../test-support/auth-client.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { BACKENDS } from '../../test-support/test-database.js';

describe.each(BACKENDS)('sign-in cookies on %s', (backend) => {
  describe.each([
    ['https://shop.example.com', true],
    ['http://localhost:3000', false],
  ])('with PUBLIC_URL=%s', (publicUrl, isSecure) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(backend, { PUBLIC_URL: publicUrl });
    });
    afterAll(async () => {
      await t?.close();
    });

    it(isSecure ? 'are Secure' : 'are not Secure', async () => {
      const shopper = createClient(t.app, { origin: publicUrl });
      const email = `cookies-${backend}-${isSecure}@example.com`;
      expect((await shopper.signUp(email, 'a sound password 1')).statusCode).toBe(200);
      const signedIn = await createClient(t.app, { origin: publicUrl }).signIn(email, 'a sound password 1');
      expect(signedIn.statusCode).toBe(200);
      const cookies = signedIn.cookies;
      expect(cookies.map((cookie) => cookie.name)).toContainEqual(expect.stringMatching(/session_token$/));
      for (const cookie of cookies) {
        expect(cookie.secure ?? false).toBe(isSecure);
        expect(cookie.name.startsWith('__Secure-')).toBe(isSecure);
        expect(cookie.httpOnly).toBe(true);
        expect(cookie.sameSite).toBe('Lax');
      }
    });
  });
});
