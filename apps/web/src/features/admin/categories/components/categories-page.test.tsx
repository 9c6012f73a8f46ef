// Admin > Categories: a name is checked before anything is sent; a rename and a move send what the
// server expects; deleting a category with products asks where they go and sends it along.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminCategory } from '@eshop/shared';
import { createFakeApi } from '../../../../test/fake-api';
import { renderWithApp } from '../../../../test/render';
import { CategoriesPage } from './categories-page';

const LAPTOP: AdminCategory = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Laptop',
  position: 0,
  productCount: 10,
  formerNames: [],
};
const GROCRIES: AdminCategory = {
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Grocries',
  position: 1,
  productCount: 3,
  formerNames: [],
};
const list = { body: { items: [LAPTOP, GROCRIES] } };

describe('CategoriesPage', () => {
  it('checks a new name first, then renames and reorders through the API', async () => {
    const api = createFakeApi();
    api.on('GET /api/admin/categories', list);
    api.on(`PATCH /api/admin/categories/${GROCRIES.id}`, list);
    api.on('PUT /api/admin/categories/order', list);
    api.on('POST /api/admin/categories', list);
    renderWithApp(<CategoriesPage />, { path: '/admin/categories' });

    await userEvent.click(await screen.findByRole('button', { name: 'Add category' }));
    expect(await screen.findByText('Enter a category name.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New category'), 'Garden/Patio');
    await userEvent.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText('A category name cannot contain a slash.')).toBeInTheDocument();
    expect(api.sentTo('POST /api/admin/categories')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Rename Grocries' }));
    const field = screen.getByLabelText('Name of Grocries');
    await userEvent.clear(field);
    await userEvent.type(field, 'Groceries{Enter}');
    await waitFor(() =>
      expect(api.sentTo(`PATCH /api/admin/categories/${GROCRIES.id}`)[0]?.body).toEqual({
        name: 'Groceries',
      }),
    );

    expect(screen.getByRole('button', { name: 'Move Laptop up' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move Grocries up' }));
    await waitFor(() =>
      expect(api.sentTo('PUT /api/admin/categories/order')[0]?.body).toEqual({
        ids: [GROCRIES.id, LAPTOP.id],
      }),
    );
  });

  it('deletes a category with products only once the owner chose where they go', async () => {
    const api = createFakeApi();
    api.on('GET /api/admin/categories', list);
    api.on(`DELETE /api/admin/categories/${GROCRIES.id}`, { body: { items: [LAPTOP] } });
    renderWithApp(<CategoriesPage />, { path: '/admin/categories' });

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Grocries' }));
    expect(screen.getByText('"Grocries" has 3 products. Move them to:')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Move and delete' }));
    expect(api.sentTo(`DELETE /api/admin/categories/${GROCRIES.id}`)).toHaveLength(0);
    await userEvent.selectOptions(screen.getByLabelText('Move products to'), 'Laptop');
    await userEvent.click(screen.getByRole('button', { name: 'Move and delete' }));
    await waitFor(() =>
      expect(api.sentTo(`DELETE /api/admin/categories/${GROCRIES.id}`)[0]?.search).toBe(
        `?moveTo=${LAPTOP.id}`,
      ),
    );
  });
});
