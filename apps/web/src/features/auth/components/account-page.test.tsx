// The account page: whether the e-mail is proven (the link again; how a followed link went), the
// name, a new address, the password, news and offers, and the devices signed in.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Account } from '@eshop/shared';
import { createFakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { AccountPage } from './account-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../../lib/notify', () => ({ notify: toast }));

const account = (overrides: Partial<Account> = {}): Account => ({
  email: 'ada@example.com',
  name: 'Ada',
  isEmailVerified: true,
  hasPassword: true,
  isTwoFactorEnabled: false,
  newsletterConsent: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const sessions = {
  sessions: [
    {
      id: 'here',
      userAgent: 'Firefox on Linux',
      ipAddress: '10.0.0.1',
      createdAt: '2026-11-01T10:00:00.000Z',
      lastActiveAt: '2026-11-29T10:00:00.000Z',
      isCurrent: true,
    },
    {
      id: 'phone',
      userAgent: 'Safari on iPhone',
      ipAddress: '10.0.0.2',
      createdAt: '2026-11-02T10:00:00.000Z',
      lastActiveAt: '2026-11-28T10:00:00.000Z',
      isCurrent: false,
    },
  ],
};

const open = (path: string, overrides: Partial<Account> = {}) => {
  const api = createFakeApi();
  api.on('GET /api/account', { body: account(overrides) });
  api.on('GET /api/account/sessions', { body: sessions });
  api.on('GET /api/account/addresses', { body: { addresses: [] } });
  renderWithApp(<AccountPage />, { path, route: '/account' });
  return api;
};

describe('the account page', () => {
  beforeEach(() => vi.clearAllMocks());

  it('asks to confirm an unproven e-mail and sends the link again, back to this page', async () => {
    const api = open('/account', { isEmailVerified: false });
    api.on('POST /api/auth/send-verification-email', { body: { status: true } });
    expect(await screen.findByText(/Please confirm ada@example.com/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('We have sent you a new link.')).toBeInTheDocument();
    expect(api.sentTo('POST /api/auth/send-verification-email')[0]?.body).toEqual({
      email: 'ada@example.com',
      callbackURL: '/account?verified=1',
    });
  });

  it('thanks the shopper back from a link that worked, and says nothing more later', async () => {
    open('/account?verified=1');
    expect(await screen.findByText('Thank you: your e-mail is confirmed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the link again' })).not.toBeInTheDocument();
  });

  it('says a link that failed has expired or was used, and offers a new one', async () => {
    open('/account?verified=1&error=TOKEN_EXPIRED', { isEmailVerified: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This confirmation link has expired or was already used. Send yourself a new one.',
    );
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeInTheDocument();
  });

  it('saves the name, and the header greets by it', async () => {
    const api = open('/account');
    api.on('POST /api/auth/update-user', { body: { status: true } });
    api.on('GET /api/session', { body: { user: null } });
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveValue('Ada');
    await userEvent.clear(name);
    await userEvent.type(name, 'Ada Lovelace');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Your name is saved.'));
    expect(api.sentTo('POST /api/auth/update-user')[0]?.body).toEqual({ name: 'Ada Lovelace' });
  });

  it('asks for a new address and says a link went to it', async () => {
    const api = open('/account');
    api.on('POST /api/auth/change-email', { body: { status: true } });
    await userEvent.type(await screen.findByLabelText('New e-mail address'), 'ada@new.example');
    await userEvent.click(screen.getByRole('button', { name: 'Change e-mail' }));
    expect(
      await screen.findByText(
        'We have sent a link to ada@new.example. Your e-mail changes when you follow it.',
      ),
    ).toBeInTheDocument();
    expect(api.sentTo('POST /api/auth/change-email')[0]?.body).toEqual({
      newEmail: 'ada@new.example',
      callbackURL: '/account?verified=1',
    });
  });

  it('turns on two-factor sign-in: the password, a QR code with its key, recovery codes, a first code', async () => {
    const api = open('/account');
    const totpURI = 'otpauth://totp/eShop:ada%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=eShop';
    api.on('POST /api/auth/two-factor/enable', {
      body: { totpURI, backupCodes: ['aaaaa-11111', 'bbbbb-22222'] },
    });
    api.on('POST /api/auth/two-factor/verify-totp', { body: { user: {} } });
    api.on('GET /api/session', { body: { user: null, mustTurnOnTwoFactor: false } });
    const section = await screen.findByRole('region', { name: 'Two-factor sign-in' });
    await userEvent.click(within(section).getByRole('button', { name: 'Turn on two-factor sign-in' }));
    await userEvent.type(within(section).getByLabelText('Current password'), 'my password');
    await userEvent.click(within(section).getByRole('button', { name: 'Continue' }));

    expect(
      await within(section).findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(within(section).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP')).toBeInTheDocument();
    expect(within(section).getByText('aaaaa-11111')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Download the codes' })).toHaveAttribute(
      'download',
      'recovery-codes.txt',
    );
    await userEvent.type(within(section).getByLabelText('Code'), '123 456');
    const sessionChecks = api.sentTo('GET /api/session').length;
    await userEvent.click(within(section).getByRole('button', { name: 'Turn on' }));
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Two-factor sign-in is on. Your other devices are signed out.',
      ),
    );
    expect(api.sentTo('POST /api/auth/two-factor/enable')[0]?.body).toEqual({ password: 'my password' });
    expect(api.sentTo('POST /api/auth/two-factor/verify-totp')[0]?.body).toEqual({ code: '123456' });
    // The session is asked again: the admin may now open for staff.
    expect(api.sentTo('GET /api/session').length).toBe(sessionChecks + 1);
  });

  it('turns two-factor sign-in off with the password, or makes new recovery codes', async () => {
    const api = open('/account', { isTwoFactorEnabled: true });
    api.on('POST /api/auth/two-factor/generate-backup-codes', { body: { backupCodes: ['ccccc-33333'] } });
    api.on('POST /api/auth/two-factor/disable', { body: { status: true } });
    api.on('GET /api/session', { body: { user: null, mustTurnOnTwoFactor: false } });
    const section = await screen.findByRole('region', { name: 'Two-factor sign-in' });
    expect(within(section).getByText(/Two-factor sign-in is on/)).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'New recovery codes' }));
    await userEvent.type(within(section).getByLabelText('Current password'), 'my password');
    await userEvent.click(within(section).getByRole('button', { name: 'New recovery codes' }));
    expect(await within(section).findByText('ccccc-33333')).toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: 'Turn off two-factor sign-in' }));
    await userEvent.type(within(section).getByLabelText('Current password'), 'my password');
    await userEvent.click(within(section).getByRole('button', { name: 'Turn off two-factor sign-in' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Two-factor sign-in is off.'));
    expect(api.sentTo('POST /api/auth/two-factor/disable')[0]?.body).toEqual({ password: 'my password' });
  });

  it('changes the password with the current one, and says a wrong one once', async () => {
    const api = open('/account');
    api.on('POST /api/auth/change-password', {
      status: 400,
      body: { error: { code: 'VALIDATION_ERROR', message: 'Invalid password' } },
    });
    const password = await screen.findByRole('region', { name: 'Password' });
    await userEvent.type(within(password).getByLabelText('Current password'), 'wrong words');
    await userEvent.type(within(password).getByLabelText('New Password'), 'brand new words');
    await userEvent.type(within(password).getByLabelText('Confirm Password'), 'brand new words');
    await userEvent.click(within(password).getByRole('button', { name: 'Change password' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Invalid password'));
    expect(api.sentTo('POST /api/auth/change-password')[0]?.body).toEqual({
      currentPassword: 'wrong words',
      newPassword: 'brand new words',
      revokeOtherSessions: true,
    });
  });

  it('offers a password through the reset page to an account made with Google', async () => {
    open('/account', { hasPassword: false });
    expect(await screen.findByText(/You sign in with Google/)).toBeInTheDocument();
    const password = screen.getByRole('region', { name: 'Password' });
    expect(within(password).queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/reset');
  });

  it('saves news and offers as soon as it is ticked', async () => {
    const api = open('/account');
    api.on('PUT /api/account/newsletter', { body: account({ newsletterConsent: true }) });
    await userEvent.click(await screen.findByLabelText('Send me news and offers by e-mail'));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Saved.'));
    expect(api.sentTo('PUT /api/account/newsletter')[0]?.body).toEqual({ consent: true });
  });

  it('lists the devices, this one marked, and signs another out', async () => {
    const api = open('/account');
    api.on('DELETE /api/account/sessions/phone', { body: { ended: 1 } });
    const devices = await screen.findByRole('region', { name: 'Where you are signed in' });
    const here = (await within(devices).findByText('Firefox on Linux')).closest('li')!;
    expect(here).toHaveTextContent('This device');
    expect(within(here).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    const phone = within(devices).getByText('Safari on iPhone').closest('li')!;
    await userEvent.click(within(phone).getByRole('button', { name: 'Sign out' }));
    await vi.waitFor(() => expect(api.sentTo('DELETE /api/account/sessions/phone')).toHaveLength(1));
    expect(within(devices).getByRole('button', { name: 'Sign out everywhere else' })).toBeInTheDocument();
  });
});

describe('the account page, privacy', () => {
  beforeEach(() => vi.clearAllMocks());

  it('offers the data as a download', async () => {
    open('/account');
    const link = await screen.findByRole('link', { name: 'Download my data' });
    expect(link).toHaveAttribute('href', '/api/account/export');
    expect(link).toHaveAttribute('download');
  });

  it('deletes the account with the password, after asking once more', async () => {
    const api = open('/account');
    api.on('POST /api/account/delete', { body: { deleted: true } });
    api.on('GET /api/session', { body: { user: null } });
    const data = await screen.findByRole('region', { name: 'Your data' });
    const button = within(data).getByRole('button', { name: 'Delete my account' });
    expect(button).toBeDisabled();
    await userEvent.type(within(data).getByLabelText('Current password'), 'my words');
    await userEvent.click(button);
    expect(api.sentTo('POST /api/account/delete')).toHaveLength(0);
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete my account' }),
    );
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Your account is deleted.'));
    expect(api.sentTo('POST /api/account/delete')[0]?.body).toEqual({ password: 'my words' });
  });

  it('asks an account made with Google for its e-mail instead', async () => {
    const api = open('/account', { hasPassword: false });
    api.on('POST /api/account/delete', {
      status: 400,
      body: {
        error: { code: 'VALIDATION_ERROR', message: 'Type the e-mail address of your account to confirm.' },
      },
    });
    const data = await screen.findByRole('region', { name: 'Your data' });
    await userEvent.type(within(data).getByLabelText('Your e-mail address, to confirm'), 'ada@example.com');
    await userEvent.click(within(data).getByRole('button', { name: 'Delete my account' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete my account' }),
    );
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Type the e-mail address of your account to confirm.'),
    );
    expect(api.sentTo('POST /api/account/delete')[0]?.body).toEqual({ email: 'ada@example.com' });
  });
});
