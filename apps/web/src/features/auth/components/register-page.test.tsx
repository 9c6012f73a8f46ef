import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { RegisterPage } from './register-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../../lib/notify', () => ({ notify: toast }));

const fillIn = async (email: string, password: string, confirm: string) => {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm Password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Register' }));
};

describe('RegisterPage', () => {
  beforeEach(() => vi.clearAllMocks());

  it('says "Password does not match." and sends nothing when the passwords differ', async () => {
    const server = createFakeApi();
    renderWithApp(<RegisterPage />, { path: '/register' });
    await fillIn('ada@example.com', 'correct-horse-1', 'correct-horse-2');

    const confirm = screen.getByLabelText('Confirm Password');
    expect(confirm).toHaveAccessibleDescription('Password does not match.');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveFocus();
    expect(toast.error).toHaveBeenCalledWith('Password does not match.');
    expect(server.sent).toHaveLength(0);
  });

  it('checks the e-mail and the password length before sending', async () => {
    const server = createFakeApi();
    renderWithApp(<RegisterPage />, { path: '/register' });
    await fillIn('not-an-email', 'short', 'short');

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid e-mail address.');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      /Password must be at least 8 characters\./,
    );
    expect(server.sent).toHaveLength(0);
  });

  const signedInAs = (email: string) => ({
    user: { id: 'u1', email, displayName: 'Ada', isAdmin: false, isEmailVerified: false },
  });

  it('registers, signs in, says so and goes home, asking for a link back to the account page', async () => {
    const server = createFakeApi();
    server.on('POST /api/auth/sign-up/email', { body: { user: { id: 'u1' } } });
    server.on('GET /api/session', { body: signedInAs('ada@example.com') });
    server.on('GET /api/cart', { body: { items: [], totalQuantity: 0, totalAmountCents: 0 } });
    renderWithApp(<RegisterPage />, { path: '/register', route: '/register', otherPaths: ['/'] });
    await fillIn('ada@example.com', 'correct-horse-1', 'correct-horse-1');

    expect(await screen.findByText('/ page')).toBeInTheDocument();
    expect(server.sentTo('POST /api/auth/sign-up/email')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'correct-horse-1',
      name: '',
      newsletterConsent: false,
      callbackURL: '/account?verified=1',
    });
    expect(toast.success).toHaveBeenCalledWith('Registration Successful...');
  });

  it('goes on to the checkout when Check Out sent the shopper, as logging in would', async () => {
    const server = createFakeApi();
    server.on('POST /api/auth/sign-up/email', { body: { user: { id: 'u1' } } });
    server.on('GET /api/session', { body: signedInAs('ada@example.com') });
    server.on('GET /api/cart', { body: { items: [], totalQuantity: 0, totalAmountCents: 0 } });
    const onRegistered = vi.fn();
    renderWithApp(<RegisterPage previousURL="/cart" onRegistered={onRegistered} />, {
      path: '/register',
      route: '/register',
      otherPaths: ['/checkout-details'],
    });
    await fillIn('ada@example.com', 'correct-horse-1', 'correct-horse-1');
    expect(await screen.findByText('/checkout-details page')).toBeInTheDocument();
    expect(onRegistered).toHaveBeenCalled();
  });

  it('says where to look when the answer came without a session (the e-mail has an account)', async () => {
    const server = createFakeApi();
    server.on('POST /api/auth/sign-up/email', { body: { user: { id: 'synthetic' } } });
    server.on('GET /api/session', { body: { user: null } });
    renderWithApp(<RegisterPage />, { path: '/register', route: '/register' });
    await fillIn('taken@example.com', 'correct-horse-1', 'correct-horse-1');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We have sent a message to taken@example.com. Follow it to go on.',
    );
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('asks for consent to news and offers, unticked, and sends it when ticked', async () => {
    const server = createFakeApi();
    server.on('POST /api/auth/sign-up/email', { body: { user: { id: 'u1' } } });
    server.on('GET /api/session', { body: signedInAs('ada@example.com') });
    server.on('GET /api/cart', { body: { items: [], totalQuantity: 0, totalAmountCents: 0 } });
    renderWithApp(<RegisterPage />, { path: '/register', route: '/register', otherPaths: ['/'] });
    const consent = screen.getByLabelText('Send me news and offers by e-mail');
    expect(consent).not.toBeChecked();
    await userEvent.click(consent);
    await fillIn('ada@example.com', 'correct-horse-1', 'correct-horse-1');
    expect(await screen.findByText('/ page')).toBeInTheDocument();
    expect(server.sentTo('POST /api/auth/sign-up/email')[0]?.body).toMatchObject({ newsletterConsent: true });
  });

  it("shows the server's message once, as a toast", async () => {
    const server = createFakeApi();
    server.on('POST /api/auth/sign-up/email', {
      status: 429,
      body: { error: { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' } },
    });
    renderWithApp(<RegisterPage />, { path: '/register' });
    await fillIn('ada@example.com', 'correct-horse-1', 'correct-horse-1');

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Too many requests. Please try again later.'),
    );
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Too many requests. Please try again later.')).not.toBeInTheDocument();
  });
});
