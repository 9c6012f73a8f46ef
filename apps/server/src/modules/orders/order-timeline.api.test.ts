// An order's timeline (issue 38): when it first became Shipped and Delivered, in the shopper's order
// details, a guest's and the admin's, on both backends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Product } from '@eshop/shared';
import { createClient, type Client } from '../../test-support/auth-client.js';
import { buy, firstProducts } from '../../test-support/checkout.js';
import { signedInAdmin } from '../../test-support/signed-in.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { BACKENDS } from '../../test-support/test-database.js';

describe.each(BACKENDS)('the order timeline on %s', (backend) => {
  let t: TestApp;
  let admin: Client;
  let product: Product;
  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_ENABLED: 'false' });
    admin = await signedInAdmin(t);
    [product] = (await firstProducts(t.app, 1)) as [Product];
  });
  afterAll(async () => {
    await t?.close();
  });

  it('dates the first change to Shipped and to Delivered, and nothing before', async () => {
    const shopper = createClient(t.app);
    await shopper.signUp(`timeline.${backend}@example.com`, 'timeline words 1');
    const { orderId } = await buy(shopper, [{ id: product.id, cartQuantity: 1 }]);
    const mine = async () => (await shopper.request('GET', `/api/orders/${orderId}`)).json<Order>();
    expect((await mine()).statusDates).toEqual({ shipped: null, delivered: null, cancelled: null });

    const setStatus = (orderStatus: string) =>
      admin.request('PATCH', `/api/admin/orders/${orderId}`, { orderStatus, trackingNumber: '1Z999' });
    expect((await setStatus('Shipped...')).statusCode).toBe(200);
    const shipped = (await mine()).statusDates?.shipped;
    expect(shipped).toEqual(expect.any(String));
    // Back to Processing and on again: the first shipping stays the date.
    await setStatus('Processing...');
    await setStatus('Shipped...');
    await setStatus('Delivered');
    const { statusDates } = await mine();
    expect(statusDates?.shipped).toBe(shipped);
    expect(Date.parse(statusDates?.delivered ?? '')).toBeGreaterThanOrEqual(Date.parse(shipped ?? ''));
    const asAdmin = (await admin.request('GET', `/api/admin/orders/${orderId}`)).json<Order>();
    expect(asAdmin.statusDates).toEqual(statusDates);
  });
});
