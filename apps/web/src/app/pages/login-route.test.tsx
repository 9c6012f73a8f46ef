import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart, saveURL } from '../../features/cart';
import { shopConfigApi } from '../../lib/shop-config-api';
import { createFakeApi } from '../../test/fake-api';
import { renderWithApp } from '../../test/render';
import { createAppStore } from '../store';
import { LoginRoute } from './login-route';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../lib/notify', () => ({ notify: toast }));

const ada = {
  id: 'user-1',
  email: 'ada@example.com',
  displayName: 'Ada',
  isAdmin: false,
  isEmailVerified: true,
  isTwoFactorEnabled: false,
};

const fakeServer = (isGoogleSignInEnabled = false) => {
  const server = createFakeApi();
  server.on('GET /api/config', {
    body: {
      shopName: 'eShop',
      isGoogleSignInEnabled,
      publicUrl: 'http://localhost:3000',
      payments: 'test',
      stripePublishableKey: null,
    },
  });
  server.on('GET /api/session', { body: { user: ada } });
  server.on('GET /api/cart', { body: { items: [], totalQuantity: 0, totalAmountCents: 0 } });
  return server;
};

const logIn = async () => {
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'correct-horse-1');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
};

const renderLogin = (store = createAppStore()) =>
  renderWithApp(<LoginRoute />, {
    path: '/login',
    route: '/login',
    store,
    otherPaths: ['/', '/checkout-details', '/admin/home'],
  });

const phone = { id: 'p1', name: 'Phone', priceCents: 49_900, imageURL: '/p1.webp', stock: 5 };

describe('LoginPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('goes on to check out, the cart kept, when Check Out sent the shopper here', async () => {
    const server = fakeServer();
    server.on('POST /api/auth/sign-in/email', { body: { redirect: false } });
    // The visitor's cart joins Ada's (empty) saved cart.
    server.on('POST /api/cart/merge', {
      body: { items: [{ ...phone, cartQuantity: 1 }], totalQuantity: 1, totalAmountCents: 49_900 },
    });
    const store = createAppStore();
    store.dispatch(addToCart(phone));
    store.dispatch(saveURL('/cart'));
    renderLogin(store);
    await logIn();

    expect(await screen.findByText('/checkout-details page')).toBeInTheDocument();
    expect(store.getState().cart.cartItems).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledWith('Login Successful...');
    expect(store.getState().auth).toMatchObject({ isLoggedIn: true, userName: 'Ada' });
    // Used once: a later login goes home again.
    expect(store.getState().cart.previousURL).toBe('');
  });

  it('goes home after a login that did not start at the cart', async () => {
    const server = fakeServer();
    server.on('POST /api/auth/sign-in/email', { body: { redirect: false } });
    renderLogin();
    await logIn();
    expect(await screen.findByText('/ page')).toBeInTheDocument();
  });

  it('takes the admin to the dashboard', async () => {
    const server = fakeServer();
    server.on('GET /api/session', { body: { user: { ...ada, isAdmin: true } } });
    server.on('POST /api/auth/sign-in/email', { body: { redirect: false } });
    renderLogin();
    await logIn();
    expect(await screen.findByText('/admin/home page')).toBeInTheDocument();
  });

  it('asks for the code of an account with two-factor sign-in, or a recovery code, then goes on', async () => {
    const server = fakeServer();
    server.on('POST /api/auth/sign-in/email', {
      body: { twoFactorRedirect: true, twoFactorMethods: ['totp'] },
    });
    server.on('POST /api/auth/two-factor/verify-totp', (body) =>
      (body as { code: string }).code === '123456'
        ? { body: { user: ada } }
        : {
            status: 401,
            body: {
              error: {
                code: 'UNAUTHORIZED',
                message: 'That code is not right. Check the app and type the code it shows now.',
              },
            },
          },
    );
    renderLogin();
    await logIn();

    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    const code = screen.getByLabelText('Code');
    expect(code).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(server.sentTo('POST /api/auth/two-factor/verify-totp')).toHaveLength(0);

    await userEvent.type(code, '999 999');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'That code is not right. Check the app and type the code it shows now.',
      ),
    );
    expect(screen.queryByText('/ page')).not.toBeInTheDocument();

    // A recovery code instead, and back: the field changes with the choice.
    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    expect(screen.getByLabelText('Recovery code')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Use the code from the app' }));

    await userEvent.type(screen.getByLabelText('Code'), '123 456');
    await userEvent.click(screen.getByLabelText('Trust this device for 30 days'));
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('/ page')).toBeInTheDocument();
    expect(server.sentTo('POST /api/auth/two-factor/verify-totp').at(-1)?.body).toEqual({
      code: '123456',
      trustDevice: true,
    });
    expect(toast.success).toHaveBeenCalledWith('Login Successful...');
  });

  it('goes back to the password when the code step is over (too slow, too many wrong codes)', async () => {
    const server = fakeServer();
    server.on('POST /api/auth/sign-in/email', {
      body: { twoFactorRedirect: true, twoFactorMethods: ['totp'] },
    });
    server.on('POST /api/auth/two-factor/verify-totp', {
      status: 401,
      body: { error: { code: 'UNAUTHORIZED', message: 'The sign-in took too long. Please log in again.' } },
    });
    renderLogin();
    await logIn();
    await userEvent.type(await screen.findByLabelText('Code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('The sign-in took too long. Please log in again.'),
    );
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it("shows the server's message when the credentials are wrong", async () => {
    const server = fakeServer();
    server.on('POST /api/auth/sign-in/email', {
      status: 401,
      body: { error: { code: 'UNAUTHORIZED', message: 'Invalid email or password' } },
    });
    renderLogin();
    await logIn();

    // Once: as a toast (spec), not again under the form (issue 38).
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Invalid email or password'));
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Invalid email or password')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('requires the e-mail and the password', async () => {
    const server = fakeServer();
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required.');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(server.sentTo('POST /api/auth/sign-in/email')).toHaveLength(0);
  });

  it('explains a Google sign-in refused because a password account has the e-mail', () => {
    fakeServer(true);
    renderWithApp(<LoginRoute />, { path: '/login?error=account_not_linked', route: '/login' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This e-mail already has an account with a password. Log in with your password, or reset it first; after a password reset you can also use Google.',
    );
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('says a Google sign-in did not complete for any other error, and clears it on the next try', async () => {
    const server = fakeServer(true);
    server.on('POST /api/auth/sign-in/email', { body: { redirect: false } });
    renderWithApp(<LoginRoute />, {
      path: '/login?error=state_mismatch',
      route: '/login',
      otherPaths: ['/'],
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Google sign-in did not complete. Please try again.');

    await logIn();
    expect(await screen.findByText('/ page')).toBeInTheDocument();
  });

  it('shows no Google sign-in, and no word about it, when the shop has no Google keys', async () => {
    fakeServer(false);
    const { store } = renderLogin();
    // The config has answered, and still no Google button.
    await waitFor(() =>
      expect(shopConfigApi.endpoints.getShopConfig.select()(store.getState()).isSuccess).toBe(true),
    );
    expect(screen.queryByText('or')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Google/)).not.toBeInTheDocument();
  });

  it('links to the reset and register pages', () => {
    fakeServer();
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/reset');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });

  it('offers a visitor with a cart to continue as a guest, e-mail first', async () => {
    fakeServer();
    const store = createAppStore();
    store.dispatch(addToCart(phone));
    store.dispatch(saveURL('/cart'));
    renderLogin(store);

    const guest = screen.getByRole('region', { name: 'New here?' });
    await userEvent.type(within(guest).getByLabelText('Email for your order'), 'not-an-address');
    await userEvent.click(within(guest).getByRole('button', { name: 'Continue as guest' }));
    expect(within(guest).getByLabelText('Email for your order')).toHaveAccessibleDescription(
      'Enter a valid e-mail address.',
    );
    expect(store.getState().checkout.guestEmail).toBeNull();

    await userEvent.clear(within(guest).getByLabelText('Email for your order'));
    await userEvent.type(within(guest).getByLabelText('Email for your order'), ' Grace@Example.com ');
    await userEvent.click(within(guest).getByRole('button', { name: 'Continue as guest' }));
    expect(await screen.findByText('/checkout-details page')).toBeInTheDocument();
    expect(store.getState().checkout.guestEmail).toBe('grace@example.com');
    expect(store.getState().checkout.guestCartId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('offers no guest checkout without a cart', () => {
    fakeServer();
    renderLogin();
    expect(screen.queryByRole('button', { name: 'Continue as guest' })).not.toBeInTheDocument();
  });
});
