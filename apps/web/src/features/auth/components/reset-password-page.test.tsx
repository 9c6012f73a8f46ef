import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { ResetPasswordPage } from './reset-password-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../../lib/notify', () => ({ notify: toast }));

/** What the address bar would show. */
function AddressBar() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

const renderPage = (path: string) =>
  renderWithApp(
    <>
      <ResetPasswordPage />
      <AddressBar />
    </>,
    { path, route: '/reset-password', otherPaths: ['/login'] },
  );

const choosePassword = async (password: string, confirm = password) => {
  await userEvent.type(screen.getByLabelText('New Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm Password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
};

describe('ResetPasswordPage', () => {
  beforeEach(() => vi.clearAllMocks());

  it('takes the token out of the address bar and still uses it', async () => {
    const server = createFakeApi();
    server.on('POST /api/auth/reset-password', { body: { status: true } });
    renderPage('/reset-password?token=secret-token');

    expect(await screen.findByRole('status', { name: 'address' })).toHaveTextContent(/^\/reset-password$/);
    await choosePassword('correct-horse-1');

    expect(await screen.findByText('/login page')).toBeInTheDocument();
    expect(server.sentTo('POST /api/auth/reset-password')[0]?.body).toEqual({
      token: 'secret-token',
      newPassword: 'correct-horse-1',
    });
    expect(toast.success).toHaveBeenCalledWith('Password changed. Please log in.');
  });

  it('offers a new link when the token is used or expired', async () => {
    const server = createFakeApi();
    server.on('POST /api/auth/reset-password', {
      status: 400,
      body: { error: { code: 'BAD_REQUEST', message: 'Invalid token' } },
    });
    renderPage('/reset-password?token=used-token');
    await choosePassword('correct-horse-1');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid token');
    expect(screen.getByRole('link', { name: /Request a new/i })).toHaveAttribute('href', '/reset');
    // Said once, beside its way out: no toast copy (issue 38).
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('checks the new password and its confirmation before sending', async () => {
    const server = createFakeApi();
    renderPage('/reset-password?token=t');
    await choosePassword('correct-horse-1', 'correct-horse-2');

    const confirm = screen.getByLabelText('Confirm Password');
    expect(confirm).toHaveAccessibleDescription('Password does not match.');
    expect(confirm).toHaveFocus();
    expect(toast.error).toHaveBeenCalledWith('Password does not match.');
    expect(server.sent).toHaveLength(0);
  });

  it('offers a new link when the address has no token', () => {
    renderPage('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This password reset link is incomplete or has been used.',
    );
    expect(screen.getByRole('link', { name: /Request a new/i })).toHaveAttribute('href', '/reset');
  });
});
