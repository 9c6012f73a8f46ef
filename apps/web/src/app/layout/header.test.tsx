// The header shows the shop as its config says: the owner's logo (described by the shop's name, in a
// box of fixed size so the header does not shift) or else the name.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CURRENCY_FORMAT } from '@eshop/shared';
import { createFakeApi } from '../../test/fake-api';
import { renderWithApp } from '../../test/render';
import { CartDrawerProvider } from '../../features/cart';
import { Header } from './header';

const config = (logo: { url: string; width: number; height: number } | null) => ({
  shopName: 'Corner Shop',
  isGoogleSignInEnabled: false,
  publicUrl: 'http://localhost:3000',
  payments: 'test',
  stripePublishableKey: null,
  contact: { email: null, phone: null, address: null },
  branding: { logo, headerColor: '#1e3a8a', accentColor: '#1d4ed8' },
  currencyFormat: DEFAULT_CURRENCY_FORMAT,
});

const renderHeader = () =>
  renderWithApp(
    <CartDrawerProvider>
      <Header />
    </CartDrawerProvider>,
  );

describe('Header', () => {
  it("shows the owner's logo, 40 px high, described by the shop's name", async () => {
    const api = createFakeApi();
    api.on('GET /api/config', {
      body: config({ url: '/uploads/product/1logo.png', width: 800, height: 200 }),
    });
    renderHeader();
    const logo = await screen.findByRole('img', { name: 'Corner Shop' });
    expect(logo).toHaveAttribute('width', '160');
    expect(logo).toHaveAttribute('height', '40');
    expect(logo).toHaveAttribute('src', '/uploads/product/1logo.png?w=400');
    expect(screen.getByRole('link', { name: 'Corner Shop' })).toHaveAttribute('href', '/');
  });

  it("shows the shop's name when there is no logo", async () => {
    const api = createFakeApi();
    api.on('GET /api/config', { body: config(null) });
    renderHeader();
    expect(await screen.findByRole('link', { name: 'Corner Shop' })).toHaveTextContent('Corner Shop');
    expect(screen.queryByRole('img', { name: 'Corner Shop' })).not.toBeInTheDocument();
  });
});
