import { useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './routes';
import { createAppStore } from './store';

/** The whole app: the store around the router. One store per mount (tests mount many). */
export function App() {
  const [store] = useState(createAppStore);
  return (
    <Provider store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Provider>
  );
}
