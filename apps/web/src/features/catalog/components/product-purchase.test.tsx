import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '@eshop/shared';
import { renderWithApp } from '../../../test/render';
import { ProductPurchase } from './product-purchase';

const product: Product = {
  id: '0d9f1c3e-5b2a-4c7d-8e6f-1a2b3c4d5e6f',
  name: 'Nova SE',
  imageURL: '/demo-images/nova-se.webp',
  priceCents: 19_900,
  category: 'Phone',
  brand: 'Nova',
  desc: 'A phone.',
  stock: 3,
  reviewCount: 0,
  averageRating: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  editedAt: null,
};

describe('ProductPurchase', () => {
  beforeEach(() => localStorage.clear());

  it('says how few are left and chooses no more than that', async () => {
    const { store } = renderWithApp(<ProductPurchase product={product} />);
    expect(screen.getByText('Only 3 left')).toBeInTheDocument();
    const more = screen.getByRole('button', { name: /increase/i });
    await userEvent.click(more);
    await userEvent.click(more);
    expect(more).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'ADD TO CARD' }));
    expect(store.getState().cart.cartItems[0]?.cartQuantity).toBe(3);
  });

  it('says In stock when plenty are left', () => {
    renderWithApp(<ProductPurchase product={{ ...product, stock: 40 }} />);
    expect(screen.getByText('In stock')).toBeInTheDocument();
    expect(screen.queryByText(/left/)).not.toBeInTheDocument();
  });

  it('says Out of stock and disables ADD TO CARD and BUY IT NOW at 0', () => {
    renderWithApp(<ProductPurchase product={{ ...product, stock: 0 }} />);
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ADD TO CARD' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'BUY IT NOW' })).toBeDisabled();
  });
});
