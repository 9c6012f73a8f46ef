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

/** The lamp's one variant: it has no options. */
const LAMP_VARIANT = {
  id: '00000000-0000-4000-8000-00000000000a',
  values: [],
  title: '',
  sku: 'LAMP-1',
  priceCents: 2_500,
  compareAtCents: null,
  stock: 3,
  imageURL: null,
  barcode: null,
  weightGrams: null,
  taxClass: null,
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
  api.on('GET /api/admin/products/p1/variants', { body: { options: [], variants: [LAMP_VARIANT] } });
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
    await waitFor(() => expect(input('Product price ($)')).toHaveValue('25.00'));
    await userEvent.clear(input('Product price ($)'));
    await userEvent.type(input('Product price ($)'), '19.5');
    await userEvent.clear(input('Quantity in stock'));
    await userEvent.type(input('Quantity in stock'), '5');
    await userEvent.selectOptions(input('Product Category'), 'Laptop');
    await userEvent.selectOptions(input('Tax class'), 'reduced');
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
        taxClass: 'reduced',
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
      taxClass: 'standard',
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

  it('gives a product sizes: makes a variant per size, sets a column for all, and saves the grid', async () => {
    const api = fakeServer();
    api.on('PUT /api/admin/products/p1/variants', (body) => {
      const sent = body as {
        options: unknown;
        variants: { values: string[]; priceCents: number; stock: number }[];
      };
      return {
        body: {
          options: sent.options,
          variants: sent.variants.map((variant, index) => ({
            ...LAMP_VARIANT,
            id: `00000000-0000-4000-8000-0000000000${index + 10}`,
            values: variant.values,
            title: variant.values.join(' / '),
            sku: `LAMP-${variant.values.join('-')}`,
            priceCents: variant.priceCents,
            stock: variant.stock,
          })),
        },
      };
    });
    renderForm('p1');
    // Sold one way, its price and stock are the form's: no grid until it has options.
    await userEvent.click(await screen.findByRole('button', { name: 'Add an option' }));
    expect(screen.queryByRole('table', { name: 'Variants' })).not.toBeInTheDocument();
    await userEvent.type(input('Option 1 name'), 'Size');
    await userEvent.type(input('Option 1 values'), 'S, M, L');
    // The lamp as sold until now goes: asked first, naming it.
    await userEvent.click(screen.getByRole('button', { name: 'Make the variants' }));
    expect(
      await screen.findByText(/This removes 1 variant \(the product without options\)/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove and make the variants' }));
    expect(screen.getByRole('rowheader', { name: 'M' })).toBeInTheDocument();

    await userEvent.selectOptions(input('Column'), 'Stock');
    await userEvent.type(input('Value'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Apply to all' }));
    await userEvent.clear(input('Stock of L'));
    await userEvent.type(input('Stock of L'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save variants' }));

    await waitFor(() => expect(api.sentTo('PUT /api/admin/products/p1/variants')).toHaveLength(1));
    expect(api.sentTo('PUT /api/admin/products/p1/variants')[0]?.body).toEqual({
      options: [{ name: 'Size', values: ['S', 'M', 'L'] }],
      variants: [
        { values: ['S'], priceCents: 2_500, compareAtCents: null, stock: 4, imageURL: null, taxClass: null },
        { values: ['M'], priceCents: 2_500, compareAtCents: null, stock: 4, imageURL: null, taxClass: null },
        { values: ['L'], priceCents: 2_500, compareAtCents: null, stock: 0, imageURL: null, taxClass: null },
      ],
    });
    expect(toast.success).toHaveBeenCalledWith('3 variants saved.');
    expect(await screen.findByDisplayValue('LAMP-M')).toBe(input('SKU of M'));
  });

  it('checks the grid before sending and shows the server’s refusal on the cell it names', async () => {
    const api = fakeServer();
    api.on('PUT /api/admin/products/p1/variants', {
      status: 409,
      body: {
        error: {
          code: 'CONFLICT',
          message: 'A SKU of these variants is already used by another product.',
          details: [{ path: 'variants.0.sku', message: 'Another product uses this SKU.' }],
        },
      },
    });
    // The lamp in one size: its grid shows (a product sold one way has its price in the form above).
    api.on('GET /api/admin/products/p1/variants', {
      body: {
        options: [{ name: 'Size', values: ['M'] }],
        variants: [{ ...LAMP_VARIANT, values: ['M'], title: 'M' }],
      },
    });
    renderForm('p1');
    const price = await screen.findByLabelText('Price ($) of M');
    await userEvent.clear(price);
    await userEvent.click(screen.getByRole('button', { name: 'Save variants' }));
    expect(await screen.findByText('Enter the price, e.g. 19.99.')).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(price).toHaveFocus());
    expect(toast.error).toHaveBeenCalledWith('Some variants need a look: see the cells marked.');
    expect(api.sentTo('PUT /api/admin/products/p1/variants')).toHaveLength(0);

    await userEvent.type(price, '30');
    await userEvent.click(screen.getByRole('button', { name: 'Save variants' }));
    expect(await screen.findByText('Another product uses this SKU.')).toBeInTheDocument();
    expect(input('SKU of M')).toHaveAttribute('aria-invalid', 'true');
    expect(toast.error).toHaveBeenCalledWith('A SKU of these variants is already used by another product.');
  });
});
