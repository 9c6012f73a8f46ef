// A stand-in for the server at the fetch boundary: tests register answers per "METHOD /path" and
// read back what the app sent.
import { vi } from 'vitest';

type Answer = { status?: number; body?: unknown };
type Handler = (body: unknown) => Answer | Promise<Answer>;
/** `search` is the query string, '?' included ('' when there is none). */
export type SentRequest = { method: string; path: string; search: string; body: unknown };

export const createFakeApi = () => {
  const handlers = new Map<string, Handler>();
  const sent: SentRequest[] = [];

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    const key = `${request.method} ${url.pathname}`;
    sent.push({ method: request.method, path: url.pathname, search: url.search, body });
    const handler = handlers.get(key);
    const answer = handler
      ? await handler(body)
      : { status: 404, body: { error: { code: 'NOT_FOUND', message: `No fake for ${key}` } } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });

  vi.stubGlobal('fetch', fetchMock);

  return {
    /** Answers `METHOD /api/path` with a status and body (or a function of the request body). */
    on: (key: string, answer: Answer | Handler) =>
      handlers.set(key, typeof answer === 'function' ? answer : () => answer),
    sent,
    sentTo: (key: string) => sent.filter((request) => `${request.method} ${request.path}` === key),
  };
};
