// The account page says whether the e-mail is proven, sends the link again, and says how a followed
// link went (?verified=1, or Better Auth's ?error=).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { AccountPage } from './account-page';

const shopper = (isEmailVerified: boolean) => ({
  user: { id: 'u1', email: 'ada@example.com', displayName: 'Ada', isAdmin: false, isEmailVerified },
});

const open = (path: string, isEmailVerified: boolean) => {
  const api = createFakeApi();
  api.on('GET /api/session', { body: shopper(isEmailVerified) });
  api.on('GET /api/cart', { body: { items: [], totalQuantity: 0, totalAmountCents: 0 } });
  renderWithApp(<AccountPage />, { path, route: '/account' });
  return api;
};

describe('the account page', () => {
  it('asks to confirm an unproven e-mail and sends the link again, back to this page', async () => {
    const api = open('/account', false);
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
    open('/account?verified=1', true);
    expect(await screen.findByText('Thank you: your e-mail is confirmed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the link again' })).not.toBeInTheDocument();
  });

  it('says a link that failed has expired or was used, and offers a new one', async () => {
    open('/account?verified=1&error=TOKEN_EXPIRED', false);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This confirmation link has expired or was already used. Send yourself a new one.',
    );
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeInTheDocument();
  });
});
