// Google sign-in end to end without the network: the real Better Auth Google provider, with
// Google's token endpoint answered by a local stand-in at the HTTP boundary (undici MockAgent
// behind the global fetch), ending in a session.
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import * as OTPAuth from 'otpauth';
import { getGlobalDispatcher, MockAgent, setGlobalDispatcher, type Dispatcher } from 'undici';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient } from '../../test-support/auth-client.js';
import { findResetLink } from '../../test-support/outbox.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

const CLIENT_ID = 'test-client.apps.googleusercontent.com';
const CLIENT_SECRET = 'test-client-secret';

describe('Google sign-in', () => {
  let t: TestApp;
  let agent: MockAgent;
  let original: Dispatcher;
  let idToken: string;
  let signIdToken: (claims: { email: string; name: string; sub: string }) => Promise<string>;
  const tokenRequests: string[] = [];

  beforeAll(async () => {
    t = await createTestApp('pglite', {
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
      RATE_LIMIT_ENABLED: 'false',
    });
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    signIdToken = ({ email, name, sub }) =>
      new SignJWT({ email, email_verified: true, name, picture: 'https://example.com/avatar.png' })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer('https://accounts.google.com')
        .setAudience(CLIENT_ID)
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(privateKey);
    idToken = await signIdToken({ email: 'grace@example.com', name: 'Grace Hopper', sub: 'google-user-42' });
    const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };

    original = getGlobalDispatcher();
    agent = new MockAgent();
    agent.disableNetConnect();
    agent.enableNetConnect(/^(127\.0\.0\.1|localhost)/);
    setGlobalDispatcher(agent);
    agent
      .get('https://oauth2.googleapis.com')
      .intercept({
        path: '/token',
        method: 'POST',
        body: (body: string) => {
          tokenRequests.push(body);
          return true;
        },
      })
      .reply(200, () => ({
        access_token: 'google-access-token',
        id_token: idToken,
        expires_in: 3599,
        token_type: 'Bearer',
        scope: 'openid email profile',
      }))
      .persist();
    agent
      .get('https://www.googleapis.com')
      .intercept({ path: '/oauth2/v3/certs', method: 'GET' })
      .reply(200, { keys: [jwk] })
      .persist();
  });

  afterAll(async () => {
    setGlobalDispatcher(original);
    await agent?.close();
    await t?.close();
  });

  /** The browser's side of the Google flow: start, come back with a code, end with cookies. */
  async function signInWithGoogle(code = 'auth-code-123', callbackURL = '/') {
    const cookies = new Map<string, string>();
    const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const keep = (response: { cookies: { name: string; value: string }[] }) =>
      response.cookies.forEach((c) => cookies.set(c.name, c.value));
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: { origin: 'http://localhost:3000' },
      payload: { provider: 'google', callbackURL, errorCallbackURL: '/login' },
    });
    expect(start.statusCode).toBe(200);
    keep(start);
    const authorize = new URL(start.json<{ url: string }>().url);
    const state = authorize.searchParams.get('state') ?? '';
    // Google sends the browser back with a code; Better Auth trades it at the token endpoint.
    const callback = await t.app.inject({
      method: 'GET',
      url: `/api/auth/callback/google?code=${code}&state=${encodeURIComponent(state)}`,
      headers: { cookie: cookieHeader() },
    });
    keep(callback);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: cookieHeader() },
    });
    return {
      authorize,
      status: callback.statusCode,
      location: callback.headers.location,
      user: session.json<{ user: { email: string; displayName: string; isAdmin: boolean } | null }>().user,
    };
  }

  it('redirects to Google, takes the code back, and signs the shopper in', async () => {
    const { authorize, status, location, user } = await signInWithGoogle('auth-code-123');
    expect(authorize.origin + authorize.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(authorize.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(authorize.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/callback/google');
    expect(authorize.searchParams.get('state')?.length).toBeGreaterThan(10);
    expect(status).toBe(302);
    expect(location).toBe('/');
    expect(tokenRequests.some((body) => body.includes('code=auth-code-123'))).toBe(true);
    expect(user).toMatchObject({ email: 'grace@example.com', displayName: 'Grace Hopper', isAdmin: false });
  });

  it('does not join a password account until its e-mail is proven, then does', async () => {
    const owner = createClient(t.app);
    await owner.signUp('ada@example.com', 'ada password');
    idToken = await signIdToken({ email: 'ada@example.com', name: 'Ada Lovelace', sub: 'google-user-7' });

    const refused = await signInWithGoogle();
    expect(refused.location).toContain('/login');
    expect(refused.location).toContain('error=account_not_linked');
    expect(refused.user).toBeNull();

    // A password reset through the e-mailed link proves the inbox; Google may then join.
    await owner.request('POST', '/api/auth/request-password-reset', { email: 'ada@example.com' });
    const token = await vi.waitFor(() => {
      const found = findResetLink(t.testDb.dataDir, 'ada@example.com')?.searchParams.get('token');
      if (!found) throw new Error('no reset e-mail yet');
      return found;
    });
    expect(
      (await owner.request('POST', '/api/auth/reset-password', { token, newPassword: 'new ada password' }))
        .statusCode,
    ).toBe(200);

    const joined = await signInWithGoogle();
    expect(joined.location).toBe('/');
    expect(joined.user).toMatchObject({ email: 'ada@example.com' });
    expect((await createClient(t.app).signIn('ada@example.com', 'new ada password')).statusCode).toBe(200);
  });

  it('does not sign in an account with two-factor sign-in by Google alone', async () => {
    const owner = createClient(t.app);
    await owner.signUp('hedy@example.com', 'hedy password 1');
    const enabled = await owner.request('POST', '/api/auth/two-factor/enable', {
      password: 'hedy password 1',
    });
    const { totpURI } = enabled.json<{ totpURI: string }>();
    const code = OTPAuth.URI.parse(totpURI).generate();
    expect((await owner.request('POST', '/api/auth/two-factor/verify-totp', { code })).statusCode).toBe(200);
    // Google may join the account (its e-mail is proven by a reset, as above)...
    idToken = await signIdToken({ email: 'hedy@example.com', name: 'Hedy Lamarr', sub: 'google-user-9' });
    await t.testDb.database.db.execute(
      sql`update users set email_verified = true where email = 'hedy@example.com'`,
    );

    // ...but the sign-in asks for the password and a code: back to the login page, in German here.
    const refused = await signInWithGoogle('auth-code-9', '/de/checkout');
    expect(refused.status).toBe(302);
    expect(refused.location).toBe('/de/login?error=use_password_and_code');
    expect(refused.user).toBeNull();

    // Nor by an ID token posted straight to the sign-in (the redirect is the only way).
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: { origin: 'http://localhost:3000' },
      payload: { provider: 'google', idToken: { token: idToken } },
    });
    expect(posted.statusCode).toBeGreaterThanOrEqual(400);
    expect(posted.cookies.find((c) => c.name.endsWith('session_token') && c.value)).toBeUndefined();
  });

  it('refuses a callback whose state was not issued by this shop', async () => {
    const callback = await t.app.inject({
      method: 'GET',
      url: '/api/auth/callback/google?code=auth-code-123&state=forged-state',
    });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toContain('error');
  });

  it('tells the web app that Google sign-in is available', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toMatchObject({ isGoogleSignInEnabled: true });
  });
});
