import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { ProductSection } from './product-section';

// On phones the filter panel opens over the list; a choice closes it so the list shows again.
describe('ProductSection filter panel', () => {
  beforeEach(() => {
    // No catalogue answers are needed: the panel works while the list shows its error.
    createFakeApi();
  });

  it('closes after a category or Clear Filter, and gives focus back to its button', async () => {
    renderWithApp(<ProductSection />);
    const toggle = screen.getByRole('button', { name: 'Show Filter' });

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
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

  it('leaves focus alone when the panel is a column beside the list', async () => {
    renderWithApp(<ProductSection />);
    const laptop = screen.getByRole('button', { name: 'Laptop' });
    await userEvent.click(laptop);
    expect(laptop).toHaveFocus();
  });
});
