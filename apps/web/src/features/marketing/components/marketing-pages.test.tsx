// Bringing shoppers back (decision 070): the unsubscribe page asks before it unsubscribes (a mail
// scanner opening the link changes nothing), and a reminder's link puts the left lines in the cart.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { RestoreCartPage } from './restore-cart-page';
import { UnsubscribePage } from './unsubscribe-page';

const LINE = {
  id: '00000000-0000-4000-8000-00000000000a',
  variantId: '00000000-0000-4000-8000-00000000000b',
  sku: 'PH-1',
  name: 'Phone',
  priceCents: 2000,
  imageURL: '/p1.svg',
  cartQuantity: 2,
};

describe('the unsubscribe page', () => {
  it('unsubscribes only when asked, and says so', async () => {
    const api = createFakeApi();
    api.on('POST /api/unsubscribe', { body: { email: 'ada@example.com' } });
    renderWithApp(<UnsubscribePage />, { path: '/unsubscribe?email=ada%40example.com&token=abcdefghijkl' });
    expect(screen.getByText('Stop news, offers and reminders to ada@example.com?')).toBeInTheDocument();
    expect(api.sent).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(
      await screen.findByText(
        'ada@example.com is unsubscribed: we will send no more news, offers or reminders.',
      ),
    ).toBeInTheDocument();
    expect(api.sentTo('POST /api/unsubscribe')[0]?.body).toEqual({
      email: 'ada@example.com',
      token: 'abcdefghijkl',
    });
  });

  it('says a link without its address or token is not valid', () => {
    renderWithApp(<UnsubscribePage />, { path: '/unsubscribe' });
    expect(screen.getByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
  });
});

describe("a reminder's link back to the cart", () => {
  beforeEach(() => localStorage.clear());

  it('puts the left lines in the cart and opens it', async () => {
    const api = createFakeApi();
    api.on('GET /api/checkout/restore/00000000-0000-4000-8000-0000000000c1', { body: { items: [LINE] } });
    const { store } = renderWithApp(
      <Routes>
        <Route path="/cart/restore/:id" element={<RestoreCartPage />} />
      </Routes>,
      { path: '/cart/restore/00000000-0000-4000-8000-0000000000c1?token=abcdefghijkl' },
    );
    expect(await screen.findByText('cart page')).toBeInTheDocument();
    expect(store.getState().cart.cartItems).toEqual([
      expect.objectContaining({ id: LINE.id, variantId: LINE.variantId, cartQuantity: 2, priceCents: 2000 }),
    ]);
    expect(api.sentTo('GET /api/checkout/restore/00000000-0000-4000-8000-0000000000c1')[0]?.search).toBe(
      '?token=abcdefghijkl',
    );
  });

  it('says when the link no longer works', async () => {
    const api = createFakeApi();
    api.on('GET /api/checkout/restore/00000000-0000-4000-8000-0000000000c2', {
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Not found.' } },
    });
    renderWithApp(
      <Routes>
        <Route path="/cart/restore/:id" element={<RestoreCartPage />} />
      </Routes>,
      { path: '/cart/restore/00000000-0000-4000-8000-0000000000c2?token=abcdefghijkl' },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This link to your cart no longer works.');
  });
});
