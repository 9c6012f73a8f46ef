// Addresses per country on both backends (decision 065): a state and a postal code are asked of a
// country whose addresses have them (the US) and not of one whose addresses do not (Germany's state,
// Hong Kong's postal code); a postal code is checked in its country's format; the phone is optional;
// the order's e-mail prints each address as its country writes it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse, Order, Product } from '@eshop/shared';
import { createClient, type Client } from '../../test-support/auth-client.js';
import {
  ADDRESS,
  completeCheckout,
  firstProducts,
  payWithTestCard,
  startPayment,
} from '../../test-support/checkout.js';
import { readOutbox } from '../../test-support/outbox.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { BACKENDS } from '../../test-support/test-database.js';

const BERLIN = {
  name: 'Ada Lovelace',
  line1: 'Unter den Linden 1',
  line2: '',
  city: 'Berlin',
  state: '',
  postal_code: '10117',
  country: 'DE',
  phone: '',
};
const VIRGINIA = { ...BERLIN, line1: '1 Navy Way', city: 'Arlington', postal_code: '22202', country: 'US' };

describe.each(BACKENDS)('addresses per country on %s', (backend) => {
  let t: TestApp;
  let shopper: Client;
  let product: Product;

  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_ENABLED: 'false', PAYMENT_SWEEP_SECONDS: '0' });
    shopper = createClient(t.app);
    await shopper.signUp('addresses@example.com', 'addresses password 1');
    await shopper.signIn('addresses@example.com', 'addresses password 1');
    product = (await firstProducts(t.app, 1))[0]!;
  });
  afterAll(async () => {
    await t?.close();
  });

  const pay = (shipping: object, billing: object = shipping) =>
    startPayment(shopper, [{ id: product.id, cartQuantity: 1 }], { shipping, billing });
  const refusal = async (shipping: object) => {
    const response = await pay(shipping);
    expect(response.statusCode).toBe(400);
    return response.json<ErrorResponse>().error.details;
  };

  it('asks a US address for its state and ZIP, and a German one for neither state nor phone', async () => {
    expect(await refusal({ ...VIRGINIA, state: '' })).toContainEqual({
      path: 'shipping.state',
      message: 'This field is required.',
    });
    expect(await refusal({ ...BERLIN, postal_code: '' })).toContainEqual({
      path: 'shipping.postal_code',
      message: 'This field is required.',
    });
    const hongKong = {
      ...BERLIN,
      city: 'Central',
      state: 'Hong Kong Island',
      postal_code: '',
      country: 'HK',
    };
    expect((await pay(hongKong)).statusCode).toBe(200);
    expect((await pay(BERLIN)).statusCode).toBe(200);
  });

  it("checks a postal code in its country's format", async () => {
    expect(await refusal({ ...BERLIN, postal_code: '1011' })).toEqual([
      { path: 'shipping.postal_code', message: 'Enter the postal code as Germany writes it.' },
    ]);
    expect(await refusal({ ...ADDRESS, postal_code: '12345' })).toEqual([
      { path: 'shipping.postal_code', message: 'Enter the postal code as United Kingdom writes it.' },
    ]);
    expect((await pay({ ...VIRGINIA, state: 'Virginia', postal_code: '22202-1234' })).statusCode).toBe(200);
  });

  it('prints each address as its country writes it, in the e-mail', async () => {
    const virginia = { ...VIRGINIA, state: 'Virginia' };
    const intent = (await pay(BERLIN, virginia)).json<{ paymentIntentId: string; clientSecret: string }>();
    expect((await payWithTestCard(shopper, intent as never)).statusCode).toBe(200);
    const completed = await completeCheckout(shopper, intent.paymentIntentId);
    expect(completed.statusCode, completed.body).toBe(200);
    const order = (
      await shopper.request('GET', `/api/orders/${completed.json<{ orderId: string }>().orderId}`)
    ).json<Order>();
    expect(order.shippingAddress).toMatchObject({ state: '', phone: '', postal_code: '10117' });
    const subject = `order #${order.number}`;
    await expect
      .poll(() => readOutbox(t.testDb.dataDir).filter((mail) => mail.includes(subject)).length)
      .toBeGreaterThan(0);
    const mail = readOutbox(t.testDb.dataDir)
      .find((m) => m.includes(subject))!
      .replace(/=\r?\n/g, '');
    expect(mail).toContain('10117 Berlin');
    expect(mail).toContain('Arlington, Virginia 22202');
    expect(mail).not.toContain('Berlin,');
  });
});
