// The shopper's language on both backends (decision 068): a payment started from the German
// storefront makes an order that keeps `de`, whose e-mails (the confirmation, then "shipped") are in
// German and link to the German pages; one without a language is English as before; a language the
// shop does not have is refused and starts nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatePaymentIntentResponse, ErrorResponse, Order, Product } from '@eshop/shared';
import { checkouts, orders } from '../../db/schema/index.js';
import { createClient, type Client } from '../../test-support/auth-client.js';
import {
  completeCheckout,
  firstProducts,
  payWithTestCard,
  startPayment,
} from '../../test-support/checkout.js';
import { decodeQuotedPrintable, readOutbox } from '../../test-support/outbox.js';
import { pdfText } from '../../test-support/pdf-text.js';
import { signedInAdmin } from '../../test-support/signed-in.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { BACKENDS } from '../../test-support/test-database.js';

describe.each(BACKENDS)("the shopper's language on %s", (backend) => {
  let t: TestApp;
  let admin: Client;
  let shopper: Client;
  let product: Product;

  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_ENABLED: 'false', PAYMENT_SWEEP_SECONDS: '0' });
    admin = await signedInAdmin(t);
    shopper = createClient(t.app);
    await shopper.signUp('sprache@example.com', 'sprache password 1');
    await shopper.signIn('sprache@example.com', 'sprache password 1');
    product = (await firstProducts(t.app, 1))[0]!;
  });
  afterAll(async () => {
    await t?.close();
  });

  const buyIn = async (language?: string) => {
    const started = await startPayment(
      shopper,
      [{ id: product.id, cartQuantity: 1 }],
      language ? { language } : {},
    );
    expect(started.statusCode, started.body).toBe(200);
    const intent = started.json<CreatePaymentIntentResponse>();
    expect((await payWithTestCard(shopper, intent)).statusCode).toBe(200);
    const done = await completeCheckout(shopper, intent.paymentIntentId);
    expect(done.statusCode, done.body).toBe(200);
    const orderId = done.json<{ orderId: string }>().orderId;
    return (await shopper.request('GET', `/api/orders/${orderId}`)).json<Order>();
  };
  const mailWith = async (subject: string) => {
    const find = () =>
      readOutbox(t.testDb.dataDir)
        // Quoted-printable undone, then its bytes read as the UTF-8 they are.
        .map((mail) => Buffer.from(decodeQuotedPrintable(mail), 'latin1').toString('utf8'))
        .find((mail) => mail.includes(`Subject: ${subject}`));
    await expect.poll(find).toBeDefined();
    return find() ?? '';
  };
  const languageOf = async (orderId: string) =>
    (await t.app.db.select({ language: orders.language }).from(orders).where(eq(orders.id, orderId)))[0]
      ?.language;

  it('writes the e-mails of an order bought in German in German, with links to the German pages', async () => {
    const order = await buyIn('de');
    expect(await languageOf(order.id)).toBe('de');
    const confirmation = await mailWith(`Ihre Bestellung #${order.number} bei`);
    expect(confirmation).toContain('Vielen Dank für Ihren Einkauf');
    expect(confirmation).toContain(`/de/order-details/${order.id}`);
    expect(confirmation).not.toContain('Thank you for your purchase');

    const shipped = await admin.request('PATCH', `/api/admin/orders/${order.id}`, {
      orderStatus: 'Shipped...',
      trackingNumber: 'JJD000390007',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const shippedMail = await mailWith(`Ihre Bestellung #${order.number} bei eShop ist unterwegs`);
    expect(shippedMail).toContain('Sendungsnummer:');
  });

  it("writes the order's invoice in German, with German dates and amounts", async () => {
    const order = await buyIn('de');
    const pdf = await shopper.request('GET', `/api/orders/${order.id}/invoice.pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Rechnung Nr.');
    expect(text).toContain('Rechnungsdatum:');
    expect(text).toContain('Rechnungsadresse');
    expect(text).toContain(`Bestellung #${order.number}`);
    expect(text).toMatch(/Gesamtsumme/);
    expect(text).not.toContain('Invoice no.');
  });

  it('sends the password reset from a German page in German, its link to the German page', async () => {
    const asked = await createClient(t.app).request('POST', '/api/auth/request-password-reset', {
      email: 'sprache@example.com',
      redirectTo: '/de/reset-password',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const find = () =>
      readOutbox(t.testDb.dataDir)
        .map((mail) => Buffer.from(decodeQuotedPrintable(mail), 'latin1').toString('utf8'))
        .find((mail) => mail.includes('To: sprache@example.com') && mail.includes('Hallo,'));
    await expect.poll(find).toBeDefined();
    const mail = find() ?? '';
    expect(mail).toContain('Jemand hat darum gebeten, das Passwort Ihres Kontos bei eShop');
    expect(mail).toMatch(/http:\/\/[^\s]+\/de\/reset-password\?token=[\w-]+/);
  });

  it('keeps English for an order started without a language, as before', async () => {
    const order = await buyIn();
    expect(await languageOf(order.id)).toBe('en');
    const confirmation = await mailWith(`Your eShop order #${order.number}`);
    expect(confirmation).toContain('Thank you for your purchase');
    expect(confirmation).toContain(`/order-details/${order.id}`);
    expect(confirmation).not.toContain('/de/');
  });

  it('refuses a language the shop does not have, and starts no payment', async () => {
    const started = async () => (await t.app.db.select({ id: checkouts.id }).from(checkouts)).length;
    const before = await started();
    const refused = await startPayment(shopper, [{ id: product.id, cartQuantity: 1 }], { language: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorResponse>().error.details?.map((detail) => detail.path)).toEqual(['language']);
    expect(await started()).toBe(before);
  });
});
