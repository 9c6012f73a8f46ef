// A business buyer's VAT ID on both backends (decision 067): checked for its format and its country
// (the address's); from a German seller to a French business, reverse-charged (no VAT; prices that
// held VAT charged without it, the payment for that net total); to a German business, VAT as usual;
// the order and its invoice name the buyer's VAT ID and the reverse charge.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CheckoutQuote,
  ErrorResponse,
  Order,
  Product,
  ShippingAndTaxSettingsInput,
} from '@eshop/shared';
import { products } from '../../db/schema/index.js';
import { createClient, type Client } from '../../test-support/auth-client.js';
import {
  completeCheckout,
  firstProducts,
  payWithTestCard,
  startPayment,
} from '../../test-support/checkout.js';
import { pdfText } from '../../test-support/pdf-text.js';
import { signedInAdmin } from '../../test-support/signed-in.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { BACKENDS } from '../../test-support/test-database.js';

const PARIS = {
  name: 'Marie Curie',
  line1: '1 rue de Rivoli',
  line2: '',
  city: 'Paris',
  state: '',
  postal_code: '75001',
  country: 'FR',
  phone: '',
};
const BERLIN = { ...PARIS, line1: 'Unter den Linden 1', city: 'Berlin', postal_code: '10117', country: 'DE' };
const FRENCH_VAT_ID = 'FR 40 303 265 045';
const GERMAN_VAT_ID = 'DE123456788';

const RULES: ShippingAndTaxSettingsInput = {
  zones: [
    {
      name: 'EU',
      places: ['DE', 'FR'],
      pricesIncludeTax: true,
      taxShipping: true,
      methods: [{ name: 'Post', rateCents: 600, freeFromCents: null }],
    },
  ],
  taxRates: [
    { country: 'DE', region: '', name: 'MwSt.', rateBasisPoints: 1900, taxClass: 'standard' },
    { country: 'FR', region: '', name: 'TVA', rateBasisPoints: 2000, taxClass: 'standard' },
  ],
};

describe.each(BACKENDS)('VAT IDs and reverse charge on %s', (backend) => {
  let t: TestApp;
  let admin: Client;
  let shopper: Client;
  let product: Product;

  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_ENABLED: 'false', PAYMENT_SWEEP_SECONDS: '0' });
    admin = await signedInAdmin(t);
    shopper = createClient(t.app);
    await shopper.signUp('business@example.com', 'business password 1');
    await shopper.signIn('business@example.com', 'business password 1');
    product = (await firstProducts(t.app, 1))[0]!;
    await t.testDb.database.db
      .update(products)
      .set({ priceCents: 1200, stock: 100 })
      .where(eq(products.id, product.id));
    expect((await admin.request('PUT', '/api/admin/shipping-and-tax', RULES)).statusCode).toBe(200);
    const seller = { legalName: 'Eck GmbH', address: 'Berlin', country: 'DE', vatNumber: 'DE123456788' };
    expect((await admin.request('PUT', '/api/admin/settings/seller', seller)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  const quote = async (shipping: typeof PARIS, vatId?: string) =>
    shopper.request('POST', '/api/checkout/quote', {
      items: [{ id: product.id, cartQuantity: 1 }],
      shipping: { country: shipping.country, state: shipping.state },
      ...(vatId === undefined ? {} : { vatId }),
    });

  it('charges a consumer in France the VAT inside the prices', async () => {
    const q = (await quote(PARIS)).json<CheckoutQuote>();
    // 1200 holds 200 at 20 %; 600 shipping holds 100.
    expect(q.totals).toMatchObject({ taxCents: 300, totalCents: 1800, pricesIncludeTax: true });
    expect(q.totals.reverseCharge).toBeUndefined();
  });

  it('reverse-charges a French business: no VAT, the VAT inside the prices taken out', async () => {
    const response = await quote(PARIS, FRENCH_VAT_ID);
    expect(response.statusCode, response.body).toBe(200);
    const q = response.json<CheckoutQuote>();
    expect(q.buyerVatId).toBe('FR40303265045');
    expect(q.totals).toMatchObject({
      taxCents: 0,
      taxLines: [],
      reverseCharge: true,
      vatRemovedCents: 300,
      totalCents: 1500,
    });
  });

  it("refuses a VAT ID that is not valid or not of the address's country", async () => {
    const invalid = await quote(PARIS, 'FR123');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<ErrorResponse>().error.details?.[0]?.path).toBe('vatId');
    const german = await quote(PARIS, GERMAN_VAT_ID);
    expect(german.statusCode).toBe(400);
    expect(german.json<ErrorResponse>().error.message).toBe(
      'This VAT ID is from Germany; give the one of France, where the order goes.',
    );
  });

  it('charges a business in the seller’s own country VAT as usual, and keeps its VAT ID', async () => {
    const q = (await quote(BERLIN, GERMAN_VAT_ID)).json<CheckoutQuote>();
    expect(q.buyerVatId).toBe(GERMAN_VAT_ID);
    expect(q.totals).toMatchObject({ taxCents: 192 + 96, totalCents: 1800 });
    expect(q.totals.reverseCharge).toBeUndefined();
  });

  it('pays the net total, and the order and its invoice name the VAT ID and the reverse charge', async () => {
    const started = await startPayment(shopper, [{ id: product.id, cartQuantity: 1 }], {
      shipping: PARIS,
      billing: PARIS,
      vatId: FRENCH_VAT_ID,
    });
    expect(started.statusCode, started.body).toBe(200);
    const intent = started.json<{ paymentIntentId: string; clientSecret: string; amountCents: number }>();
    expect(intent.amountCents).toBe(1500);
    expect((await payWithTestCard(shopper, intent as never)).statusCode).toBe(200);
    const completed = await completeCheckout(shopper, intent.paymentIntentId);
    expect(completed.statusCode, completed.body).toBe(200);
    const orderId = completed.json<{ orderId: string }>().orderId;
    const order = (await shopper.request('GET', `/api/orders/${orderId}`)).json<Order>();
    expect(order.buyerVatId).toBe('FR40303265045');
    expect(order.totals).toMatchObject({ reverseCharge: true, vatRemovedCents: 300, totalCents: 1500 });
    const text = pdfText((await shopper.request('GET', `/api/orders/${orderId}/invoice.pdf`)).rawPayload);
    expect(text).toContain('VAT no. FR40303265045');
    expect(text).toContain('Reverse charge');
    expect(text).toContain('VAT no. DE123456788');
  });
});
