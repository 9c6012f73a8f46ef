// A browser for tests with several instances: its own loopback address (127.x.y.z, so per-address
// rate limits see one visitor each), its page's origin, its cookies, and a person's patience: a
// request that got no answer (refused or cut) or a "try again in a moment" (503, the proxy's or the
// shop's; a bare proxy's 502/504) is sent once more after a moment, as someone pressing the button
// again, or the web app's API client, would.
import { Agent, fetch } from 'undici';

export type BrowserAnswer<T> = { status: number; json: T; headers: Headers };
type RequestOptions = {
  /** Another address than the browser's usual one (an instance's own port); its origin goes too. */
  base?: string;
  /** Send once, whatever happens (a test counting answers). */
  once?: boolean;
};

/** Statuses that mean "not now": worth one more try. */
const NO_ANSWER = new Set([502, 503, 504]);
const RETRY_AFTER_MS = 300;

export function loopbackBrowser(options: { base: string; origin?: string; from: string }) {
  const dispatcher = new Agent({ localAddress: options.from });
  const cookies = new Map<string, string>();
  let retries = 0;

  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const keepCookies = (headers: Headers) => {
    for (const header of headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (!value || /max-age=0/i.test(header)) cookies.delete(name);
      else cookies.set(name, value);
    }
  };

  const send = async <T>(
    method: string,
    url: string,
    body: unknown,
    base: string,
    origin: string,
  ): Promise<BrowserAnswer<T>> => {
    const response = await fetch(`${base}${url}`, {
      method,
      dispatcher,
      headers: {
        origin,
        cookie: cookieHeader(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    keepCookies(response.headers);
    let json: unknown = text;
    try {
      json = JSON.parse(text);
    } catch {
      // A proxy's error page, or an empty answer.
    }
    return { status: response.status, json: json as T, headers: response.headers as unknown as Headers };
  };

  const request = async <T = unknown>(
    method: string,
    url: string,
    body?: unknown,
    { base = options.base, once = false }: RequestOptions = {},
  ): Promise<BrowserAnswer<T>> => {
    const origin = base === options.base ? (options.origin ?? base) : base;
    try {
      const answer = await send<T>(method, url, body, base, origin);
      if (once || !NO_ANSWER.has(answer.status)) return answer;
    } catch (error) {
      if (once) throw error;
    }
    retries += 1;
    await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
    return send<T>(method, url, body, base, origin);
  };

  return {
    request,
    /** The Cookie header this browser sends (its session). */
    get cookie() {
      return cookieHeader();
    },
    /** Requests sent a second time. */
    get retries() {
      return retries;
    },
    close: () => dispatcher.close(),
  };
}

export type LoopbackBrowser = ReturnType<typeof loopbackBrowser>;
