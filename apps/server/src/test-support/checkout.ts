// A shopper's checkout in API tests: addresses, a priced payment intent, the test card form, and
// turning the authorised payment into an order, all through the real routes.
import type { CreatePaymentIntentResponse, ProductListResponse } from '@eshop/shared';
import type { App } from '../app.js';
import type { Client } from './auth-client.js';

export const ADDRESS = {
  name: 'Ada Lovelace',
  line1: '12 St James Square',
  line2: '',
  city: 'London',
  state: 'England',
  postal_code: 'SW1Y 4JH',
  country: 'GB',
  phone: '+44 20 7946 0000',
};

export const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };

export async function firstProducts(app: App, limit: number) {
  const response = await app.inject({ method: 'GET', url: `/api/products?limit=${limit}&sort=a-z` });
  return response.json<ProductListResponse>().items;
}

export async function startPayment(
  shopper: Client,
  items: { id: string; variantId?: string; cartQuantity: number; priceCents?: number }[],
  overrides: Record<string, unknown> = {},
) {
  return shopper.request('POST', '/api/create-payment-intent', {
    items,
    userEmail: 'someone-else@example.com',
    shipping: ADDRESS,
    billing: ADDRESS,
    description: 'payment: someone, $0.01',
    ...overrides,
  });
}

export async function payWithTestCard(
  shopper: Client,
  intent: CreatePaymentIntentResponse,
  card = GOOD_CARD,
) {
  return shopper.request('POST', `/api/test-payments/${intent.paymentIntentId}/confirm`, {
    clientSecret: intent.clientSecret,
    ...card,
  });
}

export async function completeCheckout(shopper: Client, paymentIntentId: string) {
  return shopper.request('POST', '/api/checkout/complete', { paymentIntentId });
}

/** Intent, a test card (4242 unless told), order: the whole purchase; returns the intent and the order id. */
export async function buy(
  shopper: Client,
  items: { id: string; variantId?: string; cartQuantity: number }[],
  card = GOOD_CARD,
) {
  const intent = (await startPayment(shopper, items)).json<CreatePaymentIntentResponse>();
  const paid = await payWithTestCard(shopper, intent, card);
  if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.body}`);
  const completed = await completeCheckout(shopper, intent.paymentIntentId);
  if (completed.statusCode !== 200) throw new Error(`checkout failed: ${completed.body}`);
  return { intent, orderId: completed.json<{ orderId: string }>().orderId };
}
