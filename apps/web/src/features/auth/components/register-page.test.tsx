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

  it('registers, says so and goes to the login page', async () => {
    const server = createFakeApi();
    server.on('POST /api/auth/sign-up/email', { body: { token: null } });
    renderWithApp(<RegisterPage />, { path: '/register', route: '/register', otherPaths: ['/login'] });
    await fillIn('ada@example.com', 'correct-horse-1', 'correct-horse-1');

    expect(await screen.findByText('/login page')).toBeInTheDocument();
    expect(server.sentTo('POST /api/auth/sign-up/email')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'correct-horse-1',
      name: '',
      newsletterConsent: false,
    });
    expect(toast.success).toHaveBeenCalledWith('Registration Successful...');
  });

  it('asks for consent to news and offers, unticked, and sends it when ticked', async () => {
    const server = createFakeApi();
    server.on('POST /api/auth/sign-up/email', { body: { token: null } });
    renderWithApp(<RegisterPage />, { path: '/register', route: '/register', otherPaths: ['/login'] });
    const consent = screen.getByLabelText('Send me news and offers by e-mail');
    expect(consent).not.toBeChecked();
    await userEvent.click(consent);
    await fillIn('ada@example.com', 'correct-horse-1', 'correct-horse-1');
    expect(await screen.findByText('/login page')).toBeInTheDocument();
    expect(server.sentTo('POST /api/auth/sign-up/email')[0]?.body).toMatchObject({ newsletterConsent: true });
  });

  it("shows the server's message inline and as a toast", async () => {
    const server = createFakeApi();
    server.on('POST /api/auth/sign-up/email', {
      status: 429,
      body: { error: { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' } },
    });
    renderWithApp(<RegisterPage />, { path: '/register' });
    await fillIn('ada@example.com', 'correct-horse-1', 'correct-horse-1');

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Too many requests. Please try again later.'),
    );
  });
});
