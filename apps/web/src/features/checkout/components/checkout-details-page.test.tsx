// The details page with the server's quote: the methods for the address, the totals in the summary,
// the shopper's choice sent back, and a shopper quicker than the quote still taken on to pay.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutQuote } from '@eshop/shared';
import { createFakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { createAppStore } from '../../../app/store';
import { sessionApi } from '../../auth';
import { addToCart } from '../../cart';
import { CheckoutDetailsPage } from './checkout-details-page';

const phone = {
  id: '00000000-0000-4000-8000-00000000000a',
  name: 'Phone',
  priceCents: 2000,
  imageURL: '/p1.svg',
};
const STANDARD = '00000000-0000-4000-8000-000000000001';
const EXPRESS = '00000000-0000-4000-8000-000000000002';

function quoteFor(body: unknown): CheckoutQuote {
  const chosen = (body as { shippingMethodId?: string }).shippingMethodId === EXPRESS ? EXPRESS : STANDARD;
  const shippingCents = chosen === EXPRESS ? 1499 : 499;
  return {
    items: [{ ...phone, cartQuantity: 1, taxCents: 145 }],
    shippingOptions: [
      { id: STANDARD, name: 'Standard', amountCents: 499, rateCents: 499, freeFromCents: 5000 },
      { id: EXPRESS, name: 'Express', amountCents: 1499, rateCents: 1499, freeFromCents: null },
    ],
    shippingMethodId: chosen,
    totals: {
      currency: 'USD',
      subtotalCents: 2000,
      shippingMethod: chosen === EXPRESS ? 'Express' : 'Standard',
      shippingCents,
      taxCents: 145,
      taxLines: [{ name: 'CA sales tax', rateBasisPoints: 725, amountCents: 145 }],
      pricesIncludeTax: false,
      totalCents: 2000 + shippingCents + 145,
    },
  };
}

async function fillAddress() {
  const shipping = screen.getByRole('group', { name: 'Shipping Address' });
  const field = (label: string) => within(shipping).getByLabelText(label);
  fireEvent.change(field('Recipient Name'), { target: { value: 'Ada Lovelace' } });
  fireEvent.change(field('Address line 1'), { target: { value: '1 Main Street' } });
  fireEvent.change(field('City'), { target: { value: 'Los Angeles' } });
  fireEvent.change(field('Country'), { target: { value: 'US' } });
  fireEvent.change(await within(shipping).findByLabelText('State'), { target: { value: 'California' } });
  fireEvent.change(field('Postal code'), { target: { value: '90001' } });
  fireEvent.change(field('Phone (optional)'), { target: { value: '+1 213 555 0100' } });
}

describe('CheckoutDetailsPage', () => {
  beforeEach(() => localStorage.clear());

  const signedInStore = async () => {
    const store = createAppStore();
    await store.dispatch(
      sessionApi.util.upsertQueryData('getSession', undefined, {
        user: {
          id: 'u1',
          email: 'ada@example.com',
          displayName: 'Ada',
          isAdmin: false,
          isOwner: false,
          permissions: [],
          isEmailVerified: true,
          isTwoFactorEnabled: false,
        },
        mustTurnOnTwoFactor: false,
      }),
    );
    return store;
  };
  const home = {
    name: 'Ada Lovelace',
    line1: '12 St James Square',
    line2: '',
    city: 'London',
    state: '',
    postal_code: 'SW1Y 4JH',
    country: 'GB',
    phone: '',
  };

  it('starts a signed-in shopper from the address book, without asking for the last addresses', async () => {
    const api = createFakeApi();
    api.on('GET /api/config', { body: { asksReminderConsent: false } });
    api.on('GET /api/cart', { body: { items: [], totalQuantity: 0, totalAmountCents: 0 } });
    api.on('GET /api/account/addresses', {
      body: {
        addresses: [
          {
            id: '00000000-0000-4000-8000-0000000000aa',
            address: home,
            isDefaultShipping: true,
            isDefaultBilling: true,
          },
        ],
      },
    });
    api.on('POST /api/checkout/quote', (body) => ({ body: quoteFor(body) }));
    renderWithApp(<CheckoutDetailsPage />, { store: await signedInStore() });
    const shipping = screen.getByRole('group', { name: 'Shipping Address' });
    await waitFor(() => expect(within(shipping).getByLabelText('City')).toHaveValue('London'));
    expect(api.sentTo('GET /api/checkout/last-addresses')).toHaveLength(0);
  });

  it("falls back on the last order's addresses while the address book is empty", async () => {
    const api = createFakeApi();
    api.on('GET /api/config', { body: { asksReminderConsent: false } });
    api.on('GET /api/cart', { body: { items: [], totalQuantity: 0, totalAmountCents: 0 } });
    api.on('GET /api/account/addresses', { body: { addresses: [] } });
    api.on('GET /api/checkout/last-addresses', { body: { shipping: home, billing: home } });
    api.on('POST /api/checkout/quote', (body) => ({ body: quoteFor(body) }));
    renderWithApp(<CheckoutDetailsPage />, { store: await signedInStore() });
    const shipping = screen.getByRole('group', { name: 'Shipping Address' });
    await waitFor(() => expect(within(shipping).getByLabelText('City')).toHaveValue('London'));
    expect(screen.getByLabelText('Keep this address in my address book')).toBeChecked();
  });

  it("sends a business buyer's VAT ID with the quote, and shows the server's word on it", async () => {
    const api = createFakeApi();
    api.on('GET /api/config', { body: { asksReminderConsent: false } });
    api.on('GET /api/checkout/last-addresses', { body: { shipping: null, billing: null } });
    api.on('POST /api/checkout/quote', (body) =>
      (body as { vatId?: string }).vatId === 'FR123'
        ? {
            status: 400,
            body: {
              error: {
                code: 'VALIDATION_ERROR',
                message: 'Not valid.',
                details: [{ path: 'vatId', message: 'This is not a valid VAT ID.' }],
              },
            },
          }
        : { body: quoteFor(body) },
    );
    const { store } = renderWithApp(<CheckoutDetailsPage />, { otherPaths: ['/checkout'] });
    store.dispatch(addToCart(phone));
    await fillAddress();
    await userEvent.type(screen.getByLabelText('VAT ID (optional, for businesses)'), 'FR123');
    expect(await screen.findByText('This is not a valid VAT ID.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        api
          .sentTo('POST /api/checkout/quote')
          .some((request) => (request.body as { vatId?: string }).vatId === 'FR123'),
      ).toBe(true),
    );
  });

  it("asks for the fields the country's addresses have, named as it names them", async () => {
    const api = createFakeApi();
    api.on('GET /api/config', { body: { asksReminderConsent: false } });
    api.on('GET /api/checkout/last-addresses', { body: { shipping: null, billing: null } });
    api.on('POST /api/checkout/quote', (body) => ({ body: quoteFor(body) }));
    const { store } = renderWithApp(<CheckoutDetailsPage />, { otherPaths: ['/checkout'] });
    store.dispatch(addToCart(phone));
    const shipping = await screen.findByRole('group', { name: 'Shipping Address' });
    const country = within(shipping).getByLabelText('Country');
    fireEvent.change(country, { target: { value: 'DE' } });
    expect(within(shipping).queryByLabelText('State')).not.toBeInTheDocument();
    expect(within(shipping).getByLabelText('Postal code')).toBeInTheDocument();
    fireEvent.change(country, { target: { value: 'IT' } });
    expect(await within(shipping).findByLabelText('Province')).toBeInTheDocument();
    fireEvent.change(country, { target: { value: 'IE' } });
    expect(within(shipping).getByLabelText('County')).toBeInTheDocument();
    expect(within(shipping).getByLabelText('Eircode')).toBeInTheDocument();
    fireEvent.change(country, { target: { value: 'HK' } });
    expect(within(shipping).queryByLabelText('Postal code')).not.toBeInTheDocument();
  });

  it('offers the methods for the address, shows the totals, and keeps the choice for the payment', async () => {
    const api = createFakeApi();
    api.on('GET /api/config', { body: { asksReminderConsent: false } });
    api.on('GET /api/checkout/last-addresses', { body: { shipping: null, billing: null } });
    api.on('POST /api/checkout/quote', (body) => ({ body: quoteFor(body) }));
    const { store } = renderWithApp(<CheckoutDetailsPage />, { otherPaths: ['/checkout'] });
    store.dispatch(addToCart(phone));
    expect(
      await screen.findByText('Enter the shipping country (and state) to see the shipping methods.'),
    ).toBeInTheDocument();

    await fillAddress();
    await userEvent.click(await screen.findByRole('radio', { name: /Express/ }));
    await waitFor(() => expect(screen.getByTestId('totals-total')).toHaveTextContent('$36.44'));
    expect(screen.getByText('CA sales tax (7.25%):')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Proceed To Checkout' }));

    expect(await screen.findByText('/checkout page')).toBeInTheDocument();
    expect(store.getState().checkout).toMatchObject({
      isReadyToPay: true,
      shippingMethodId: EXPRESS,
      shownTotalCents: 3644,
    });
  });

  it('takes a shopper who is quicker than the quote on to pay, with the quote it then gets', async () => {
    const api = createFakeApi();
    api.on('GET /api/config', { body: { asksReminderConsent: false } });
    api.on('GET /api/checkout/last-addresses', { body: { shipping: null, billing: null } });
    api.on('POST /api/checkout/quote', (body) => ({ body: quoteFor(body) }));
    const { store } = renderWithApp(<CheckoutDetailsPage />, { otherPaths: ['/checkout'] });
    store.dispatch(addToCart(phone));
    await fillAddress();
    fireEvent.click(screen.getByRole('button', { name: 'Proceed To Checkout' }));
    expect(await screen.findByText('/checkout page')).toBeInTheDocument();
    expect(store.getState().checkout).toMatchObject({ shippingMethodId: STANDARD, shownTotalCents: 2644 });
  });

  it('says when nothing ships to the address and stays', async () => {
    const api = createFakeApi();
    api.on('GET /api/config', { body: { asksReminderConsent: false } });
    api.on('GET /api/checkout/last-addresses', { body: { shipping: null, billing: null } });
    api.on('POST /api/checkout/quote', (body) => ({
      body: { ...quoteFor(body), shippingOptions: [], shippingMethodId: null },
    }));
    const { store } = renderWithApp(<CheckoutDetailsPage />, { otherPaths: ['/checkout'] });
    store.dispatch(addToCart(phone));
    await fillAddress();
    expect(await screen.findByText('We do not ship to this address yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Proceed To Checkout' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We do not ship to this address yet.');
    expect(screen.queryByText('/checkout page')).not.toBeInTheDocument();
  });

  it('asks for consent to news, and to a reminder only when the owner needs it, both unticked', async () => {
    const api = createFakeApi();
    api.on('GET /api/config', { body: { asksReminderConsent: true } });
    api.on('GET /api/checkout/last-addresses', { body: { shipping: null, billing: null } });
    const { store } = renderWithApp(<CheckoutDetailsPage />, { otherPaths: ['/checkout'] });
    store.dispatch(addToCart(phone));
    const news = screen.getByLabelText('Send me news and offers by e-mail');
    const reminder = await screen.findByLabelText('Remind me by e-mail if I leave without paying');
    expect(news).not.toBeChecked();
    expect(reminder).not.toBeChecked();
    await userEvent.click(news);
    await userEvent.click(reminder);
    expect(store.getState().checkout).toMatchObject({ newsletterConsent: true, reminderConsent: true });
  });
});
