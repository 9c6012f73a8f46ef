import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../../app/store';
import { createFakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { sessionApi } from '../api/session-api';
import { AccountLinks } from './account-links';

const signedIn = async (user: { displayName: string; isAdmin: boolean } | null) => {
  // A signed-in shopper's saved cart is loaded; theirs is empty.
  createFakeApi().on('GET /api/cart', { body: { items: [], totalQuantity: 0, totalAmountCents: 0 } });
  const store = createAppStore();
  await store.dispatch(
    sessionApi.util.upsertQueryData(
      'getSession',
      undefined,
      user
        ? {
            user: {
              id: 'u1',
              email: 'ada@example.com',
              isEmailVerified: true,
              isTwoFactorEnabled: false,
              isOwner: false,
              permissions: [],
              ...user,
            },
            mustTurnOnTwoFactor: false,
          }
        : { user: null, mustTurnOnTwoFactor: false },
    ),
  );
  return store;
};

describe('AccountLinks', () => {
  it('shows nothing until the server has said who is signed in', () => {
    const { container } = renderWithApp(<AccountLinks onLogout={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('offers Login and Register to a visitor', async () => {
    renderWithApp(<AccountLinks onLogout={vi.fn()} />, { store: await signedIn(null) });
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('greets a signed-in shopper by name, with My Orders and Logout but no Admin', async () => {
    const onLogout = vi.fn();
    renderWithApp(<AccountLinks onLogout={onLogout} />, {
      store: await signedIn({ displayName: 'Ada', isAdmin: false }),
    });
    expect(screen.getByText('Hi, Ada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/order-history');
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('shows the Admin button to the admin only', async () => {
    renderWithApp(<AccountLinks onLogout={vi.fn()} />, {
      store: await signedIn({ displayName: 'Admin', isAdmin: true }),
    });
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin/home');
  });
});
