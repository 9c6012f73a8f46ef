// Admin > Texts: the owner finds a text by what it says, saves their own wording or resets it, reads
// the German defaults on the German tab, and sees the server's refusal under the text.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../../../../test/fake-api';
import { renderWithApp } from '../../../../test/render';
import { TextsPage } from './texts-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../../../lib/notify', () => ({ notify: toast }));

const LIST = 'GET /api/admin/texts';

describe('TextsPage', () => {
  beforeEach(() => vi.clearAllMocks());

  it('finds "ADD TO CARD" by its words and saves "Add to cart" for it', async () => {
    const api = createFakeApi();
    api.on(LIST, { body: { overrides: [] } });
    api.on('PUT /api/admin/texts/en', (body) => ({
      body: { overrides: [{ language: 'en', ...(body as object), updatedAt: '2026-11-29T10:00:00.000Z' }] },
    }));
    renderWithApp(<TextsPage />);
    await userEvent.type(await screen.findByLabelText('Search texts'), 'add to card');
    const field = await screen.findByLabelText('catalog.addToCart');
    expect(screen.getByRole('status')).toHaveTextContent('1 text');
    expect(field).toHaveValue('ADD TO CARD');
    await userEvent.clear(field);
    await userEvent.type(field, 'Add to cart');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Text saved: shoppers see it now.'));
    expect(api.sentTo('PUT /api/admin/texts/en')[0]?.body).toEqual({
      key: 'catalog.addToCart',
      text: 'Add to cart',
    });
  });

  it('marks a changed text, resets it to the default, and lists only changed texts when asked', async () => {
    const api = createFakeApi();
    api.on(LIST, {
      body: {
        overrides: [
          { language: 'en', key: 'catalog.buyNow', text: 'Buy now', updatedAt: '2026-11-29T10:00:00.000Z' },
        ],
      },
    });
    api.on('PUT /api/admin/texts/en', { body: { overrides: [] } });
    renderWithApp(<TextsPage />);
    await userEvent.click(await screen.findByLabelText('Changed texts only'));
    const row = (await screen.findByLabelText('catalog.buyNow')).closest('form')!;
    expect(screen.getByRole('status')).toHaveTextContent('1 text');
    expect(within(row).getByLabelText('catalog.buyNow')).toHaveValue('Buy now');
    expect(within(row).getByText('Changed')).toBeInTheDocument();
    expect(within(row).getByText(/Default: BUY IT NOW/)).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Reset to default' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Text reset to its default.'));
    expect(api.sentTo('PUT /api/admin/texts/en')[0]?.body).toEqual({ key: 'catalog.buyNow', text: null });
  });

  it("shows German's own defaults on the German tab, and the server's refusal under a text", async () => {
    const api = createFakeApi();
    api.on(LIST, { body: { overrides: [] } });
    const message = 'Unknown argument {product}. This text can use {name}.';
    api.on('PUT /api/admin/texts/de', {
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'The text cannot be shown as written.',
          details: [{ path: 'text', message }],
        },
      },
    });
    renderWithApp(<TextsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Deutsch' }));
    await userEvent.type(screen.getByLabelText('Search texts'), 'cart.added');
    const field = await screen.findByLabelText('cart.added');
    expect(field).toHaveValue('{name} wurde in den Warenkorb gelegt');
    expect(screen.getByText(/Can use \{name\}\./)).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '{{product} liegt im Korb');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
