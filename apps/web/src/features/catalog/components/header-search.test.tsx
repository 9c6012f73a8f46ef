// The header's search box (use-suggestions.ts): suggestions as the shopper types, chosen with the keys
// or the mouse, Escape to close them, and Enter with none highlighted for every result.
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { HeaderSearch } from './header-search';

const product = (id: string, name: string, priceCents: number) => ({
  id,
  name,
  priceCents,
  imageURL: `/demo-images/${id}.webp`,
  category: 'Phone',
  brand: 'Ironleaf',
  desc: '',
  stock: 5,
});

const withSuggestions = () => {
  const api = createFakeApi();
  api.on('GET /api/products', {
    body: {
      items: [product('p1', 'Classic Flip Phone', 7900), product('p2', 'Nova Phone 12', 69900)],
      total: 2,
      page: 1,
      pageSize: 5,
      facets: { categories: [{ name: 'Phone', count: 2 }], brands: [{ name: 'Ironleaf', count: 2 }] },
    },
  });
  renderWithApp(<HeaderSearch id="header-search" />, {
    otherPaths: ['/product-details/:id', '/search'],
  });
  return { api, box: screen.getByRole('combobox', { name: 'Search products' }) };
};

/** The box with 'phone' typed and its suggestions shown. */
const withSuggestionsShown = async () => {
  const { box } = withSuggestions();
  await userEvent.type(box, 'phone');
  await screen.findAllByRole('option');
  return box;
};

const options = () => within(screen.getByRole('listbox')).queryAllByRole('option');

describe('the header search', () => {
  // jsdom lays nothing out and has no scrollIntoView; the suggestion reached is scrolled to.
  const scrolledTo: string[] = [];
  beforeEach(() => {
    scrolledTo.length = 0;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledTo.push(this.id);
    };
  });

  it('suggests products with their price, then the category and brand, closed until typed in', async () => {
    const { api, box } = withSuggestions();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(box, 'phone');
    expect(await screen.findByRole('option', { name: 'Classic Flip Phone, $79.00' })).toBeInTheDocument();
    expect(options().map((option) => option.getAttribute('aria-label'))).toEqual([
      'Classic Flip Phone, $79.00',
      'Nova Phone 12, $699.00',
      expect.stringMatching(/^Category: Phone/),
      expect.stringMatching(/^Brand: Ironleaf/),
    ]);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    // One request for what was typed once the typing paused, not one a letter.
    expect(
      api.sentTo('GET /api/products').map((request) => new URLSearchParams(request.search).get('search')),
    ).toEqual(['phone']);
  });

  it('moves through the suggestions with the arrow keys, round the ends, and Enter opens one', async () => {
    const box = await withSuggestionsShown();
    expect(box).not.toHaveAttribute('aria-activedescendant');

    await userEvent.keyboard('{ArrowDown}');
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options()[0]!.id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(options()[2]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(options()[1]).toHaveAttribute('aria-selected', 'true');
    expect(scrolledTo.at(-1)).toBe(options()[1]!.id);
    expect(box).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('/product-details/:id page')).toBeInTheDocument();
  });

  it('closes the suggestions on Escape, and Enter with none highlighted shows every result', async () => {
    const box = await withSuggestionsShown();
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveValue('phone');

    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('/search page')).toBeInTheDocument();
  });

  it('leaves Enter to an input method that is composing a word', async () => {
    const box = await withSuggestionsShown();
    await userEvent.keyboard('{ArrowDown}');
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    expect(screen.queryByText('/product-details/:id page')).not.toBeInTheDocument();
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('forgets the suggestion under the mouse once the mouse leaves the list', async () => {
    const { box } = withSuggestions();
    await userEvent.type(box, 'phone');
    await userEvent.hover(await screen.findByRole('option', { name: 'Nova Phone 12, $699.00' }));
    expect(options()[1]).toHaveAttribute('aria-selected', 'true');
    expect(scrolledTo).toEqual([]);
    await userEvent.unhover(screen.getByRole('listbox'));
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await userEvent.type(box, '{Enter}');
    expect(await screen.findByText('/search page')).toBeInTheDocument();
  });

  it('opens a suggestion clicked with the mouse', async () => {
    const { box } = withSuggestions();
    await userEvent.type(box, 'phone');
    await userEvent.click(await screen.findByRole('option', { name: /^Category: Phone/ }));
    expect(await screen.findByText('/search page')).toBeInTheDocument();
  });
});
