import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/tokens.css';
import './styles/global.css';
import { App } from './app/app';
import { preloadPage } from './app/routes';
import { createAppStore } from './app/store';
import { prefetchCatalogPageData } from './features/catalog';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

const store = createAppStore();
prefetchCatalogPageData(window.location, store.dispatch);

// The first page's code comes before the first render, so the page appears whole rather than as a
// spinner that the page then pushes aside. On a network that stalls, the shop renders anyway after
// PRELOAD_WAIT_MS (the layout's spinner then covers the wait); a chunk that fails to load is left to
// the page's own error boundary.
const PRELOAD_WAIT_MS = 1500;
const waitAtMost = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

void Promise.race([preloadPage(window.location.pathname), waitAtMost(PRELOAD_WAIT_MS)])
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
