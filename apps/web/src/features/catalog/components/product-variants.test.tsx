// The product page of a product with options (decision 060): the picker says which values are sold
// out or impossible, ADD TO CARD says which option is missing, the chosen variant's price, compare-at
// price, SKU and stock follow the choice, the address names it, and the cart gets that variant.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '@eshop/shared';
import { createFakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { ProductCard } from './product-card';
import { ProductDetailsPage } from './product-details-page';

const ID = '4f1c2e3d-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const variant = (n: number, colour: string, size: string, stock: number, priceCents = 12_000) => ({
  id: `00000000-0000-4000-8000-0000000000${n}`,
  values: [colour, size],
  title: `${colour} / ${size}`,
  sku: `STRIDE-${colour.toUpperCase()}-${size}`,
  priceCents,
  compareAtCents: colour === 'Blue' ? 15_000 : null,
  stock,
  imageURL: null,
});
const STRIDE: Product = {
  id: ID,
  name: 'Stride Runner 3',
  imageURL: '/demo-images/stride.webp',
  priceCents: 11_000,
  priceMaxCents: 12_000,
  compareAtCents: 15_000,
  category: 'Sneakers',
  brand: 'Stride',
  desc: 'A running shoe.',
  stock: 9,
  reviewCount: 0,
  averageRating: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  editedAt: null,
  gallery: [],
  options: [
    { name: 'Colour', values: ['Red', 'Blue'] },
    { name: 'Size', values: ['41', '42', '43'] },
  ],
  // No Blue / 43: that combination is not sold.
  variants: [
    variant(11, 'Red', '41', 4),
    variant(12, 'Red', '42', 0),
    variant(13, 'Red', '43', 2),
    variant(21, 'Blue', '41', 3, 11_000),
    variant(22, 'Blue', '42', 0, 11_000),
  ],
};

const renderPage = (query = '') => {
  const api = createFakeApi();
  api.on(`GET /api/products/${ID}`, { body: STRIDE });
  api.on('GET /api/products', { body: { items: [], total: 0, page: 1, pageSize: 8, pageCount: 0 } });
  api.on('GET /api/delivery-options', { body: { zone: null, methods: [] } });
  return renderWithApp(
    <>
      <ProductDetailsPage renderReviews={() => null} />
      <AddressQuery />
    </>,
    {
      path: `/product-details/${ID}${query}`,
      route: '/product-details/:id',
    },
  );
};

/** The page's query string, where the test can read it (the router keeps it in memory). */
function AddressQuery() {
  return <output data-testid="query">{useLocation().search}</output>;
}

describe('a product with options', () => {
  beforeEach(() => localStorage.clear());

  it('says which option is missing, then adds the chosen variant with its price and SKU', async () => {
    const { store } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Stride Runner 3' })).toBeInTheDocument();
    expect(screen.getByText('From $110.00')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'ADD TO CARD' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a Colour and a Size.');
    expect(store.getState().cart.cartItems).toEqual([]);

    await userEvent.click(screen.getByRole('radio', { name: 'Red' }));
    // With Red chosen: 42 is sold out, 41 and 43 can be bought.
    expect(screen.getByRole('radio', { name: '42, sold out' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ADD TO CARD' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a Size.');

    await userEvent.click(screen.getByRole('radio', { name: '43' }));
    expect(screen.getByText('$120.00')).toBeInTheDocument();
    expect(screen.getByText('SKU STRIDE-RED-43')).toBeInTheDocument();
    expect(screen.getByText('Only 2 left')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ADD TO CARD' }));
    expect(store.getState().cart.cartItems).toEqual([
      expect.objectContaining({
        id: ID,
        variantId: STRIDE.variants?.[2]?.id,
        variantTitle: 'Red / 43',
        sku: 'STRIDE-RED-43',
        priceCents: 12_000,
        cartQuantity: 1,
        stock: 2,
      }),
    ]);
  });

  it('refuses a sold-out size and a combination not sold, saying so', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('radio', { name: 'Blue' }));
    expect(screen.getByRole('radio', { name: '43, not available with this choice' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '42, sold out' }));
    expect(screen.getByText('Stride Runner 3 - Blue / 42 is sold out.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ADD TO CARD' })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: '43, not available with this choice' }));
    expect(screen.getByText('This combination is not available.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ADD TO CARD' })).toBeDisabled();
  });

  it('opens on the variant in the address, with its sale price', async () => {
    renderPage(`?variant=${STRIDE.variants?.[3]?.id}`);
    expect(await screen.findByText('SKU STRIDE-BLUE-41')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Blue' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '41' })).toBeChecked();
    expect(screen.getByText('Was $150.00')).toBeInTheDocument();
    // Another colour names another variant, in the address too.
    await userEvent.click(screen.getByRole('radio', { name: 'Red' }));
    expect(screen.getByText('SKU STRIDE-RED-41')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('query')).toHaveTextContent(`?variant=${STRIDE.variants?.[0]?.id}`),
    );
  });

  it('shows on its card the lowest price, the colours and the sale, and sends the shopper to choose', () => {
    renderWithApp(<ProductCard product={STRIDE} layout="grid" />);
    expect(screen.getByText('From $110.00')).toBeInTheDocument();
    expect(screen.getByText('Sale')).toBeInTheDocument();
    expect(screen.getByText('2 colours: Red, Blue')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose options of Stride Runner 3' })).toHaveAttribute(
      'href',
      `/product-details/${ID}`,
    );
    expect(screen.queryByRole('button', { name: 'ADD TO CARD' })).not.toBeInTheDocument();
  });

  it('opens its page on the colour a search named, or a filter chose', () => {
    const { unmount } = renderWithApp(<ProductCard product={STRIDE} layout="grid" search="blue shoes" />);
    expect(screen.getByRole('link', { name: 'Choose options of Stride Runner 3' })).toHaveAttribute(
      'href',
      `/product-details/${ID}?Colour=Blue`,
    );
    unmount();
    renderWithApp(
      <ProductCard
        product={STRIDE}
        layout="grid"
        search="shoes"
        filteredOptions={['Size:42', 'Colour:Red']}
      />,
    );
    expect(screen.getByRole('link', { name: 'Choose options of Stride Runner 3' })).toHaveAttribute(
      'href',
      `/product-details/${ID}?Colour=Red&Size=42`,
    );
  });
});
