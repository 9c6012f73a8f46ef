// Invoice and credit note numbers on both backends (decision 066): 50 orders placed at once take 50
// consecutive numbers; an order refused at the last moment takes none; a refund's credit note takes
// the next and names the invoice it corrects; the invoice carries the seller the owner set, its number,
// its dates and the payment line; a shopper reads their own credit note only.
import { eq, inArray } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse, Order, Product } from '@eshop/shared';
import { invoiceDocuments, invoiceNumberCounter, products } from '../../db/schema/index.js';
import { createClient, type Client } from '../../test-support/auth-client.js';
import {
  buy,
  completeCheckout,
  firstProducts,
  payWithTestCard,
  startPayment,
} from '../../test-support/checkout.js';
import { pdfText } from '../../test-support/pdf-text.js';
import { signedInAdmin } from '../../test-support/signed-in.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { BACKENDS } from '../../test-support/test-database.js';

const SELLER = {
  legalName: 'Corner Shop GmbH',
  address: 'Unter den Linden 1\n10117 Berlin\nGermany',
  country: 'DE',
  vatNumber: 'DE123456789',
};

describe.each(BACKENDS)('invoice numbers on %s', (backend) => {
  let t: TestApp;
  let admin: Client;
  let shopper: Client;
  let product: Product;

  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_ENABLED: 'false', PAYMENT_SWEEP_SECONDS: '0' });
    admin = await signedInAdmin(t);
    shopper = createClient(t.app);
    await shopper.signUp('numbered@example.com', 'numbered password 1');
    await shopper.signIn('numbered@example.com', 'numbered password 1');
    product = (await firstProducts(t.app, 1))[0]!;
    await db().update(products).set({ stock: 10_000 }).where(eq(products.id, product.id));
  });
  afterAll(async () => {
    await t?.close();
  });

  const db = () => t.testDb.database.db;
  const invoiceNumbersOf = async (orderIds: string[]) =>
    (
      await db()
        .select({ number: invoiceDocuments.number, orderId: invoiceDocuments.orderId })
        .from(invoiceDocuments)
        .where(inArray(invoiceDocuments.orderId, orderIds))
    ).filter((row) => row.number > 0);
  const lastNumber = async () =>
    (await db().select({ last: invoiceNumberCounter.lastNumber }).from(invoiceNumberCounter))[0]?.last ?? 0;

  it('gives 50 orders placed at once 50 consecutive invoice numbers', async () => {
    const before = await lastNumber();
    const placed = await Promise.all(
      Array.from({ length: 50 }, () => buy(shopper, [{ id: product.id, cartQuantity: 1 }])),
    );
    const rows = await invoiceNumbersOf(placed.map(({ orderId }) => orderId));
    expect(rows).toHaveLength(50);
    expect(rows.map((row) => row.number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, index) => before + 1 + index),
    );
    expect(await lastNumber()).toBe(before + 50);
  });

  it('takes no number for an order refused at the last moment', async () => {
    const before = await lastNumber();
    const intent = (await startPayment(shopper, [{ id: product.id, cartQuantity: 1 }])).json<{
      paymentIntentId: string;
      clientSecret: string;
    }>();
    expect((await payWithTestCard(shopper, intent as never)).statusCode).toBe(200);
    // Sold out while the shopper paid: the order is refused in its own transaction.
    await db().update(products).set({ stock: 0 }).where(eq(products.id, product.id));
    expect((await completeCheckout(shopper, intent.paymentIntentId)).statusCode).toBe(409);
    await db().update(products).set({ stock: 10_000 }).where(eq(products.id, product.id));
    expect(await lastNumber()).toBe(before);
    const { orderId } = await buy(shopper, [{ id: product.id, cartQuantity: 1 }]);
    expect((await invoiceNumbersOf([orderId]))[0]?.number).toBe(before + 1);
  });

  it('refuses seller details it cannot print, and prints the saved ones with the number, dates and payment', async () => {
    const refused = await admin.request('PUT', '/api/admin/settings/seller', {
      ...SELLER,
      vatNumber: 'DE<1>',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorResponse>().error.details?.[0]?.path).toBe('vatNumber');
    expect((await admin.request('PUT', '/api/admin/settings/seller', SELLER)).json()).toEqual(SELLER);

    const { orderId } = await buy(shopper, [{ id: product.id, cartQuantity: 2 }]);
    const [invoice] = await invoiceNumbersOf([orderId]);
    const order = (await admin.request('GET', `/api/admin/orders/${orderId}`)).json<Order>();
    const text = pdfText((await admin.request('GET', `/api/admin/orders/${orderId}/invoice.pdf`)).rawPayload);
    expect(text).toContain(`Invoice no. ${invoice!.number}`);
    expect(text).toContain('Invoice date: ');
    expect(text).toContain('Date of supply: ');
    expect(text).toContain(`Order #${order.number}`);
    expect(text).toContain('Corner Shop GmbH');
    expect(text).toContain('10117 Berlin');
    expect(text).toContain('VAT no. DE123456789');
    expect(text).toContain('Paid with Visa ending in 4242');
  });

  it("numbers a refund's credit note next, naming the invoice it corrects; a shopper reads only their own", async () => {
    const { orderId } = await buy(shopper, [{ id: product.id, cartQuantity: 2 }]);
    const [invoice] = await invoiceNumbersOf([orderId]);
    const refunded = await admin.request('POST', `/api/admin/orders/${orderId}/refunds`, {
      idempotencyKey: randomUUID(),
      amountCents: 100,
      reason: 'Scratched box',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const notes = await db().select().from(invoiceDocuments).where(eq(invoiceDocuments.orderId, orderId));
    const note = notes.find((row) => row.kind === 'credit_note')!;
    expect(note.number).toBe(invoice!.number + 1);

    const adminPdf = await admin.request(
      'GET',
      `/api/admin/orders/${orderId}/credit-notes/${note.number}.pdf`,
    );
    expect(adminPdf.statusCode).toBe(200);
    expect(adminPdf.headers['content-disposition']).toBe(`inline; filename="credit-note-${note.number}.pdf"`);
    const text = pdfText(adminPdf.rawPayload);
    expect(text).toContain(`Credit note no. ${note.number}`);
    expect(text).toContain(`For invoice no. ${invoice!.number}`);
    expect(text).toContain('Reason: Scratched box');
    const invoiceText = pdfText(
      (await admin.request('GET', `/api/admin/orders/${orderId}/invoice.pdf`)).rawPayload,
    );
    expect(invoiceText).toContain(`Credit note no. ${note.number}`);

    expect(
      (await shopper.request('GET', `/api/orders/${orderId}/credit-notes/${note.number}.pdf`)).statusCode,
    ).toBe(200);
    expect(
      (await shopper.request('GET', `/api/orders/${orderId}/credit-notes/${invoice!.number}.pdf`)).statusCode,
    ).toBe(404);
    const stranger = createClient(t.app);
    await stranger.signUp('stranger@example.com', 'stranger password 1');
    await stranger.signIn('stranger@example.com', 'stranger password 1');
    expect(
      (await stranger.request('GET', `/api/orders/${orderId}/credit-notes/${note.number}.pdf`)).statusCode,
    ).toBe(404);
  });
});
