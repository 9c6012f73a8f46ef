// Renders a piece of the app with a fresh store and an in-memory router, for component tests.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createAppStore } from '../app/store';

type Options = { path?: string; route?: string };

export const renderWithApp = (ui: ReactElement, { path = '/', route = '*' }: Options = {}) => {
  const store = createAppStore();
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={ui} />
          <Route path="/cart" element={<p>cart page</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...result };
};
