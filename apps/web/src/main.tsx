// First: zod must not probe for eval before any schema parses (lib/zod-jitless.ts).
import './lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles/tokens.css';
import './styles/global.css';
import { App } from './app/app';
import { preloadPage } from './app/routes';
import { readServerState } from './app/server-state';
import { createAppStore, type RootState } from './app/store';
import { prefetchCatalogPageData } from './features/catalog';
import { serverStateHydrated } from './lib/api';
import { shopConfigApi } from './lib/shop-config-api';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

const store = createAppStore();
const serverState = readServerState();

if (serverState) {
  // A page drawn on the server (decision 024): its answers go into the cache, and React takes over
  // the HTML as it is once the page's code is here (it holds the page's CSS already).
  store.dispatch(serverStateHydrated(serverState));
  // Hydration waits for the first paint of the drawn page (or half a second, in a tab never shown):
  // the page shows before any of the app's work, not after it.
  const afterFirstPaint = new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 500);
  });
  void Promise.all([preloadPage(window.location.pathname).catch(() => undefined), afterFirstPaint]).then(
    () => {
      // As a transition, hydration yields to the browser every few milliseconds instead of one long
      // task over the whole page (on a phone, Lighthouse's Total Blocking Time): the page is already
      // drawn, so nothing waits for it but the clicks, which React hydrates first where they land.
      startTransition(() => {
        hydrateRoot(
          root,
          <StrictMode>
            <App store={store} serverState={serverState as RootState} />
          </StrictMode>,
        );
      });
    },
  );
} else {
  prefetchCatalogPageData(window.location, store.dispatch);

  // The first page's code comes before the first render, so the page appears whole rather than as a
  // spinner that the page then pushes aside. On a network that stalls, the shop renders anyway after
  // PRELOAD_WAIT_MS (the layout's spinner then covers the wait); a chunk that fails to load is left
  // to the page's own error boundary.
  const PRELOAD_WAIT_MS = 1500;
  const waitAtMost = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  // The shop's config too: its name and price format are what the first render shows (lib/shop-look.ts).
  const shopConfig = store.dispatch(shopConfigApi.endpoints.getShopConfig.initiate());
  void Promise.race([
    Promise.all([preloadPage(window.location.pathname), shopConfig]),
    waitAtMost(PRELOAD_WAIT_MS),
  ])
    .catch(() => undefined)
    .then(() => {
      // As a transition, the first render yields to the browser every few milliseconds instead of
      // holding the main thread for the whole page (a phone's long task, and Total Blocking Time).
      startTransition(() => {
        createRoot(root).render(
          <StrictMode>
            <App store={store} />
          </StrictMode>,
        );
      });
    });
}
