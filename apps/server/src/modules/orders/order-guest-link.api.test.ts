// A guest order's status links in the owner's hands, on both backends: the admin revokes them (the
// old link then answers as a wrong or expired one does) or e-mails the guest a new one, which voids
// every link sent before; both are in the audit log; only the admin may, and only on a guest's order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminOrder,
  AuditLogResponse,
  CompleteCheckoutResponse,
  CreatePaymentIntentResponse,
  ErrorResponse,
  Product,
} from '@eshop/shared';
import { createClient, type Client } from '../../test-support/auth-client.js';
import { buy, firstProducts, payWithTestCard, startPayment } from '../../test-support/checkout.js';
import { findOrderStatusLinks } from '../../test-support/outbox.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { signedInAdmin, TEST_ADMIN } from '../../test-support/signed-in.js';
import { BACKENDS } from '../../test-support/test-database.js';

const NEW_LINK_SUBJECT = 'A new link to your eShop order';

describe.each(BACKENDS)("a guest order's status link on %s", (backend) => {
  let t: TestApp;
  let admin: Client;
  let product: Product;
  let guests = 0;

  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_ENABLED: 'false', PAYMENT_SWEEP_SECONDS: '0' });
    admin = await signedInAdmin(t);
    [product] = (await firstProducts(t.app, 1)) as [Product];
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A guest's purchase, and the link the success page gives them (`?exp=...&token=...`). */
  async function guestOrder() {
    const email = `guest${++guests}.${backend}@example.com`;
    const guest = createClient(t.app);
    const intent = (
      await startPayment(guest, [{ id: product.id, cartQuantity: 1 }], { userEmail: email })
    ).json<CreatePaymentIntentResponse>();
    expect((await payWithTestCard(guest, intent)).statusCode).toBe(200);
    const completed = await guest.request('POST', '/api/checkout/complete', {
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.clientSecret,
    });
    const { orderId, guestLink } = completed.json<CompleteCheckoutResponse>();
    return { email, orderId, query: `?exp=${guestLink!.exp}&token=${guestLink!.token}` };
  }
  /** What a visitor gets opening an order-status link: the order (200) or "not valid any more" (404). */
  const open = (orderId: string, query: string) =>
    createClient(t.app).request('GET', `/api/guest-orders/${orderId}${query}`);
  const revoke = (orderId: string, by = admin) =>
    by.request('DELETE', `/api/admin/orders/${orderId}/guest-link`);
  const sendAgain = (orderId: string, by = admin) =>
    by.request('POST', `/api/admin/orders/${orderId}/guest-link`);
  const latestAudit = async () =>
    (await admin.request('GET', '/api/admin/audit-log')).json<AuditLogResponse>().items[0];

  it('revokes every link sent: the old link answers as a wrong one does', async () => {
    const { orderId, query } = await guestOrder();
    expect((await open(orderId, query)).statusCode).toBe(200);
    const before = await admin.request('GET', `/api/admin/orders/${orderId}`);
    expect(before.json<AdminOrder>().guestLink).toBe('active');

    const revoked = await revoke(orderId);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json<AdminOrder>()).toMatchObject({ id: orderId, guestLink: 'revoked' });
    const wrongLink = await open(orderId, `${query.slice(0, -2)}xx`);
    const oldLink = await open(orderId, query);
    expect(oldLink.statusCode).toBe(404);
    expect(oldLink.json<ErrorResponse>()).toEqual(wrongLink.json<ErrorResponse>());
    expect(await latestAudit()).toMatchObject({
      actorEmail: TEST_ADMIN.email,
      action: "Guest's order link revoked",
      route: 'DELETE /api/admin/orders/:id/guest-link',
      entityType: 'order',
      entityId: orderId,
      before: { guestLink: 'active' },
      after: { guestLink: 'revoked' },
    });
  });

  it('e-mails the guest a new link that opens the order and voids the links sent before', async () => {
    const { email, orderId, query } = await guestOrder();
    const sent = await sendAgain(orderId);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<AdminOrder>().guestLink).toBe('active');
    expect((await open(orderId, query)).statusCode).toBe(404);
    const links = () => findOrderStatusLinks(t.testDb.dataDir, email, NEW_LINK_SUBJECT);
    const [first] = links();
    expect(first?.pathname).toBe(`/order-status/${orderId}`);
    expect((await open(orderId, first!.search)).statusCode).toBe(200);

    // Revoked, then sent again: the new link opens it, every earlier one stays dead.
    expect((await revoke(orderId)).statusCode).toBe(200);
    expect((await sendAgain(orderId)).json<AdminOrder>().guestLink).toBe('active');
    expect(links()).toHaveLength(2);
    const second = links().find((link) => link.search !== first!.search);
    expect((await open(orderId, second!.search)).statusCode).toBe(200);
    expect((await open(orderId, first!.search)).statusCode).toBe(404);
    expect((await open(orderId, query)).statusCode).toBe(404);
    expect(await latestAudit()).toMatchObject({
      action: "Guest's order link sent again",
      route: 'POST /api/admin/orders/:id/guest-link',
      entityId: orderId,
      before: { guestLink: 'revoked' },
      after: { guestLink: 'active' },
    });
  });

  it("refuses shoppers and visitors, an account's order, an unknown and a malformed id", async () => {
    const { orderId, query } = await guestOrder();
    const shopper = createClient(t.app);
    await shopper.signUp(`shopper.${backend}@example.com`, 'shopper password 1');
    await shopper.signIn(`shopper.${backend}@example.com`, 'shopper password 1');
    expect((await revoke(orderId, shopper)).statusCode).toBe(403);
    expect((await sendAgain(orderId, createClient(t.app))).statusCode).toBe(401);
    expect((await open(orderId, query)).statusCode).toBe(200);

    const { orderId: accountOrder } = await buy(shopper, [{ id: product.id, cartQuantity: 1 }]);
    expect(
      (await admin.request('GET', `/api/admin/orders/${accountOrder}`)).json<AdminOrder>().guestLink,
    ).toBe(null);
    for (const refused of [await revoke(accountOrder), await sendAgain(accountOrder)]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json<ErrorResponse>().error).toMatchObject({ code: 'CONFLICT' });
    }
    const unknown = await revoke('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorResponse>().error.code).toBe('NOT_FOUND');
    const malformed = await sendAgain('not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<ErrorResponse>().error.code).toBe('VALIDATION_ERROR');
  });
});

// The mail relay is not a database matter: one backend is enough.
describe("a guest order's new link with the mail relay down", () => {
  it('answers 503 saying to send again, and the old link is void all the same', async () => {
    // Nothing listens on port 1: the SMTP connection is refused at once.
    const t = await createTestApp('pglite', {
      SMTP_URL: 'smtp://127.0.0.1:1',
      RATE_LIMIT_ENABLED: 'false',
      PAYMENT_SWEEP_SECONDS: '0',
    });
    try {
      const admin = await signedInAdmin(t);
      const [product] = await firstProducts(t.app, 1);
      const guest = createClient(t.app);
      const intent = (
        await startPayment(guest, [{ id: product!.id, cartQuantity: 1 }], { userEmail: 'relay@example.com' })
      ).json<CreatePaymentIntentResponse>();
      await payWithTestCard(guest, intent);
      const { orderId, guestLink } = (
        await guest.request('POST', '/api/checkout/complete', {
          paymentIntentId: intent.paymentIntentId,
          clientSecret: intent.clientSecret,
        })
      ).json<CompleteCheckoutResponse>();

      const refused = await admin.request('POST', `/api/admin/orders/${orderId}/guest-link`);
      expect(refused.statusCode).toBe(503);
      expect(refused.json<ErrorResponse>().error).toMatchObject({
        code: 'UNAVAILABLE',
        message: expect.stringContaining('try again') as string,
      });
      const old = await guest.request(
        'GET',
        `/api/guest-orders/${orderId}?exp=${guestLink!.exp}&token=${guestLink!.token}`,
      );
      expect(old.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
