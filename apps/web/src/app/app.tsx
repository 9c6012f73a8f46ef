import { useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './routes';
import { createAppStore, type AppStore } from './store';

/**
 * The whole app: the store around the router. One store per mount (tests mount many); main.tsx
 * passes the one it already used to start the first page's requests.
 */
export function App({ store: given }: { store?: AppStore }) {
  const [store] = useState(() => given ?? createAppStore());
  return (
    <Provider store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Provider>
  );
}
