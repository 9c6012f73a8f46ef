// A search that finds nothing is not a dead end: the way back, the shop's categories, and the products
// shoppers buy most, each a link.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Product } from '@eshop/shared';
import { createFakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { NothingFound } from './nothing-found';

const product: Product = {
  id: '7a1c2e3d-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  name: 'Classic Flip Phone',
  imageURL: '/demo-images/classic-flip-phone.webp',
  priceCents: 7_900,
  category: 'Phone',
  brand: 'Ironleaf',
  desc: 'A flip phone.',
  stock: 20,
  reviewCount: 0,
  averageRating: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  editedAt: null,
};

describe('NothingFound', () => {
  it('offers to clear, the categories and the popular products', async () => {
    const api = createFakeApi();
    api.on('GET /api/categories', {
      body: {
        items: [
          { name: 'Phone', count: 10 },
          { name: 'Sneakers', count: 10 },
        ],
      },
    });
    api.on('GET /api/products/popular', { body: { items: [product] } });
    const clear = vi.fn();
    renderWithApp(<NothingFound onClearAll={clear} />);

    expect(screen.getByText('No product found.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(clear).toHaveBeenCalledOnce();
    const categories = await screen.findByRole('navigation', { name: 'Browse a category' });
    expect(screen.getByRole('link', { name: 'Sneakers' })).toHaveAttribute('href', '/category/Sneakers');
    expect(categories).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Popular products' })).toBeInTheDocument();
    expect(screen.getByText('Classic Flip Phone', { selector: 'p a' })).toBeInTheDocument();
    expect(api.sentTo('GET /api/products/popular')[0]?.search).toContain('limit=4');
  });
});
