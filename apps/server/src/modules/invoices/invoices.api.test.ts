// Invoices and packing slips through the real app on both backends: real PDFs (their text read back
// from the PDF's own streams) with the order's number, lines and totals as stored, the packing slip
// without prices, the shopper's own invoice only, and the confirmation e-mail carrying the invoice
// once the owner turns it on.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatCents,
  type InvoiceSettings,
  type Order,
  type ShopConfig,
  type ShopContact,
} from '@eshop/shared';
import { createClient, type Client } from '../../test-support/auth-client.js';
import { buy, firstProducts } from '../../test-support/checkout.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { signedInAdmin } from '../../test-support/signed-in.js';
import { BACKENDS } from '../../test-support/test-database.js';
import { pdfText } from '../../test-support/pdf-text.js';
import { sendOrderConfirmation } from '../orders/send-order-confirmation.js';
import { confirmationAttachments } from './confirmation-attachments.js';
import type { MailMessage } from '../../lib/mailer.js';

describe.each(BACKENDS)('invoices on %s', (backend) => {
  let t: TestApp;
  let admin: Client;
  let shopper: Client;
  let orderId = '';
  let order: Order;

  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_ENABLED: 'false', PAYMENT_SWEEP_SECONDS: '0' });
    admin = await signedInAdmin(t);
    shopper = createClient(t.app);
    await shopper.signUp('invoiced@example.com', 'shopper password 1');
    await shopper.signIn('invoiced@example.com', 'shopper password 1');
    const [first, second] = await firstProducts(t.app, 2);
    ({ orderId } = await buy(shopper, [
      { id: first!.id, cartQuantity: 2 },
      { id: second!.id, cartQuantity: 1 },
    ]));
    order = (await admin.request('GET', `/api/admin/orders/${orderId}`)).json<Order>();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("the invoice is a PDF with the order's number, addresses, lines and totals as stored", async () => {
    const response = await admin.request('GET', `/api/admin/orders/${orderId}/invoice.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="invoice-${order.number}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Invoice');
    expect(text).toContain(`Order #${order.number}`);
    expect(text).toContain(order.billingAddress.name);
    for (const item of order.cartItems) {
      expect(text).toContain(item.name);
      expect(text).toContain(formatCents(item.priceCents * item.cartQuantity));
    }
    expect(text).toContain(formatCents(order.totals.subtotalCents));
    expect(text).toContain(formatCents(order.totals.totalCents));
  });

  it('the packing slip lists what to pack and where, without prices', async () => {
    const response = await admin.request('GET', `/api/admin/orders/${orderId}/packing-slip.pdf`);
    expect(response.statusCode).toBe(200);
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Packing slip');
    expect(text).toContain(order.shippingAddress.line1);
    expect(text).toContain('3 items in all');
    expect(text).not.toContain('$');
  });

  it('a shopper gets the invoice of their own order only; strangers and other shoppers do not', async () => {
    const own = await shopper.request('GET', `/api/orders/${orderId}/invoice.pdf`);
    expect(own.statusCode).toBe(200);
    expect(pdfText(own.rawPayload)).toContain(`Order #${order.number}`);
    const other = createClient(t.app);
    await other.signUp('someone-else@example.com', 'shopper password 2');
    await other.signIn('someone-else@example.com', 'shopper password 2');
    expect((await other.request('GET', `/api/orders/${orderId}/invoice.pdf`)).statusCode).toBe(404);
    expect((await createClient(t.app).request('GET', `/api/orders/${orderId}/invoice.pdf`)).statusCode).toBe(
      401,
    );
    expect((await shopper.request('GET', `/api/admin/orders/${orderId}/invoice.pdf`)).statusCode).toBe(403);
    expect((await admin.request('GET', `/api/admin/orders/${randomUUID()}/invoice.pdf`)).statusCode).toBe(
      404,
    );
    expect((await admin.request('GET', '/api/admin/orders/not-an-id/invoice.pdf')).statusCode).toBe(400);
  });

  it('the confirmation e-mail carries the invoice PDF once the owner turns it on', async () => {
    const settings = async () =>
      (await admin.request('GET', '/api/admin/settings/invoices')).json<InvoiceSettings>();
    expect(await settings()).toEqual({ attachPdfToConfirmation: false });
    expect(
      (await admin.request('PUT', '/api/admin/settings/invoices', { attachPdfToConfirmation: 'yes' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await shopper.request('PUT', '/api/admin/settings/invoices', { attachPdfToConfirmation: true }))
        .statusCode,
    ).toBe(403);

    const sent: MailMessage[] = [];
    const mailer = { send: async (message: MailMessage) => void sent.push(message) };
    const deps = {
      db: t.testDb.database.db,
      mailer,
      brand: t.app.checkout.brand,
      orderUrl: () => 'http://shop.test/o',
      confirmationAttachments: confirmationAttachments(t.testDb.database.db),
    };
    const send = async () => {
      // As if not sent yet: the confirmation goes once per order.
      await t.testDb.database.db.execute(
        `update orders set confirmation_sent_at = null, confirmation_claimed_at = null where id = '${orderId}'`,
      );
      await sendOrderConfirmation(deps, orderId);
      return sent.at(-1);
    };
    expect((await send())?.attachments).toBeUndefined();

    const saved = await admin.request('PUT', '/api/admin/settings/invoices', {
      attachPdfToConfirmation: true,
    });
    expect(saved.json<InvoiceSettings>()).toEqual({ attachPdfToConfirmation: true });
    expect(await settings()).toEqual({ attachPdfToConfirmation: true });
    const [attachment] = (await send())?.attachments ?? [];
    expect(attachment).toMatchObject({
      filename: `invoice-${order.number}.pdf`,
      contentType: 'application/pdf',
    });
    expect(pdfText(attachment!.content)).toContain(`Order #${order.number}`);
  });

  it("the shop's contact details: the environment's until the owner saves others, which the shop then shows", async () => {
    const config = async () => (await t.app.inject({ method: 'GET', url: '/api/config' })).json<ShopConfig>();
    const before = await admin.request('GET', '/api/admin/settings/contact');
    expect(before.json<ShopContact>()).toEqual((await config()).contact);

    const saved = await admin.request('PUT', '/api/admin/settings/contact', {
      email: 'hello@corner.example',
      phone: ' +1 555 0199 ',
      address: '',
    });
    expect(saved.json<ShopContact>()).toEqual({
      email: 'hello@corner.example',
      phone: '+1 555 0199',
      address: null,
    });
    expect((await config()).contact).toEqual({
      email: 'hello@corner.example',
      phone: '+1 555 0199',
      address: null,
    });

    for (const body of [
      { email: 'not an address', phone: null, address: null },
      { email: null },
      { phone: 'x'.repeat(41), email: null, address: null },
    ]) {
      expect(
        (await admin.request('PUT', '/api/admin/settings/contact', body)).statusCode,
        JSON.stringify(body),
      ).toBe(400);
    }
    expect(
      (
        await shopper.request('PUT', '/api/admin/settings/contact', {
          email: null,
          phone: null,
          address: null,
        })
      ).statusCode,
    ).toBe(403);
    expect((await config()).contact.email).toBe('hello@corner.example');
  });
});
