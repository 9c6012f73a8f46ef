// The discount code on the details page (decision 070): applied, it goes with the quote and the
// summary shows its line; refused, the field says why (in the page's words) and the code is taken off.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutQuote } from '@eshop/shared';
import { createFakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { addToCart } from '../../cart';
import { CheckoutDetailsPage } from './checkout-details-page';
import { refusalText } from './discount-code-field';
import { DISCOUNT_REFUSALS } from '@eshop/shared';

const phone = {
  id: '00000000-0000-4000-8000-00000000000a',
  name: 'Phone',
  priceCents: 2000,
  imageURL: '/p1.svg',
};
const STANDARD = '00000000-0000-4000-8000-000000000001';

function quoteFor(body: unknown): CheckoutQuote {
  const code = (body as { discountCode?: string }).discountCode;
  const off = code?.toUpperCase() === 'SPRING10' ? 200 : 0;
  return {
    items: [{ ...phone, cartQuantity: 1, ...(off ? { discountCents: off } : {}) }],
    shippingOptions: [
      { id: STANDARD, name: 'Standard', amountCents: 499, rateCents: 499, freeFromCents: null },
    ],
    shippingMethodId: STANDARD,
    totals: {
      currency: 'USD',
      subtotalCents: 2000,
      shippingMethod: 'Standard',
      shippingCents: 499,
      taxCents: 0,
      taxLines: [],
      pricesIncludeTax: false,
      ...(off ? { discountCents: off, discountLines: [{ name: 'SPRING10', amountCents: off }] } : {}),
      totalCents: 2499 - off,
    },
    ...(code === undefined
      ? {}
      : off
        ? { discountCode: { code: 'SPRING10', applied: true } }
        : {
            discountCode: {
              code,
              applied: false,
              refusal: 'minimum_subtotal' as const,
              message: 'This discount code needs a subtotal of at least $50.00.',
              minSubtotalCents: 5000,
            },
          }),
  };
}

async function chooseCountry() {
  const shipping = screen.getByRole('group', { name: 'Shipping Address' });
  fireEvent.change(within(shipping).getByLabelText('Country'), { target: { value: 'US' } });
  fireEvent.change(await within(shipping).findByLabelText('State'), { target: { value: 'California' } });
}

describe('the discount code at checkout', () => {
  beforeEach(() => localStorage.clear());

  it('applies a code: the quote carries it and the summary shows its line', async () => {
    const api = createFakeApi();
    api.on('GET /api/config', { body: { asksReminderConsent: false } });
    api.on('GET /api/checkout/last-addresses', { body: { shipping: null, billing: null } });
    api.on('POST /api/checkout/quote', (body) => ({ body: quoteFor(body) }));
    const { store } = renderWithApp(<CheckoutDetailsPage />, { otherPaths: ['/checkout'] });
    store.dispatch(addToCart(phone));
    await chooseCountry();
    await userEvent.type(screen.getByLabelText('Discount code'), 'spring10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Code SPRING10 applied.')).toBeInTheDocument();
    expect(screen.getByText('Discount (SPRING10)')).toBeInTheDocument();
    expect(screen.getByTestId('totals-discount')).toHaveTextContent('-$2.00');
    expect(screen.getByTestId('totals-total')).toHaveTextContent('$22.99');
    expect(store.getState().checkout.discountCode).toBe('spring10');

    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByTestId('totals-discount')).not.toBeInTheDocument());
    expect(store.getState().checkout.discountCode).toBe('');
  });

  it('says why a code does not apply, and takes it off so the payment goes on without it', async () => {
    const api = createFakeApi();
    api.on('GET /api/config', { body: { asksReminderConsent: false } });
    api.on('GET /api/checkout/last-addresses', { body: { shipping: null, billing: null } });
    api.on('POST /api/checkout/quote', (body) => ({ body: quoteFor(body) }));
    const { store } = renderWithApp(<CheckoutDetailsPage />, { otherPaths: ['/checkout'] });
    store.dispatch(addToCart(phone));
    await chooseCountry();
    await userEvent.type(screen.getByLabelText('Discount code'), 'BIGSPEND');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText('This discount code needs a subtotal of at least $50.00.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Discount code')).toHaveAttribute('aria-invalid', 'true');
    expect(store.getState().checkout.discountCode).toBe('');
    expect(screen.queryByTestId('totals-discount')).not.toBeInTheDocument();
  });

  it('has its own words for every reason the server gives', () => {
    const texts = DISCOUNT_REFUSALS.map((refusal) =>
      refusalText({ code: 'X', applied: false, refusal, minSubtotalCents: 5000, minQuantity: 3 }),
    );
    expect(new Set(texts).size).toBe(DISCOUNT_REFUSALS.length);
    expect(refusalText({ code: 'X', applied: false, refusal: 'wrong_country' })).toBe(
      'This discount code does not apply to orders shipped to this country.',
    );
  });
});
