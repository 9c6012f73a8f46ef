// First: zod must not probe for eval before any schema parses (lib/zod-jitless.ts).
import './lib/zod-jitless';
import { StrictMode } from 'react';
import './styles/tokens.css';
import './styles/global.css';
import { BROWSER_ONLY_SLICES, readServerState } from './app/server-state';
import type { RootState } from './app/store';
import { languagePrefix, splitLanguagePath } from '@eshop/shared';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// The app's code arrives as three boot stages (app/boot/), each evaluated in a task of its own: one
// module graph of ~500 KB is one long task on a phone (Lighthouse's Total Blocking Time), three are
// three shorter ones with the browser free in between. A page drawn on the server has them all
// preloaded (plugins/storefront-pages.ts), so the stages cost no round trip.
const loadReactDom = () => import('./app/boot/react-dom');
const loadStore = () => import('./app/boot/store');
const loadApp = () => import('./app/boot/app');
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
/** The task after the next paint, or after `atMostMs` in a tab not shown (no frames are drawn). */
const afterNextPaint = (atMostMs: number) =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, atMostMs);
  });

// The page's language is in its address ('/de/...'): the router sees the rest of the path.
const { language, path } = splitLanguagePath(window.location.pathname);
const basename = languagePrefix(language) || undefined;

const serverState = readServerState();
if (serverState) void hydrateServerPage(root, serverState);
else void renderInBrowser(root);

/** A page drawn on the server (decision 024): React takes over its HTML as it is. */
async function hydrateServerPage(root: HTMLElement, serverState: Record<string, unknown>) {
  // The page shows before any of the app's work, not after it: its first paint (or half a second,
  // in a tab never shown) comes first.
  await afterNextPaint(500);
  // A stage's code runs in the task that evaluates it; what uses it waits for the next task.
  const { hydrateRoot, holdHydration } = await loadReactDom();
  await nextTask();
  const { createAppStore, serverStateHydrated, shopConfigApi } = await loadStore();
  await nextTask();
  // The page's answers go into the cache; the page's chunk holds its CSS already.
  const store = createAppStore();
  store.dispatch(serverStateHydrated(serverState));
  await nextTask();
  const { App, preloadPage, loadPageLanguage, prepareOwnerTexts, warmUpMessageFormat } = await loadApp();
  await nextTask();
  // Texts that fail to load leave the page as drawn (in its language), and its links still work. The
  // owner's own wording of a message needs the ICU parser before the page can be hydrated as drawn.
  const ownerTexts = shopConfigApi.endpoints.getShopConfig.select()(store.getState()).data?.texts;
  await Promise.all([
    preloadPage(path).catch(() => undefined),
    loadPageLanguage(language).catch(() => undefined),
    prepareOwnerTexts(ownerTexts).catch(() => undefined),
  ]);
  await nextTask();
  // The browser's first look-up of the language's number and plural data, in a task of its own:
  // hydration's first message would otherwise pay for it inside hydration's one long task.
  warmUpMessageFormat(language);
  await nextTask();
  // Hydration reads the store's own state, except what only this browser knows (its cart and its
  // checkout, from its storage), which it reads as the server drew it. Once hydrated, react-redux
  // switches to the store's state: only what shows the cart or the checkout renders again. Hydrating
  // from the server's copy of everything would give every selector a new object and re-render the
  // whole page at once, one long task on a phone.
  const hydrationState: RootState = { ...store.getState() };
  for (const slice of BROWSER_ONLY_SLICES) Object.assign(hydrationState, { [slice]: serverState[slice] });
  // Preact hydrates in one task. What only this browser knows beyond its store (the cart's lines,
  // the filter panel: useHydrated) is drawn in a task after it, once the page has painted (or soon,
  // in a tab not shown), rather than inside it from hydration's layout effects.
  const releaseHydration = holdHydration();
  hydrateRoot(
    root,
    <StrictMode>
      <App store={store} serverState={hydrationState} basename={basename} />
    </StrictMode>,
  );
  await afterNextPaint(100);
  releaseHydration();
}

/** A page drawn in the browser (index.html: sign-in, checkout, account, admin). */
async function renderInBrowser(root: HTMLElement) {
  // All three stages are asked for at once: none is preloaded here, and one after another would be
  // three round trips.
  const [{ createRoot }, { createAppStore, shopConfigApi }, appStage] = await Promise.all([
    loadReactDom(),
    loadStore(),
    loadApp(),
  ]);
  const { App, preloadPage, prefetchCatalogPageData, loadPageLanguage } = appStage;
  const store = createAppStore();
  prefetchCatalogPageData({ pathname: path, search: window.location.search }, store.dispatch);

  // The first page's code comes before the first render, so the page appears whole rather than as a
  // spinner that the page then pushes aside. On a network that stalls, the shop renders anyway after
  // PRELOAD_WAIT_MS (the layout's spinner then covers the wait); a chunk that fails to load is left
  // to the page's own error boundary.
  const PRELOAD_WAIT_MS = 1500;
  const waitAtMost = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  // The shop's config too: its name and price format are what the first render shows (lib/shop-look.ts).
  const shopConfig = store.dispatch(shopConfigApi.endpoints.getShopConfig.initiate());
  await Promise.race([Promise.all([preloadPage(path), shopConfig]), waitAtMost(PRELOAD_WAIT_MS)]).catch(
    () => undefined,
  );
  // A German page is drawn in German, however long its texts take.
  await loadPageLanguage(language).catch(() => undefined);
  // Preact renders the page in one task (React's transitions, which yielded, are not in it).
  createRoot(root).render(
    <StrictMode>
      <App store={store} basename={basename} />
    </StrictMode>,
  );
}
