// Renders a piece of the app with a fresh store and an in-memory router, for component tests.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createAppStore, type AppStore } from '../app/store';

type Options = {
  path?: string;
  route?: string;
  store?: AppStore;
  /** Paths that render a stand-in "<path> page", to see where the UI navigated. */
  otherPaths?: string[];
};

export const renderWithApp = (
  ui: ReactElement,
  { path = '/', route = '*', store = createAppStore(), otherPaths = [] }: Options = {},
) => {
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={ui} />
          <Route path="/cart" element={<p>cart page</p>} />
          {otherPaths.map((other) => (
            <Route key={other} path={other} element={<p>{`${other} page`}</p>} />
          ))}
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...result };
};
