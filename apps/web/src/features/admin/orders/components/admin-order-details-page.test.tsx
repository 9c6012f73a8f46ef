// Admin > an order's page, its guest link panel: revoking asks first and sends nothing until
// confirmed, then the page shows the link revoked; a new link is e-mailed in one click; each ends in a
// toast, the server's refusal too; an account's order shows no panel.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrder } from '@eshop/shared';
import { createFakeApi } from '../../../../test/fake-api';
import { renderWithApp } from '../../../../test/render';
import { AdminOrderDetailsPage } from './admin-order-details-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../../../lib/notify', () => ({ notify: toast }));

const ID = '00000000-0000-4000-8000-000000000009';
const ORDER_URL = `/api/admin/orders/${ID}`;
const LINK_URL = `${ORDER_URL}/guest-link`;
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
const guestOrder: AdminOrder = {
  id: ID,
  number: 1009,
  createdAt: '2026-11-24T10:00:00.000Z',
  orderAmountCents: 2498,
  orderStatus: 'Order Placed',
  totals: {
    currency: 'USD',
    subtotalCents: 1999,
    shippingMethod: 'Standard',
    shippingCents: 499,
    taxCents: 0,
    taxLines: [],
    pricesIncludeTax: false,
    totalCents: 2498,
  },
  userEmail: 'grace@example.com',
  cartItems: [{ id: 'p1', name: 'Phone case', priceCents: 1999, imageURL: '/p1.svg', cartQuantity: 1 }],
  shippingAddress: address,
  billingAddress: address,
  editedAt: null,
  paymentMethod: { brand: 'visa', last4: '4242' },
  trackingNumber: null,
  trackingUrl: null,
  refundedCents: 0,
  paymentState: 'captured',
  refunds: [],
  guestLink: 'active',
};

const renderOrderPage = () =>
  renderWithApp(<AdminOrderDetailsPage />, {
    path: `/admin/order-details/${ID}`,
    route: '/admin/order-details/:id',
  });

/** The server's side: the order as it now is, moved by the two guest-link requests. */
const serveOrder = (order: AdminOrder) => {
  const api = createFakeApi();
  let current = order;
  api.on(`GET ${ORDER_URL}`, () => ({ body: current }));
  api.on(`DELETE ${LINK_URL}`, () => {
    current = { ...current, guestLink: 'revoked' };
    return { body: current };
  });
  api.on(`POST ${LINK_URL}`, () => {
    current = { ...current, guestLink: 'active' };
    return { body: current };
  });
  return api;
};

describe("AdminOrderDetailsPage: a guest's order link", () => {
  beforeEach(() => vi.clearAllMocks());

  it('revokes the link only once confirmed, then sends a new one, each with a toast', async () => {
    const api = serveOrder(guestOrder);
    renderOrderPage();
    const panel = await screen.findByRole('region', { name: "Guest's order link" });
    expect(panel).toHaveTextContent('The link e-mailed to grace@example.com opens');

    await userEvent.click(within(panel).getByRole('button', { name: 'Revoke link' }));
    const question = screen.getByRole('dialog', { name: /Revoke the guest's order link\?/ });
    await userEvent.click(within(question).getByRole('button', { name: 'Keep the link' }));
    expect(api.sentTo(`DELETE ${LINK_URL}`)).toHaveLength(0);

    await userEvent.click(within(panel).getByRole('button', { name: 'Revoke link' }));
    await userEvent.click(within(question).getByRole('button', { name: 'Yes, revoke it' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Order link revoked'));
    expect(api.sentTo(`DELETE ${LINK_URL}`)).toHaveLength(1);
    expect(await within(panel).findByText(/^Revoked: the links sent to the guest/)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Revoke link' })).not.toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Send a new link' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('A new order link was e-mailed to grace@example.com'),
    );
    expect(api.sentTo(`POST ${LINK_URL}`)).toHaveLength(1);
    expect(await within(panel).findByRole('button', { name: 'Revoke link' })).toBeInTheDocument();
  });

  it("shows the server's refusal as an error toast", async () => {
    const api = createFakeApi();
    api.on(`GET ${ORDER_URL}`, { body: guestOrder });
    const message =
      'The e-mail with the new link could not be sent. Links sent before no longer open the order; please try again.';
    api.on(`POST ${LINK_URL}`, { status: 503, body: { error: { code: 'UNAVAILABLE', message } } });
    renderOrderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Send a new link' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
  });

  it("shows no guest link on an account's order", async () => {
    const api = createFakeApi();
    api.on(`GET ${ORDER_URL}`, { body: { ...guestOrder, guestLink: null } });
    renderOrderPage();
    expect(await screen.findByRole('region', { name: 'Refunds' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "Guest's order link" })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a new link' })).not.toBeInTheDocument();
  });
});

describe("AdminOrderDetailsPage: an order's status", () => {
  beforeEach(() => vi.clearAllMocks());

  it('sends the chosen status with the tracking number and link as typed', async () => {
    const api = createFakeApi();
    api.on(`GET ${ORDER_URL}`, { body: guestOrder });
    api.on(`PATCH ${ORDER_URL}`, { body: { ...guestOrder, orderStatus: 'Shipped...' } });
    renderOrderPage();
    await userEvent.selectOptions(await screen.findByLabelText('Change Order Status'), 'Shipped...');
    await userEvent.type(screen.getByLabelText('Tracking number (optional)'), 'TRK-1');
    await userEvent.type(
      screen.getByLabelText("Tracking link (optional, the carrier's page)"),
      'https://carrier.example/TRK-1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Update Status' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Order status changed successfully'));
    expect(api.sentTo(`PATCH ${ORDER_URL}`)[0]?.body).toEqual({
      orderStatus: 'Shipped...',
      trackingNumber: 'TRK-1',
      trackingUrl: 'https://carrier.example/TRK-1',
    });
  });

  it('refuses a tracking link that is not an http(s) address before sending', async () => {
    const api = createFakeApi();
    api.on(`GET ${ORDER_URL}`, { body: guestOrder });
    api.on(`PATCH ${ORDER_URL}`, { body: guestOrder });
    renderOrderPage();
    const link = await screen.findByLabelText("Tracking link (optional, the carrier's page)");
    await userEvent.type(link, 'ftp://carrier.example/TRK-1');
    await userEvent.click(screen.getByRole('button', { name: 'Update Status' }));
    const message = 'Enter the tracking link as an http(s) address.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(toast.error).toHaveBeenCalledWith(message);
    expect(api.sentTo(`PATCH ${ORDER_URL}`)).toHaveLength(0);
  });
});
