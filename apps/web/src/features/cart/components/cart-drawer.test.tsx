import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '@eshop/shared';
import { renderWithApp } from '../../../test/render';
import { ProductCard } from '../../catalog';
import { CartDrawerProvider } from './cart-drawer';

const product = (id: string, name: string, priceCents: number): Product => ({
  id,
  name,
  imageURL: '/demo-images/nova-se.webp',
  priceCents,
  category: 'Phone',
  brand: 'Zenith',
  desc: 'A phone.',
  stock: 10,
  reviewCount: 0,
  averageRating: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  editedAt: null,
});
const nova = product('0d9f1c3e-5b2a-4c7d-8e6f-1a2b3c4d5e6f', 'Nova SE', 42_900);
const pixel = product('1d9f1c3e-5b2a-4c7d-8e6f-1a2b3c4d5e6f', 'Pixelate 9', 19_950);

describe('CartDrawer', () => {
  beforeEach(() => localStorage.clear());

  it('opens on ADD TO CARD with the line and the whole cart’s subtotal, and closes on Escape', async () => {
    renderWithApp(
      <CartDrawerProvider>
        <ProductCard product={nova} layout="grid" />
        <ProductCard product={pixel} layout="grid" />
      </CartDrawerProvider>,
    );
    const [addNova, addPixel] = screen.getAllByRole('button', { name: 'ADD TO CARD' });
    await userEvent.click(addNova!);
    await userEvent.click(addPixel!);
    const drawer = screen.getByRole('dialog', { name: 'Pixelate 9 added to cart' });
    expect(drawer).toHaveTextContent('1 × $199.50');
    expect(drawer).toHaveTextContent('Cart item(s): 2');
    expect(drawer).toHaveTextContent('Subtotal:$628.50');
    expect(screen.getByRole('heading', { name: 'Pixelate 9 added to cart' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(addPixel).toHaveFocus();
  });
});
