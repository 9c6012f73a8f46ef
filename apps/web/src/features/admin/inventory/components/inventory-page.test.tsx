// The inventory page: the filter goes to the server in the address's terms, a typed stock is checked
// before anything is sent, saved with Enter along with the stock it started from, and a refusal is
// shown under the field.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InventoryItem, InventoryResponse } from '@eshop/shared';
import { createFakeApi } from '../../../../test/fake-api';
import { renderWithApp } from '../../../../test/render';
import { InventoryPage } from './inventory-page';

const MUG: InventoryItem = {
  id: '00000000-0000-4000-8000-000000000001',
  variantId: '00000000-0000-4000-9000-000000000001',
  variantTitle: '',
  sku: 'MUG-1',
  name: 'Stone Mug',
  brand: 'Kiln & Co',
  imageURL: '/x.webp',
  stock: 3,
};
const LAMP: InventoryItem = {
  ...MUG,
  id: '00000000-0000-4000-8000-000000000002',
  variantId: '00000000-0000-4000-9000-000000000002',
  sku: 'LAMP-1',
  name: 'Desk Lamp',
  stock: 40,
};
/** Two sizes of one shoe: a row each, named by size. */
const SHOE_41: InventoryItem = {
  ...MUG,
  id: '00000000-0000-4000-8000-000000000003',
  variantId: '00000000-0000-4000-9000-000000000041',
  variantTitle: '41',
  sku: 'SHOE-41',
  name: 'Trail Shoe',
  stock: 1,
};
const SHOE_42: InventoryItem = {
  ...SHOE_41,
  variantId: '00000000-0000-4000-9000-000000000042',
  variantTitle: '42',
  sku: 'SHOE-42',
  stock: 9,
};
const page = (items: InventoryItem[]): InventoryResponse => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
  pageCount: 1,
});

describe('InventoryPage', () => {
  it('filters low stock on the server and saves a checked stock with Enter', async () => {
    const api = createFakeApi();
    api.on('GET /api/admin/inventory', { body: page([MUG, LAMP]) });
    api.on('PATCH /api/admin/products/00000000-0000-4000-8000-000000000001/stock', (body) => ({
      body: { ...MUG, stock: (body as { stock: number }).stock },
    }));
    renderWithApp(<InventoryPage />, { path: '/admin/inventory' });

    expect(await screen.findByText('3 (low)')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Low stock only (5 or fewer)'));
    await waitFor(() =>
      expect(api.sentTo('GET /api/admin/inventory').map((request) => request.search)).toContain(
        '?lowStock=true',
      ),
    );

    const field = screen.getByLabelText('New stock for Stone Mug');
    await userEvent.clear(field);
    await userEvent.type(field, '2.5{Enter}');
    expect(await screen.findByText('Enter a whole number.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(field);
    await userEvent.type(field, '12{Enter}');
    await waitFor(() => expect(api.sentTo(`PATCH /api/admin/products/${MUG.id}/stock`)).toHaveLength(1));
    expect(api.sentTo(`PATCH /api/admin/products/${MUG.id}/stock`)[0]?.body).toEqual({
      variantId: MUG.variantId,
      stock: 12,
      stockWas: 3,
    });
    expect(screen.queryByText('Enter a whole number.')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal under the field', async () => {
    const api = createFakeApi();
    api.on('GET /api/admin/inventory', { body: page([LAMP]) });
    api.on(`PATCH /api/admin/products/${LAMP.id}/stock`, {
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Document not found.' } },
    });
    renderWithApp(<InventoryPage />, { path: '/admin/inventory' });
    const field = await screen.findByLabelText('New stock for Desk Lamp');
    await userEvent.clear(field);
    await userEvent.type(field, '7');
    await userEvent.click(screen.getByRole('button', { name: 'Save stock for Desk Lamp' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Document not found.');
  });

  it('lists each size of a product as its own row and sets the stock of the size edited', async () => {
    const api = createFakeApi();
    api.on('GET /api/admin/inventory', { body: page([SHOE_41, SHOE_42]) });
    api.on(`PATCH /api/admin/products/${SHOE_41.id}/stock`, (body) => ({
      body: { ...SHOE_42, stock: (body as { stock: number }).stock },
    }));
    renderWithApp(<InventoryPage />, { path: '/admin/inventory' });

    expect(await screen.findByText('SHOE-41', { exact: false })).toBeInTheDocument();
    const field = screen.getByLabelText('New stock for Trail Shoe - 42');
    await userEvent.clear(field);
    await userEvent.type(field, '6{Enter}');
    await waitFor(() => expect(api.sentTo(`PATCH /api/admin/products/${SHOE_41.id}/stock`)).toHaveLength(1));
    expect(api.sentTo(`PATCH /api/admin/products/${SHOE_41.id}/stock`)[0]?.body).toEqual({
      variantId: SHOE_42.variantId,
      stock: 6,
      stockWas: 9,
    });
  });
});
