import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '@eshop/shared';
import { renderWithApp } from '../../../test/render';
import { ProductCard } from './product-card';

const product: Product = {
  id: '5b1c2f8e-0a6d-4c39-9f3e-2d7a1b0c9e11',
  name: 'Samsung Galaxy S24 Ultra',
  imageURL: '/uploads/demo/s24.svg',
  priceCents: 129_999,
  category: 'Phone',
  brand: 'Samsung',
  desc: 'A'.repeat(120),
  stock: 12,
  reviewCount: 0,
  averageRating: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  editedAt: null,
};

describe('ProductCard', () => {
  beforeEach(() => localStorage.clear());

  it('shows the whole name (cut by CSS) linking to the details, the brand and the price', () => {
    renderWithApp(<ProductCard product={product} layout="grid" />);
    const link = screen.getByText(product.name, { selector: 'p a' });
    expect(link).toHaveAttribute('href', `/product-details/${product.id}`);
    expect(screen.getByAltText(product.name)).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText('Samsung')).toBeInTheDocument();
    expect(screen.getByText('$1,299.99')).toBeInTheDocument();
    expect(screen.queryByText(/^A+\.\.\.$/)).not.toBeInTheDocument();
  });

  it('offers the picture in the widths the server renders, drawn at half the screen on a phone', () => {
    renderWithApp(
      <ProductCard product={{ ...product, imageURL: '/demo-images/nova-se.webp' }} layout="grid" />,
    );
    const image = screen.getByAltText(product.name);
    expect(image).toHaveAttribute('src', '/demo-images/nova-se.webp?w=400');
    expect(image.getAttribute('srcset')).toContain('/demo-images/nova-se.webp?w=200 200w');
    expect(image.getAttribute('srcset')).toContain('/demo-images/nova-se.webp?w=800 800w');
    expect(image).toHaveAttribute('sizes', '(max-width: 640px) 50vw, 280px');
  });

  it('shows a picture from elsewhere as it is', () => {
    renderWithApp(<ProductCard product={product} layout="grid" />);
    const image = screen.getByAltText(product.name);
    expect(image).toHaveAttribute('src', product.imageURL);
    expect(image).not.toHaveAttribute('srcset');
  });

  it('shows the truncated description in list mode', () => {
    renderWithApp(<ProductCard product={product} layout="list" />);
    expect(screen.getByText(`${'A'.repeat(100)}...`)).toBeInTheDocument();
  });

  it('adds the product to the cart', async () => {
    const { store } = renderWithApp(<ProductCard product={product} layout="grid" />);
    await userEvent.click(screen.getByRole('button', { name: 'ADD TO CARD' }));
    await userEvent.click(screen.getByRole('button', { name: 'ADD TO CARD' }));
    expect(store.getState().cart.cartItems).toEqual([
      {
        id: product.id,
        name: product.name,
        priceCents: 129_999,
        imageURL: product.imageURL,
        cartQuantity: 2,
        stock: 12,
      },
    ]);
  });

  it('stops adding at what is in stock', async () => {
    const { store } = renderWithApp(<ProductCard product={{ ...product, stock: 2 }} layout="grid" />);
    for (let i = 0; i < 3; i += 1) await userEvent.click(screen.getByRole('button', { name: 'ADD TO CARD' }));
    expect(store.getState().cart.cartItems[0]?.cartQuantity).toBe(2);
  });

  it('says Out of stock and cannot be added at 0', () => {
    const { store } = renderWithApp(<ProductCard product={{ ...product, stock: 0 }} layout="grid" />);
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ADD TO CARD' })).toBeDisabled();
    expect(store.getState().cart.cartItems).toEqual([]);
  });
});
