// The storefront drawn on the server (decision 024). The server imports this module's build
// (dist-server/entry-server.js) and asks `renderPage` for each catalogue page: the page's data is
// loaded first, answered by the shop's routes in process, and the page is drawn once with the app's
// own components and store (again only if the draw read a query no loader knew, decision 076); the
// HTML, the head and the state the browser hydrates from come back. Pages that depend on the
// shopper (the cart, accounts, checkout) say so with `null`.
import { QueryStatus } from '@reduxjs/toolkit/query';
import { setAutoFreeze } from 'immer';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router';
import { AppRoutes, isServerRendered, pageSourceOf, preloadPage } from './app/routes';
import { catalogPageQueries } from './features/catalog';
import { productReviewQueries } from './features/reviews';
import { BROWSER_ONLY_SLICES } from './app/server-state';
import { createAppStore, type RootState } from './app/store';
import { setServerRequest, type ServerRequest } from './lib/api';
import { queryOfCacheKey, watchMissingQueries } from './lib/missing-queries';
import { loadPageQueries, pageQuery } from './lib/page-queries';
import { fullTitle, ServerPageContext, type PageMeta, type ServerPageRecord } from './lib/page-meta';
import { shopConfigApi } from './lib/shop-config-api';
import { shopName } from './lib/shop-name';
import { loadPageLanguage, setPageLanguage } from './copy';
import { languagePrefix, splitLanguagePath } from '@eshop/shared';

export { SERVER_SHOP_NAME_KEY } from './lib/shop-name';
export { fullTitle } from './lib/page-meta';

export type RenderedPage = {
  status: number;
  /** The markup inside #root. */
  html: string;
  meta: PageMeta;
  /** The page's answers as its store held them, for `serverStateHydrated` and hydration. */
  state: Record<string, unknown>;
  /** The page's chunk as the build's manifest names it, when it is not in the main bundle. */
  pageSource?: string;
  /** The shop's name the page was drawn with (the config's), and the tab's title with it. */
  shopName: string;
  fullTitle: string;
  /** How many times it was drawn: once when its data was all loaded first (the benchmark reads it). */
  passes: number;
};

/** Queries a page drawn for any visitor may carry in its HTML: the catalogue's, nobody's own. */
const PUBLIC_ENDPOINTS = new Set([
  'getProducts',
  // What a listing with no results suggests instead (NothingFound).
  'getPopularProducts',
  'getProduct',
  'getCategories',
  'getBrands',
  'getReviews',
  'getShopConfig',
  'getShopPage',
]);

// Redux Toolkit's reducers (immer) freeze every new state deeply, in the browser a guard against
// changing state in place. On the server it walked every answer a page's store took in (each
// product of a listing, with its fields) and a page's store is dropped once the page is drawn: about
// 4% of a draw (decision 081). This process's Redux state is only ever these stores.
setAutoFreeze(false);

/** A page's queries can depend on earlier answers (a query only a first draw asks for, then its own). */
const MAX_PASSES = 4;

/** Called once by the server: where the renders' API requests go (its own routes, in process). */
export const setUpServerRendering = ({ request }: { request: ServerRequest }) => setServerRequest(request);

export async function renderPage(url: string, { origin }: { origin: string }): Promise<RenderedPage | null> {
  // '/de/cart' is the cart in German (decision 068): the routes see '/cart', the links keep '/de'.
  const { language, path: pathname } = splitLanguagePath(new URL(url, origin).pathname);
  if (!isServerRendered(pathname)) return null;
  await Promise.all([preloadPage(pathname), loadPageLanguage(language)]);
  const basename = languagePrefix(language) || undefined;

  const appStore = createAppStore({ forServerDraw: true });
  // RTK Query's hooks only read the store on the server (lib/api.ts): what a draw reads and the cache
  // lacks is noted, and asked for before the next draw.
  const { store, missing } = watchMissingQueries(appStore);
  // The shop's name and price format before the first pass, so every pass draws with the same ones
  // (the layout applies them as it renders: lib/shop-look.ts).
  // And every query the page will make, so that it is drawn once (each draw is most of the cost).
  const { search } = new URL(url, origin);
  await loadPageQueries(store, [
    pageQuery(shopConfigApi.endpoints.getShopConfig, undefined),
    ...catalogPageQueries({ pathname, search }),
    ...productReviewQueries(pathname),
  ]);
  let record: ServerPageRecord = { origin, meta: {} };
  const draw = () => {
    record = { origin, meta: {} };
    // Renders of pages in other languages interleave at the awaits; each draws synchronously.
    setPageLanguage(language);
    return renderToString(
      <StrictMode>
        <ServerPageContext.Provider value={record}>
          <Provider store={store}>
            <StaticRouter location={url} basename={basename}>
              <AppRoutes />
            </StaticRouter>
          </Provider>
        </ServerPageContext.Provider>
      </StrictMode>,
    );
  };

  // NOTE: renders of several pages interleave at the awaits; each pass sets the process-wide name and
  // format as it draws, so they are read right after it, before the next await.
  const drawPass = () => ({ html: draw(), shopName, title: fullTitle(record.meta.title) });
  let drawn = drawPass();
  let passes = 1;
  for (; passes < MAX_PASSES; passes += 1) {
    // Only the catalogue's answers: a page drawn for any visitor asks for nobody's own data.
    const wanted = [...missing].filter((cacheKey) =>
      PUBLIC_ENDPOINTS.has(cacheKey.slice(0, cacheKey.indexOf('('))),
    );
    missing.clear();
    if (wanted.length === 0) break;
    await loadPageQueries(
      store,
      wanted.map(queryOfCacheKey).filter((query) => query !== undefined),
    );
    drawn = drawPass();
  }
  return {
    status: record.meta.status ?? 200,
    html: drawn.html,
    meta: record.meta,
    state: stateForBrowser(appStore.getState()),
    pageSource: pageSourceOf(pathname),
    shopName: drawn.shopName,
    fullTitle: drawn.title,
    passes,
  };
}

/** The state the page was drawn from, without answers that are not for everyone (or not answers). */
function stateForBrowser(state: RootState): Record<string, unknown> {
  const queries = Object.fromEntries(
    Object.entries(state.api.queries).filter(
      ([, query]) =>
        query?.status === QueryStatus.fulfilled &&
        query.endpointName &&
        PUBLIC_ENDPOINTS.has(query.endpointName),
    ),
  );
  // The tags they provide come along, so a product changed later still refreshes them in the browser.
  const kept = (key: string) => key in queries;
  const { tags, keys } = state.api.provided;
  const provided = {
    keys: Object.fromEntries(Object.entries(keys).filter(([key]) => kept(key))),
    tags: Object.fromEntries(
      Object.entries(tags).map(([type, byId]) => [
        type,
        Object.fromEntries(
          Object.entries(byId ?? {}).map(([id, cacheKeys]) => [id, (cacheKeys ?? []).filter(kept)]),
        ),
      ]),
    ),
  };
  // Only what the browser reads: the answers (RTK Query's rehydration takes these three), and the
  // slices hydration draws as the server did (main.tsx).
  const browserOnly = Object.fromEntries(BROWSER_ONLY_SLICES.map((slice) => [slice, state[slice]]));
  return { api: { queries, mutations: {}, provided }, ...browserOnly };
}
