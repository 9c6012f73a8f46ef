import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../../app/store';
import { sessionApi } from '../api/session-api';
import { RequireAdmin } from './require-admin';
import { RequireAuth } from './require-auth';

const storeWith = async (user: { isAdmin: boolean } | null, mustTurnOnTwoFactor = false) => {
  const store = createAppStore();
  await store.dispatch(
    sessionApi.util.upsertQueryData('getSession', undefined, {
      user: user && {
        id: 'u1',
        email: 'ada@example.com',
        displayName: 'Ada',
        isEmailVerified: true,
        isTwoFactorEnabled: false,
        isOwner: user.isAdmin,
        permissions: [],
        ...user,
      },
      mustTurnOnTwoFactor,
    }),
  );
  return store;
};

const renderAt = (path: string, store: ReturnType<typeof createAppStore>) =>
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<RequireAdmin />}>
            <Route path="/admin/*" element={<p>admin area</p>} />
          </Route>
          <Route element={<RequireAuth />}>
            <Route path="/order-history" element={<p>order history</p>} />
          </Route>
          <Route path="/login" element={<p>login page</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );

describe('the admin guard', () => {
  it('turns away a shopper who is not the admin, with a way home', async () => {
    renderAt('/admin/home', await storeWith({ isAdmin: false }));
    expect(
      screen.getByText('Permission Denied. This Page can only be view by an Admin user.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back To Home/ })).toHaveAttribute('href', '/');
    expect(screen.queryByText('admin area')).not.toBeInTheDocument();
  });

  it('turns away a visitor the same way', async () => {
    renderAt('/admin/orders', await storeWith(null));
    expect(screen.getByRole('heading', { name: /^Permission Denied\./ })).toBeInTheDocument();
  });

  it('lets the admin in', async () => {
    renderAt('/admin/home', await storeWith({ isAdmin: true }));
    expect(screen.getByText('admin area')).toBeInTheDocument();
  });

  it('sends staff the owner asks to use two-factor sign-in to their account first', async () => {
    renderAt('/admin/orders', await storeWith({ isAdmin: true }, true));
    expect(
      screen.getByRole('heading', {
        name: 'The shop owner asks staff to use two-factor sign-in. Turn it on in your account to open the admin.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/account');
    expect(screen.queryByText('admin area')).not.toBeInTheDocument();
  });

  it('waits for the session instead of judging too early', () => {
    renderAt('/admin/home', createAppStore());
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });
});

describe('the signed-in guard', () => {
  it('sends a visitor to the login page', async () => {
    renderAt('/order-history', await storeWith(null));
    expect(screen.getByText('login page')).toBeInTheDocument();
  });

  it('lets a signed-in shopper in', async () => {
    renderAt('/order-history', await storeWith({ isAdmin: false }));
    expect(screen.getByText('order history')).toBeInTheDocument();
  });
});
