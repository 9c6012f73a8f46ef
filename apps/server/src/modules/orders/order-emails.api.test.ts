// The order e-mails through the real app on both backends: the confirmation, "has shipped" (with the
// tracking the admin entered) and "delivered", each sent exactly once per order however the status
// moves or races, a failed send retried by the sweep, and the whole message over a real SMTP server.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Product } from '@eshop/shared';
import { orderNotifications } from '../../db/schema/index.js';
import type { Mailer } from '../../lib/mailer.js';
import { createClient, type Client } from '../../test-support/auth-client.js';
import { buy, firstProducts } from '../../test-support/checkout.js';
import { readOutbox } from '../../test-support/outbox.js';
import { startSmtpSink } from '../../test-support/smtp-sink.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { signedInAdmin } from '../../test-support/signed-in.js';
import { BACKENDS } from '../../test-support/test-database.js';
import { DEFAULT_EMAIL_COLORS } from '../settings/index.js';
import { sendOrderNotification } from './send-order-notification.js';

const quotedPrintableUndone = (mail: string) => mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

describe.each(BACKENDS)('order e-mails on %s', (backend) => {
  let t: TestApp;
  let admin: Client;
  let shopper: Client;
  let product: Product;

  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_ENABLED: 'false', PAYMENT_SWEEP_SECONDS: '0' });
    admin = await signedInAdmin(t);
    shopper = createClient(t.app);
    await shopper.signUp('mailed@example.com', 'mailed password 1');
    await shopper.signIn('mailed@example.com', 'mailed password 1');
    [product] = (await firstProducts(t.app, 1)) as [Product];
  });
  afterAll(async () => {
    await t?.close();
  });

  const mailsWith = (text: string) =>
    readOutbox(t.testDb.dataDir)
      .map(quotedPrintableUndone)
      .filter((mail) => mail.includes(text));
  const setStatus = (orderId: string, body: object) =>
    admin.request('PATCH', `/api/admin/orders/${orderId}`, body);
  const placeOrder = async () => {
    const { orderId } = await buy(shopper, [{ id: product.id, cartQuantity: 1 }]);
    return (await shopper.request('GET', `/api/orders/${orderId}`)).json<Order>();
  };

  it('e-mails "has shipped" once with the tracking, however often the order is marked Shipped', async () => {
    const order = await placeOrder();
    const tracking = {
      trackingNumber: '1Z999AA10123456784',
      trackingUrl: 'https://carrier.example.com/t/1Z999',
    };
    const shipped = await setStatus(order.id, { orderStatus: 'Shipped...', ...tracking });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json<Order>()).toMatchObject(tracking);
    const subject = `Subject: Your eShop order #${order.number} has shipped`;
    await expect.poll(() => mailsWith(subject).length).toBe(1);
    const mail = mailsWith(subject)[0]!;
    expect(mail).toContain('To: mailed@example.com');
    expect(mail).toContain('1Z999AA10123456784');
    expect(mail).toContain('href="https://carrier.example.com/t/1Z999"');
    expect(mail).toContain('Content-Type: text/plain');

    // Back and forth, and two admins at once: still the one e-mail.
    expect((await setStatus(order.id, { orderStatus: 'Processing...' })).statusCode).toBe(200);
    const again = await Promise.all([
      setStatus(order.id, { orderStatus: 'Shipped...' }),
      setStatus(order.id, { orderStatus: 'Shipped...' }),
    ]);
    expect(again.map((r) => r.statusCode)).toEqual([200, 200]);
    await t.app.checkout.recoverPayments();
    expect(mailsWith(subject)).toHaveLength(1);
    // The shopper reads the tracking on the order too.
    expect((await shopper.request('GET', `/api/orders/${order.id}`)).json<Order>()).toMatchObject(tracking);
  });

  it('e-mails "delivered" once, and clears the tracking when the admin empties it', async () => {
    const order = await placeOrder();
    await Promise.all([
      setStatus(order.id, { orderStatus: 'Delivered', trackingNumber: '' }),
      setStatus(order.id, { orderStatus: 'Delivered' }),
    ]);
    const subject = `Subject: Your eShop order #${order.number} was delivered`;
    await expect.poll(() => mailsWith(subject).length).toBe(1);
    expect(mailsWith(`Your eShop order #${order.number} has shipped`)).toHaveLength(0);
    const cleared = await setStatus(order.id, {
      orderStatus: 'Delivered',
      trackingNumber: '',
      trackingUrl: '',
    });
    expect(cleared.json<Order>()).toMatchObject({ trackingNumber: null, trackingUrl: null });
  });

  it('refuses a tracking link that is not a web address, changing nothing', async () => {
    const order = await placeOrder();
    const refused = await setStatus(order.id, {
      orderStatus: 'Shipped...',
      trackingUrl: 'javascript:alert(1)',
    });
    expect(refused.statusCode).toBe(400);
    expect((await shopper.request('GET', `/api/orders/${order.id}`)).json<Order>().orderStatus).toBe(
      'Order Placed',
    );
  });

  it('keeps an e-mail whose sending failed for the sweep, which sends it once', async () => {
    const order = await placeOrder();
    const db = t.testDb.database.db;
    await db.insert(orderNotifications).values({ orderId: order.id, kind: 'shipped' });
    const brand = {
      shopName: 'eShop',
      publicUrl: 'http://localhost:3000',
      supportEmail: 'help@example.com',
      colors: DEFAULT_EMAIL_COLORS,
    };
    // The relay refuses: the notification is given back, not marked sent.
    const refusing: Mailer = { send: () => Promise.reject(new Error('421 try again later')) };
    const orderUrl = () => 'http://localhost:3000/order-details/x';
    await expect(
      sendOrderNotification({ db, mailer: refusing, brand, orderUrl }, order.id, 'shipped'),
    ).rejects.toThrow('421');
    const [left] = await db.select().from(orderNotifications).where(eq(orderNotifications.orderId, order.id));
    expect(left).toMatchObject({ claimedAt: null, sentAt: null });

    await t.app.checkout.recoverPayments();
    const subject = `Subject: Your eShop order #${order.number} has shipped`;
    expect(mailsWith(subject)).toHaveLength(1);
    await t.app.checkout.recoverPayments();
    expect(mailsWith(subject)).toHaveLength(1);
  });
});

describe('order e-mails through a real SMTP server', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let t: TestApp;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp('pglite', {
      RATE_LIMIT_ENABLED: 'false',
      PAYMENT_SWEEP_SECONDS: '0',
      SMTP_URL: sink.url,
      SHOP_EMAIL_FROM: 'Corner Shop <orders@corner.example.com>',
      SHOP_NAME: 'Corner Shop',
    });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.stop();
  });

  it('delivers the confirmation as a multipart message with a text and an HTML part, from the shop', async () => {
    const shopper = createClient(t.app);
    await shopper.signUp('smtp@example.com', 'smtp password 1');
    await shopper.signIn('smtp@example.com', 'smtp password 1');
    const [product] = (await firstProducts(t.app, 1)) as [Product];
    const { orderId } = await buy(shopper, [{ id: product.id, cartQuantity: 2 }]);
    const order = (await shopper.request('GET', `/api/orders/${orderId}`)).json<Order>();
    const subject = `Subject: Your Corner Shop order #${order.number}`;
    await expect
      .poll(() => sink.messages().filter((m) => m.includes(subject)).length, { timeout: 10_000 })
      .toBe(1);
    const mail = quotedPrintableUndone(sink.messages().find((m) => m.includes(subject))!);
    expect(mail).toMatch(/From: Corner Shop <orders@corner\.example\.com>/);
    expect(mail).toContain('To: smtp@example.com');
    expect(mail).toMatch(/Content-Type: multipart\/alternative/);
    expect(mail).toContain('Content-Type: text/plain');
    expect(mail).toContain('Content-Type: text/html');
    expect(mail).toContain('Total');
    expect(mail).toContain(`/order-details/${orderId}`);
  });
});
