import { useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './routes';
import { createAppStore, type AppStore, type RootState } from './store';

/**
 * The whole app: the store around the router. One store per mount (tests mount many); main.tsx
 * passes the one it already used to start the first page's requests. A page drawn on the server
 * hydrates from the state it was drawn from (a visitor's: no cart yet), then shows the browser's own.
 */
export function App({
  store: given,
  serverState,
  basename,
}: {
  store?: AppStore;
  /** The state a server-rendered page was drawn from: what hydration reads, before the browser's own. */
  serverState?: RootState;
  /** '/de' on a German page (decision 068): every link and navigation stays in the page's language. */
  basename?: string | undefined;
}) {
  const [store] = useState(() => given ?? createAppStore());
  // Marks the page as live: a button in HTML drawn on the server does nothing until the app has taken
  // it over, so browser journeys wait for this before they click.
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <Provider store={store} serverState={serverState}>
      <BrowserRouter basename={basename}>
        <AppRoutes />
      </BrowserRouter>
    </Provider>
  );
}
