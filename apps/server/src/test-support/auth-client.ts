// A shopper's side of the API in tests: requests through app.inject from the shop's own origin,
// keeping the session cookie like a browser would.
import type { App } from '../app.js';

export const SHOP_ORIGIN = 'http://localhost:3000';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Options = {
  origin?: string;
  remoteAddress?: string;
  cookie?: string;
  /** Resolve at the response's head and drop its body (an event stream never ends). */
  headOnly?: boolean;
};

export function createClient(app: App, defaults: Options = {}) {
  let cookie = defaults.cookie ?? '';
  // The other cookies a browser would keep and send back (two-factor sign-in's step and trusted
  // device), by name; `cookie` stays the session's alone, which tests read.
  const others = new Map<string, string>();
  const header = () =>
    [cookie, ...[...others].map(([name, value]) => `${name}=${value}`)].filter(Boolean).join('; ');

  const request = async (method: Method, url: string, payload?: unknown, options: Options = {}) => {
    const origin = options.origin ?? defaults.origin ?? SHOP_ORIGIN;
    const response = await app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: { origin, ...(header() ? { cookie: header() } : {}) },
      remoteAddress: options.remoteAddress ?? defaults.remoteAddress ?? '127.0.0.1',
      ...(options.headOnly ? { payloadAsStream: true } : {}),
    });
    if (options.headOnly) response.stream().destroy();
    const setCookie = response.cookies.find((c) => c.name.endsWith('session_token'));
    if (setCookie) cookie = setCookie.value ? `${setCookie.name}=${setCookie.value}` : '';
    for (const other of response.cookies) {
      if (other.name.endsWith('session_token')) continue;
      const isExpired =
        !other.value || other.maxAge === 0 || (other.expires && other.expires.getTime() <= Date.now());
      if (isExpired) others.delete(other.name);
      else others.set(other.name, other.value);
    }
    return response;
  };

  return {
    request,
    get cookie() {
      return cookie;
    },
    /** A cookie other than the session's, as the browser would hold it now. */
    otherCookie: (suffix: string) => [...others].find(([name]) => name.endsWith(suffix))?.[1],
    signUp: (email: string, password: string, options?: Options) =>
      request('POST', '/api/auth/sign-up/email', { email, password, name: '' }, options),
    signIn: (email: string, password: string, options?: Options) =>
      request('POST', '/api/auth/sign-in/email', { email, password }, options),
    signOut: () => request('POST', '/api/auth/sign-out', {}),
    session: async () =>
      (await request('GET', '/api/session')).json<{
        user: { email: string; displayName: string; isAdmin: boolean; isEmailVerified: boolean } | null;
      }>().user,
  };
}

export type Client = ReturnType<typeof createClient>;
