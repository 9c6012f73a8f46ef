// lib/retry-unavailable.ts in the app's store: a request answered 503 (an instance restarting, the
// proxy with none answering) is sent again a few times before the error shows; others show at once.
import { describe, expect, it } from 'vitest';
import { createAppStore } from './store';
import type { CreatePaymentIntentBody } from '@eshop/shared';
import { cartApi } from '../features/cart/api/cart-api';
import { checkoutApi } from '../features/checkout/api/checkout-api';
import { createFakeApi } from '../test/fake-api';

const CART = { items: [], cartTotalAmount: 0, cartTotalQuantity: 0 };
const UNAVAILABLE = { error: { code: 'UNAVAILABLE', message: 'The shop is restarting.' } };

describe('a 503 answer', () => {
  it('is sent again, a write that may be repeated included, until the shop answers', async () => {
    const api = createFakeApi();
    let calls = 0;
    api.on('PUT /api/cart', () => {
      calls += 1;
      return calls <= 2 ? { status: 503, body: UNAVAILABLE } : { body: CART };
    });
    const store = createAppStore();
    const result = await store.dispatch(
      cartApi.endpoints.saveServerCart.initiate({ body: { items: [{ productId: 'p1', quantity: 1 }] } }),
    );
    expect(result.data).toEqual(CART);
    expect(api.sentTo('PUT /api/cart')).toHaveLength(3);
  });

  it('is not sent again for a write that may not be repeated', async () => {
    const api = createFakeApi();
    api.on('POST /api/create-payment-intent', { status: 503, body: UNAVAILABLE });
    const store = createAppStore();
    const result = await store.dispatch(
      checkoutApi.endpoints.createPaymentIntent.initiate({} as CreatePaymentIntentBody),
    );
    expect(result.error).toMatchObject({ status: 503 });
    expect(api.sentTo('POST /api/create-payment-intent')).toHaveLength(1);
  });

  it('is shown after three tries more', async () => {
    const api = createFakeApi();
    api.on('GET /api/cart', { status: 503, body: UNAVAILABLE });
    const store = createAppStore();
    const result = await store.dispatch(cartApi.endpoints.getServerCart.initiate());
    expect(result.error).toMatchObject({ status: 503, data: UNAVAILABLE });
    expect(api.sentTo('GET /api/cart')).toHaveLength(4);
  });

  it('is not confused with a refusal, which is shown at once', async () => {
    const api = createFakeApi();
    api.on('GET /api/cart', { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'Sign in.' } } });
    const store = createAppStore();
    const result = await store.dispatch(cartApi.endpoints.getServerCart.initiate());
    expect(result.error).toMatchObject({ status: 401 });
    expect(api.sentTo('GET /api/cart')).toHaveLength(1);
  });
});
