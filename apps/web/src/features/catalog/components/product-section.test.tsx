import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { ProductSection } from './product-section';

// On phones the filter panel opens over the list; a choice closes it so the list shows again.
describe('ProductSection filter panel', () => {
  /** The shop's categories (the only answer the panel needs: it works while the list shows its error). */
  const withCategories = () => {
    const api = createFakeApi();
    const unavailable = { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'Try again.' } } };
    api.on('GET /api/products', unavailable);
    api.on('GET /api/brands', unavailable);
    api.on('GET /api/categories', {
      body: {
        items: [
          { name: 'Laptop', count: 7 },
          { name: 'Toys', count: 0 },
        ],
      },
    });
    return api;
  };
  beforeEach(() => {
    withCategories();
  });

  it('closes after a category or Clear Filter, and gives focus back to its button', async () => {
    renderWithApp(<ProductSection />);
    const toggle = screen.getByRole('button', { name: 'Show Filter' });

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The shop's own categories, in its order.
    expect(await screen.findByRole('button', { name: 'Toys' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Laptop' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName('Show Filter');
    expect(toggle).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Laptop' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filter' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('ticks several brands (each with its count), takes a typed price range, and says how many results it shows', async () => {
    const api = withCategories();
    // No items on the page: the empty state asks for the popular products.
    api.on('GET /api/products/popular', { body: { items: [] } });
    api.on('GET /api/products', {
      body: {
        items: [],
        total: 7,
        page: 1,
        pageSize: 12,
        pageCount: 1,
        minPriceCents: 500,
        maxPriceCents: 90_000,
        facets: {
          categories: [{ name: 'Laptop', count: 7 }],
          brands: [
            { name: 'Apex', count: 4 },
            { name: 'Zeta & Co', count: 3 },
          ],
        },
      },
    });
    renderWithApp(<ProductSection />);
    const toggle = screen.getByRole('button', { name: 'Show Filter' });
    await userEvent.click(toggle);

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Apex (4)' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Zeta & Co (3)' }));
    // Ticking leaves the panel open for the next tick.
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.type(screen.getByRole('textbox', { name: 'Min' }), '20');
    await userEvent.type(screen.getByRole('textbox', { name: 'Max' }), '150.5{Enter}');

    const last = api.sentTo('GET /api/products').at(-1)!;
    const sent = new URLSearchParams(last.search);
    expect(sent.getAll('brand')).toEqual(['Apex', 'Zeta & Co']);
    expect(sent.get('minPriceCents')).toBe('2000');
    expect(sent.get('maxPriceCents')).toBe('15050');

    await userEvent.click(screen.getByRole('button', { name: 'Show 7 results' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('keeps "On sale" in the URL and the query (onSale=true), and Clear Filter unticks it', async () => {
    const api = withCategories();
    const lastSent = () => new URLSearchParams(api.sentTo('GET /api/products').at(-1)!.search);
    renderWithApp(<ProductSection />, { path: '/?onSale=true' });
    const onSale = await screen.findByRole('checkbox', { name: 'On sale' });
    expect(onSale).toBeChecked();
    expect(lastSent().get('onSale')).toBe('true');

    await userEvent.click(onSale);
    expect(onSale).not.toBeChecked();
    expect(lastSent().get('onSale')).toBeNull();
    await userEvent.click(onSale);
    await userEvent.click(screen.getByRole('checkbox', { name: 'In stock only' }));
    expect(lastSent().get('onSale')).toBe('true');
    expect(lastSent().get('inStock')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Clear Filter' }));
    expect(onSale).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'In stock only' })).not.toBeChecked();
    expect(lastSent().get('onSale')).toBeNull();
    expect(lastSent().get('inStock')).toBeNull();
  });

  it('leaves focus alone when the panel is a column beside the list', async () => {
    renderWithApp(<ProductSection />);
    const laptop = await screen.findByRole('button', { name: 'Laptop' });
    await userEvent.click(laptop);
    expect(laptop).toHaveFocus();
  });
});
