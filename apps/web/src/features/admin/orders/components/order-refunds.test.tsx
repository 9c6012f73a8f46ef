// Admin > an order's refunds: the refund form shows what it will give back before asking, sends
// the lines (each back to stock unless unticked) or an amount with one key per form, refuses an amount
// over what is left, and keeps a unit count within what is left to refund.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@eshop/shared';
import { createFakeApi } from '../../../../test/fake-api';
import { renderWithApp } from '../../../../test/render';
import { OrderRefunds } from './order-refunds';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../../../lib/notify', () => ({ notify: toast }));

const ID = '00000000-0000-4000-8000-000000000011';
const REFUNDS_URL = `/api/admin/orders/${ID}/refunds`;
const CASE = '00000000-0000-4000-8000-0000000000c1';
const CABLE = '00000000-0000-4000-8000-0000000000c2';
const address = {
  name: 'Grace Hopper',
  line1: '1 Navy Way',
  line2: '',
  city: 'Arlington',
  state: 'VA',
  postal_code: '22201',
  country: 'US',
  phone: '555-0100',
};
const order: Order = {
  id: ID,
  number: 1011,
  userEmail: 'grace@example.com',
  createdAt: '2026-11-24T10:00:00.000Z',
  orderAmountCents: 5497,
  orderStatus: 'Shipped...',
  totals: {
    currency: 'USD',
    subtotalCents: 4998,
    shippingMethod: 'Standard',
    shippingCents: 499,
    taxCents: 0,
    taxLines: [],
    pricesIncludeTax: false,
    totalCents: 5497,
  },
  cartItems: [
    { id: CASE, name: 'Phone case', priceCents: 1999, imageURL: '/p1.svg', cartQuantity: 2 },
    { id: CABLE, name: 'Cable', priceCents: 1000, imageURL: '/p2.svg', cartQuantity: 1 },
  ],
  shippingAddress: address,
  billingAddress: address,
  editedAt: null,
  paymentMethod: { brand: 'visa', last4: '4242' },
  trackingNumber: null,
  trackingUrl: null,
  refundedCents: 0,
  paymentState: 'captured',
  refunds: [],
};

const confirmRefund = async (buttonName: string) => {
  await userEvent.click(screen.getByRole('button', { name: buttonName }));
  const question = screen.getByRole('dialog', { name: /back to the shopper's card\?/ });
  await userEvent.click(within(question).getByRole('button', { name: 'Yes, refund' }));
};

describe('OrderRefunds: the refund form', () => {
  beforeEach(() => vi.clearAllMocks());

  it('refunds chosen units, back to stock unless unticked, with the reason and one key', async () => {
    const api = createFakeApi();
    api.on(`POST ${REFUNDS_URL}`, { body: order });
    renderWithApp(<OrderRefunds order={order} />);
    const form = screen.getByRole('form', { name: 'Refund' });
    expect(within(form).getByRole('button', { name: 'Refund $0.00' })).toBeDisabled();

    const units = within(form).getByLabelText('Units of Phone case to refund');
    expect(units).toHaveAccessibleDescription('2 left to refund');
    // More than is left to refund is held at what is left.
    await userEvent.clear(units);
    await userEvent.type(units, '5');
    expect(units).toHaveValue(2);
    await userEvent.clear(units);
    await userEvent.type(units, '1');
    await userEvent.type(within(form).getByLabelText('Units of Cable to refund'), '1');
    const [caseRestock, cableRestock] = within(form).getAllByRole('checkbox', { name: 'Back to stock' });
    expect(caseRestock).toBeChecked();
    await userEvent.click(cableRestock!);
    await userEvent.type(within(form).getByLabelText('Reason (optional, for your records)'), 'Scratched');

    await confirmRefund('Refund $29.99');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('$29.99 refunded'));
    const [sent] = api.sentTo(`POST ${REFUNDS_URL}`);
    const { idempotencyKey, ...request } = sent?.body as { idempotencyKey: string };
    expect(idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(request).toEqual({
      lines: [
        { id: CASE, quantity: 1, restock: true },
        { id: CABLE, quantity: 1, restock: false },
      ],
      reason: 'Scratched',
    });
  });

  it('refunds an amount, refusing one over what is left, and a new try has a new key', async () => {
    const api = createFakeApi();
    const message = 'The card refused the refund.';
    api.on(`POST ${REFUNDS_URL}`, { status: 502, body: { error: { code: 'PAYMENT_FAILED', message } } });
    renderWithApp(<OrderRefunds order={order} />);
    const form = screen.getByRole('form', { name: 'Refund' });
    await userEvent.click(within(form).getByRole('radio', { name: 'An amount' }));
    const amount = within(form).getByLabelText('Amount ($)');
    expect(amount).toHaveAccessibleDescription('At most $54.97.');

    await userEvent.type(amount, '60');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('button', { name: 'Refund $60.00' })).toBeDisabled();

    await userEvent.clear(amount);
    await userEvent.type(amount, '12.5');
    expect(amount).not.toHaveAttribute('aria-invalid');
    await confirmRefund('Refund $12.50');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
    await confirmRefund('Refund $12.50');
    await waitFor(() => expect(api.sentTo(`POST ${REFUNDS_URL}`)).toHaveLength(2));
    const [first, second] = api
      .sentTo(`POST ${REFUNDS_URL}`)
      .map((sent) => sent.body as { idempotencyKey: string });
    const { idempotencyKey, ...request } = first ?? { idempotencyKey: '' };
    expect(request).toEqual({ amountCents: 1250 });
    expect(second?.idempotencyKey).not.toBe(idempotencyKey);
  });
});

describe('OrderRefunds: the refunds made', () => {
  it("links each refund given back to its credit note's PDF", () => {
    renderWithApp(
      <OrderRefunds
        order={{
          ...order,
          refundedCents: 500,
          refunds: [
            {
              id: '00000000-0000-4000-8000-0000000000f1',
              amountCents: 500,
              state: 'succeeded',
              reason: 'Scratched box',
              lines: [],
              failure: null,
              createdAt: '2026-11-29T10:00:00.000Z',
              creditNoteNumber: 18,
            },
          ],
        }}
      />,
    );
    expect(screen.getByRole('link', { name: 'No. 18 (PDF)' })).toHaveAttribute(
      'href',
      `/api/admin/orders/${order.id}/credit-notes/18.pdf`,
    );
  });
});
