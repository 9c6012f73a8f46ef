// The server's answers for a component test, as MSW handlers (test/server.ts): a test registers an
// answer per "METHOD /path" and reads back what the app sent to those paths.
import { http, HttpResponse } from 'msw';
import { server } from './server';

type Answer = { status?: number; body?: unknown };
/** Gets the request's body (parsed when JSON); may answer with a Response of its own (`HttpResponse.error()`). */
type Handler = (body: unknown, request: Request) => Answer | Response | Promise<Answer | Response>;
/** `search` is the query string, '?' included ('' when there is none). */
export type SentRequest = { method: string; path: string; search: string; body: unknown };

const METHODS = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} as const;

/** A JSON body parsed; any other body (a multipart upload) as its text. */
const readBody = async (request: Request): Promise<unknown> => {
  const text = await request.clone().text();
  if (!text) return undefined;
  return request.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
};

export const createFakeApi = () => {
  const sent: SentRequest[] = [];

  return {
    /** Answers `METHOD /api/path` with a status and body (or a function of the request body). */
    on: (key: string, answer: Answer | Handler) => {
      const [method, path] = key.split(' ') as [keyof typeof METHODS, string];
      const route = METHODS[method];
      if (!route || !path) throw new Error(`Expected "METHOD /path", got "${key}"`);
      server.use(
        route(path, async ({ request }) => {
          const body = await readBody(request);
          const url = new URL(request.url);
          // Recorded before the answer goes back, so a test that saw the answer finds the request.
          sent.push({ method: request.method, path: url.pathname, search: url.search, body });
          const reply = typeof answer === 'function' ? await answer(body, request) : answer;
          if (reply instanceof Response) return reply;
          return new HttpResponse(reply.body === undefined ? null : JSON.stringify(reply.body), {
            status: reply.status ?? 200,
            headers: { 'content-type': 'application/json' },
          });
        }),
      );
    },
    /** What the app sent to the paths answered with `on`, in order. */
    sent,
    sentTo: (key: string) => sent.filter((request) => `${request.method} ${request.path}` === key),
  };
};
