// The one RTK Query API of the app. Features add their endpoints with `api.injectEndpoints`, so the
// store registers a single reducer and middleware and each feature keeps its endpoints beside it.
//
// The same API renders storefront pages on the server (decisions 024, 076): there a page's queries are
// asked for before it is drawn (and any the draw read but lacked, before drawing again), and the
// requests go to the shop's own routes in process, through the fetch the server hands to
// `setServerFetch`; the page's answers then travel in the HTML and `serverStateHydrated` puts them in
// the browser's cache before it hydrates.
import { createAction, type Action } from '@reduxjs/toolkit';
import { buildCreateApi, coreModule, fetchBaseQuery } from '@reduxjs/toolkit/query';
import { reactHooksModule } from '@reduxjs/toolkit/query/react';
import { isServerRender } from './is-server-render';
import { retryingUnavailable } from './retry-unavailable';

/** The state a server-rendered page was drawn from, put into the browser's store before hydration. */
export const serverStateHydrated = createAction<Record<string, unknown>>('app/serverStateHydrated');

// Same origin: the session cookie goes along and the browser sends Origin on every POST/PUT. A 503
// is tried again a few times first (lib/retry-unavailable.ts).
const browserQuery = retryingUnavailable(fetchBaseQuery({ baseUrl: '/api', credentials: 'same-origin' }));

/** Where server rendering's requests go: the shop's own routes, answered in process. */
let serverFetch: typeof fetch | undefined;
/** Used once by the server's renderer: requests of a server render go through `fetchFn`. */
export const setServerFetch = (fetchFn: typeof fetch) => {
  serverFetch = fetchFn;
};
// NOTE: Node's Request wants an absolute URL; the host is never contacted (serverFetch answers).
const serverQuery = fetchBaseQuery({
  baseUrl: 'http://server-render.invalid/api',
  fetchFn: (input, init) => {
    if (!serverFetch) throw new Error('Server rendering has no fetch; call setServerFetch first.');
    return serverFetch(input, init);
  },
});

const baseQuery: typeof browserQuery = isServerRender ? serverQuery : browserQuery;

// NOTE: no side effects in a server render either: dispatching each hook's subscription while drawing
// was a third of a page's cost. The server loads a page's data before drawing it, and draws again
// with any query the draw read that was missing (entry-server.tsx, lib/missing-queries.ts).
const createAppApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: false }));

export const api = createAppApi({
  reducerPath: 'api',
  baseQuery,
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
