// The product form: the shared schema's messages next to their fields (focus on the first), the typed
// dollars and stock sent as the schema's numbers, and the server's `details` back on the same inputs.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../../../../test/fake-api';
import { renderWithApp } from '../../../../test/render';
import { ProductFormPage } from './product-form-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../../../lib/notify', () => ({ notify: toast }));

const LAMP = {
  id: 'p1',
  name: 'Desk Lamp',
  priceCents: 2_500,
  category: 'Electronics',
  brand: 'Lumen',
  desc: 'A lamp for the desk.',
  imageURL: '/uploads/product/lamp.webp',
  gallery: ['/uploads/product/lamp-side.webp'],
  stock: 3,
};

const fakeServer = () => {
  const api = createFakeApi();
  api.on('GET /api/categories', {
    body: {
      items: [
        { name: 'Electronics', count: 1 },
        { name: 'Laptop', count: 0 },
      ],
    },
  });
  api.on('GET /api/admin/products/p1', { body: LAMP });
  return api;
};

const renderForm = (id: string) =>
  renderWithApp(<ProductFormPage />, {
    path: `/admin/add-product/${id}`,
    route: '/admin/add-product/:id',
    otherPaths: ['/admin/all-products'],
  });
const input = (label: string) => screen.getByLabelText(label, { exact: true });

describe('ProductFormPage', () => {
  beforeEach(() => vi.clearAllMocks());

  it("shows the schema's message next to each field, focuses the first and sends nothing", async () => {
    const api = fakeServer();
    renderForm('ADD');
    await userEvent.type(input('Product price ($)'), 'cheap');
    await userEvent.click(screen.getByRole('button', { name: 'Save Product' }));

    expect(await screen.findByText('Enter the product name.')).toBeInTheDocument();
    const expected: [string, string][] = [
      ['Product name', 'Enter the product name.'],
      ['Product price ($)', 'Enter the price, e.g. 19.99.'],
      ['Quantity in stock', 'Enter how many are in stock.'],
      ['Product Category', 'Choose a category.'],
      ['Product Company/Brand', 'Enter the brand.'],
      ['Product Description', 'Enter a description.'],
    ];
    for (const [label, message] of expected) {
      expect(input(label)).toHaveAttribute('aria-invalid', 'true');
      expect(input(label)).toHaveAccessibleDescription(message);
    }
    expect(input('Product image')).toHaveAccessibleDescription(
      expect.stringContaining('Upload an image of the product.'),
    );
    await waitFor(() => expect(input('Product name')).toHaveFocus());

    // Typing takes that field's message away.
    await userEvent.type(input('Product name'), 'Lantern');
    expect(screen.queryByText('Enter the product name.')).not.toBeInTheDocument();
    expect(screen.getByText('Enter the brand.')).toBeInTheDocument();
    expect(api.sentTo('POST /api/admin/products')).toHaveLength(0);
  });

  it('sends the typed dollars as cents and the stock as a number, with the stock it opened with', async () => {
    const api = fakeServer();
    api.on('PUT /api/admin/products/p1', (body) => ({ body: { ...LAMP, ...(body as object) } }));
    renderForm('p1');
    expect(await screen.findByDisplayValue('25.00')).toBe(input('Product price ($)'));
    await userEvent.clear(input('Product price ($)'));
    await userEvent.type(input('Product price ($)'), '19.5');
    await userEvent.clear(input('Quantity in stock'));
    await userEvent.type(input('Quantity in stock'), '5');
    await userEvent.selectOptions(input('Product Category'), 'Laptop');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Product' }));

    expect(await screen.findByText('/admin/all-products page')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Product Edited Successfully');
    expect(api.sentTo('PUT /api/admin/products/p1').map((request) => request.body)).toEqual([
      {
        name: 'Desk Lamp',
        priceCents: 1950,
        category: 'Laptop',
        brand: 'Lumen',
        desc: 'A lamp for the desk.',
        imageURL: '/uploads/product/lamp.webp',
        gallery: ['/uploads/product/lamp-side.webp'],
        stock: 5,
        stockWas: 3,
      },
    ]);
  });

  it('adds a product with the image uploaded when it was chosen', async () => {
    const api = fakeServer();
    api.on('POST /api/admin/uploads', { status: 201, body: { imageURL: '/uploads/product/lantern.webp' } });
    api.on('POST /api/admin/products', (body) => ({
      status: 201,
      body: { ...LAMP, ...(body as object), id: 'p2' },
    }));
    renderForm('ADD');
    await userEvent.type(input('Product name'), 'Field Lantern');
    await userEvent.upload(input('Product image'), new File(['png'], 'lantern.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Field Lantern' })).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Image Uploaded Successfully.');
    await userEvent.type(input('Product price ($)'), '24.50');
    await userEvent.type(input('Quantity in stock'), '7');
    await userEvent.selectOptions(input('Product Category'), 'Electronics');
    await userEvent.type(input('Product Company/Brand'), 'Lumen Works');
    await userEvent.type(input('Product Description'), 'A rechargeable lantern.');
    await userEvent.click(screen.getByRole('button', { name: 'Save Product' }));

    expect(await screen.findByText('/admin/all-products page')).toBeInTheDocument();
    expect(api.sentTo('POST /api/admin/products')[0]?.body).toEqual({
      name: 'Field Lantern',
      priceCents: 2450,
      category: 'Electronics',
      brand: 'Lumen Works',
      desc: 'A rechargeable lantern.',
      imageURL: '/uploads/product/lantern.webp',
      gallery: [],
      stock: 7,
    });
  });

  it("puts the server's refusal of a field next to it and focuses it", async () => {
    const api = fakeServer();
    api.on('PUT /api/admin/products/p1', {
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Invalid input.',
          details: [{ path: 'category', message: 'There is no category "Electronics" any more.' }],
        },
      },
    });
    renderForm('p1');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Product' }));

    expect(await screen.findByText('There is no category "Electronics" any more.')).toBeInTheDocument();
    expect(input('Product Category')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(input('Product Category')).toHaveFocus());
    expect(toast.error).toHaveBeenCalled();
    expect(screen.queryByText('/admin/all-products page')).not.toBeInTheDocument();
  });
});
