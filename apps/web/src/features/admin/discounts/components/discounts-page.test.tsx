// Admin > Discounts (decision 070): the list says what each code takes off, covers, how often it was
// used and where it stands; a code is paused from its row; the form turns "12.5" into 1250 basis
// points and "5.50" into cents, keeps a duplicate's settings under a new code, and shows the
// server's refusal under the field.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Discount } from '@eshop/shared';
import { createFakeApi } from '../../../../test/fake-api';
import { renderWithApp } from '../../../../test/render';
import { DiscountFormPage } from './discount-form-page';
import { DiscountsPage } from './discounts-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../../../lib/notify', () => ({ notify: toast }));

const SPRING: Discount = {
  id: '00000000-0000-4000-8000-0000000000d1',
  code: 'SPRING10',
  title: '',
  kind: 'percent',
  value: 1250,
  currency: 'USD',
  appliesTo: { categories: ['Shoes'], productIds: [], variantIds: [] },
  countries: [],
  combinesWithCode: true,
  minSubtotalCents: 5000,
  minQuantity: null,
  startsAt: null,
  endsAt: null,
  usageLimit: 100,
  oncePerCustomer: true,
  status: 'active',
  usedCount: 7,
  heldCount: 1,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

const formRoutes = (
  <Routes>
    <Route path="/admin/discounts/new" element={<DiscountFormPage />} />
    <Route path="/admin/discounts/:id" element={<DiscountFormPage />} />
  </Routes>
);

describe('Admin > Discounts', () => {
  beforeEach(() => vi.clearAllMocks());

  it('lists each code with what it takes off, covers and how often it was used, and pauses one', async () => {
    const api = createFakeApi();
    api.on('GET /api/admin/discounts', { body: { items: [SPRING] } });
    api.on(`PATCH /api/admin/discounts/${SPRING.id}/status`, (body) => ({
      body: { ...SPRING, ...(body as object) },
    }));
    renderWithApp(<DiscountsPage />);
    const row = (await screen.findByRole('link', { name: 'SPRING10' })).closest('tr')!;
    expect(within(row).getByText('12.5 % off')).toBeInTheDocument();
    expect(within(row).getByText('Shoes')).toBeInTheDocument();
    expect(row).toHaveTextContent('7 of 100');
    expect(row).toHaveTextContent('1 being paid');
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Duplicate' })).toHaveAttribute(
      'href',
      `/admin/discounts/new?from=${SPRING.id}`,
    );
    await userEvent.click(within(row).getByRole('button', { name: 'Pause' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('SPRING10 is paused: shoppers are told it is not active.'),
    );
    expect(api.sentTo(`PATCH /api/admin/discounts/${SPRING.id}/status`)[0]?.body).toEqual({
      status: 'paused',
    });
  });

  it('saves a duplicate under a new code with the same settings, in basis points and cents', async () => {
    const api = createFakeApi();
    api.on(`GET /api/admin/discounts/${SPRING.id}`, { body: SPRING });
    api.on('GET /api/admin/categories', { body: { items: [] } });
    api.on('GET /api/config', { body: { currency: 'USD' } });
    api.on('POST /api/admin/discounts', (body) => ({
      status: 201,
      body: { ...SPRING, ...(body as object) },
    }));
    renderWithApp(formRoutes, {
      path: `/admin/discounts/new?from=${SPRING.id}`,
      otherPaths: ['/admin/discounts'],
    });
    const code = await screen.findByLabelText('Code');
    expect(code).toHaveValue('');
    expect(screen.getByLabelText('Percentage')).toHaveValue('12.5');
    await userEvent.type(code, 'AUTUMN');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('AUTUMN added.'));
    expect(api.sentTo('POST /api/admin/discounts')[0]?.body).toMatchObject({
      code: 'AUTUMN',
      kind: 'percent',
      value: 1250,
      appliesTo: { categories: ['Shoes'], productIds: [], variantIds: [] },
      minSubtotalCents: 5000,
      usageLimit: 100,
      oncePerCustomer: true,
      status: 'active',
    });
  });

  it("says what is wrong before sending, and shows the server's refusal under its field", async () => {
    const api = createFakeApi();
    api.on('GET /api/admin/categories', { body: { items: [] } });
    api.on('GET /api/config', { body: { currency: 'USD' } });
    api.on('POST /api/admin/discounts', {
      status: 409,
      body: {
        error: {
          code: 'CONFLICT',
          message: 'Another discount already has this code.',
          details: [{ path: 'code', message: 'Another discount already has this code.' }],
        },
      },
    });
    renderWithApp(formRoutes, { path: '/admin/discounts/new' });
    await userEvent.type(await screen.findByLabelText('Code'), 'TAKEN');
    await userEvent.selectOptions(screen.getByLabelText('Discount'), 'amount');
    await userEvent.type(screen.getByLabelText('Amount (USD)'), 'five');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an amount, for example 5 or 5.50.')).toBeInTheDocument();
    expect(api.sentTo('POST /api/admin/discounts')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Amount (USD)'));
    await userEvent.type(screen.getByLabelText('Amount (USD)'), '5.50');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Another discount already has this code.')).toBeInTheDocument();
    expect(api.sentTo('POST /api/admin/discounts')[0]?.body).toMatchObject({ kind: 'amount', value: 550 });
  });
});
