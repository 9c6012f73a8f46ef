// The one RTK Query API of the app. Features add their endpoints with `api.injectEndpoints`, so the
// store registers a single reducer and middleware and each feature keeps its endpoints beside it.
//
// The same API renders storefront pages on the server (decisions 024, 076): there a page's queries are
// asked for before it is drawn (and any the draw read but lacked, before drawing again), and the
// requests go to the shop's own routes in process, through the function the server hands to
// `setServerRequest`; the page's answers then travel in the HTML and `serverStateHydrated` puts them in
// the browser's cache before it hydrates.
import { createAction, type Action } from '@reduxjs/toolkit';
import { buildCreateApi, coreModule, fetchBaseQuery } from '@reduxjs/toolkit/query';
import { reactHooksModule } from '@reduxjs/toolkit/query/react';
import { endpointDefinitionsModule } from './endpoint-definitions';
import { isServerRender } from './is-server-render';
import { retryingUnavailable } from './retry-unavailable';

/** The state a server-rendered page was drawn from, put into the browser's store before hydration. */
export const serverStateHydrated = createAction<Record<string, unknown>>('app/serverStateHydrated');

// Same origin: the session cookie goes along and the browser sends Origin on every POST/PUT. A 503
// is tried again a few times first (lib/retry-unavailable.ts).
const browserQuery = retryingUnavailable(fetchBaseQuery({ baseUrl: '/api', credentials: 'same-origin' }));

/**
 * How a server render reads the shop's own routes, in process: a GET of `path` ('/api/...'), its
 * status and its JSON as text.
 */
export type ServerRequest = (path: string) => Promise<{ status: number; body: string }>;
let serverRequest: ServerRequest | undefined;
/** Used once by the server's renderer: a server render's requests go to `request`. */
export const setServerRequest = (request: ServerRequest) => {
  serverRequest = request;
};

/**
 * A server render's requests, without fetch: Node's Request and Response (and their streams, and
 * fetchBaseQuery's copy of each answer) were several percent of a drawn page's cost, for an answer
 * that is already a string in memory. Answers as fetchBaseQuery does: the parsed JSON for a 2xx,
 * `{ status, data }` otherwise. A server render only reads the catalogue.
 */
const serverQuery: typeof browserQuery = async (args) => {
  if (!serverRequest) throw new Error('Server rendering has no request; call setServerRequest first.');
  const { url, params, method = 'GET' } = typeof args === 'string' ? { url: args } : args;
  if (method !== 'GET') {
    return { error: { status: 'CUSTOM_ERROR', error: `A server render only reads (${method} ${url}).` } };
  }
  const { status, body } = await serverRequest(
    `/api${url.startsWith('/') ? '' : '/'}${url}${queryOf(url, params)}`,
  );
  let data: unknown;
  try {
    data = body === '' ? null : JSON.parse(body);
  } catch (error) {
    return { error: { status: 'PARSING_ERROR', originalStatus: status, data: body, error: String(error) } };
  }
  return status >= 200 && status < 300 ? { data } : { error: { status, data } };
};

/** `params` as fetchBaseQuery adds them: undefined values left out, after any query already in `url`. */
function queryOf(url: string, params: Record<string, string | number | boolean | undefined> | undefined) {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined) search.append(name, String(value));
  const text = search.toString();
  return text ? `${url.includes('?') ? '&' : '?'}${text}` : '';
}

export const baseQuery: typeof browserQuery = isServerRender ? serverQuery : browserQuery;

// NOTE: no side effects in a server render either: dispatching each hook's subscription while drawing
// was a third of a page's cost. The server loads a page's data before drawing it, and draws again
// with any query the draw read that was missing (entry-server.tsx, lib/missing-queries.ts).
const createAppApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: false }),
  // The endpoints' definitions, for the server's page loader (lib/page-queries.ts).
  endpointDefinitionsModule(),
);

export const api = createAppApi({
  reducerPath: 'api',
  baseQuery,
  // A server draw's store lives as long as its draw: the answers a page's loader puts in its cache
  // (upsertQueryEntries, which no component subscribes to on the server) need no timer to remove them.
  ...(isServerRender ? { keepUnusedDataFor: Infinity } : {}),
  extractRehydrationInfo: (action: Action, { reducerPath }) =>
    serverStateHydrated.match(action) ? (action.payload[reducerPath] as never) : undefined,
  tagTypes: [
    'Product',
    'Category',
    'Brand',
    'Order',
    'AdminProduct',
    'AdminOrder',
    'Dashboard',
    'Review',
    'ShopSettings',
    'ShopPage',
    'Discount',
    'Account',
    'AccountSession',
    'AddressBook',
    'Staff',
  ],
  endpoints: () => ({}),
});
