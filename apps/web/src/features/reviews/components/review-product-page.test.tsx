// The review form: the shared schema's messages under the stars and the text, what is sent, and the
// form back to no stars and no text after a review is taken (spec 4).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { ReviewProductPage } from './review-product-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../../lib/notify', () => ({ notify: toast }));

const LAMP = {
  id: 'p1',
  name: 'Desk Lamp',
  priceCents: 2_500,
  category: 'Electronics',
  brand: 'Lumen',
  desc: 'A lamp.',
  imageURL: '/lamp.svg',
  gallery: [],
  stock: 3,
};

const fakeServer = () => {
  const api = createFakeApi();
  api.on('GET /api/products/p1', { body: LAMP });
  api.on('GET /api/products/p1/my-review', { body: { canReview: true, review: null } });
  api.on('POST /api/products/p1/reviews', (body) => ({ status: 201, body }));
  return api;
};

const renderPage = () =>
  renderWithApp(<ReviewProductPage />, { path: '/review-product/p1', route: '/review-product/:id' });
const reviewText = () => screen.getByLabelText('Review', { exact: true });
const submit = async () => userEvent.click(await screen.findByRole('button', { name: 'Submit Review' }));

describe('ReviewProductPage', () => {
  beforeEach(() => vi.clearAllMocks());

  it('asks for the text under its field, the message going as it is typed, and sends nothing', async () => {
    const api = fakeServer();
    renderPage();
    await submit();

    expect(await screen.findByText('Write your review.')).toBeInTheDocument();
    expect(reviewText()).toHaveAttribute('aria-invalid', 'true');
    expect(reviewText()).toHaveAccessibleDescription('Write your review.');
    // No stars is a rating (spec 5): no message for it.
    expect(screen.getByRole('group', { name: 'Rating' })).not.toHaveAccessibleDescription();

    await userEvent.type(reviewText(), 'G');
    expect(screen.queryByText('Write your review.')).not.toBeInTheDocument();
    expect(api.sentTo('POST /api/products/p1/reviews')).toHaveLength(0);
  });

  it('sends the stars and the trimmed text, then starts again from no stars and no text', async () => {
    const api = fakeServer();
    renderPage();
    await userEvent.click(await screen.findByRole('radio', { name: '4 stars' }));
    await userEvent.type(reviewText(), '  Bright and steady. ');
    await submit();

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Review submitted successfully'));
    expect(api.sentTo('POST /api/products/p1/reviews').map((request) => request.body)).toEqual([
      { rate: 4, review: 'Bright and steady.' },
    ]);
    expect(reviewText()).toHaveValue('');
    expect(screen.queryByRole('radio', { checked: true })).not.toBeInTheDocument();
  });
});
