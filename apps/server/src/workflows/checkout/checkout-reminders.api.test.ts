// Bringing shoppers back on both backends (issue 37, decision 070): the reminder is off until the
// owner turns it on; then one e-mail goes, after the owner's delay, to a shopper who left a checkout
// (and agreed, when the owner asks for consent), with a link that restores the cart at today's prices
// and an unsubscribe link that works (one click too); no reminder after an order, twice, or after an
// unsubscribe. Consent to news and offers at registration and checkout is exported with its date.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CheckoutReminderSettings,
  CreatePaymentIntentResponse,
  ErrorResponse,
  Product,
  RestoredCart,
  ShopConfig,
} from '@eshop/shared';
import { createClient, type Client } from '../../test-support/auth-client.js';
import { firstProducts, payWithTestCard, startPayment } from '../../test-support/checkout.js';
import { decodeQuotedPrintable, readOutbox } from '../../test-support/outbox.js';
import { signedInAdmin } from '../../test-support/signed-in.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { BACKENDS } from '../../test-support/test-database.js';

const HOUR_MS = 60 * 60 * 1000;
const SUBJECT = 'You left something in your cart at';

describe.each(BACKENDS)('checkout reminders and consent on %s', (backend) => {
  let t: TestApp;
  let admin: Client;
  let product: Product;

  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_ENABLED: 'false', PAYMENT_SWEEP_SECONDS: '0' });
    admin = await signedInAdmin(t);
    [product] = (await firstProducts(t.app, 1)) as [Product];
  });
  afterAll(async () => {
    await t?.close();
  });

  const email = (name: string) => `${name}-${backend}@example.com`;
  const leave = async (who: string, extra: Record<string, unknown> = {}) => {
    const started = await startPayment(createClient(t.app), [{ id: product.id, cartQuantity: 2 }], {
      userEmail: who,
      ...extra,
    });
    expect(started.statusCode, started.body).toBe(200);
    return started.json<CreatePaymentIntentResponse>();
  };
  const remindersTo = (to: string) =>
    readOutbox(t.testDb.dataDir)
      .map(decodeQuotedPrintable)
      .filter((mail) => mail.includes(`To: ${to}`) && mail.includes(SUBJECT));
  const later = (hours: number) => new Date(Date.now() + hours * HOUR_MS);
  const saveSettings = async (settings: CheckoutReminderSettings) => {
    const saved = await admin.request('PUT', '/api/admin/settings/checkout-reminders', settings);
    expect(saved.statusCode, saved.body).toBe(200);
  };
  const config = async () => (await t.app.inject({ method: 'GET', url: '/api/config' })).json<ShopConfig>();

  it('sends nothing until the owner turns reminders on', async () => {
    const settings = await admin.request('GET', '/api/admin/settings/checkout-reminders');
    expect(settings.json()).toEqual({ enabled: false, delayHours: 24, askConsent: true });
    expect((await config()).asksReminderConsent).toBe(false);
    await leave(email('early'), { reminderConsent: true });
    expect(await t.app.checkout.sendCheckoutReminders(later(48))).toEqual({ sent: 0, skipped: 0 });
    expect(remindersTo(email('early'))).toEqual([]);
    const bad = await admin.request('PUT', '/api/admin/settings/checkout-reminders', {
      enabled: true,
      delayHours: 0,
      askConsent: true,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('reminds once, after the delay, those who agreed; the link restores the cart and unsubscribing works', async () => {
    await saveSettings({ enabled: true, delayHours: 2, askConsent: true });
    expect((await config()).asksReminderConsent).toBe(true);
    const agreed = email('agreed');
    const silent = email('silent');
    const left = await leave(agreed, { reminderConsent: true, language: 'de' });
    await leave(silent);
    // Too early: the delay has not passed.
    await t.app.checkout.sendCheckoutReminders(later(1));
    expect(remindersTo(agreed)).toEqual([]);

    const report = await t.app.checkout.sendCheckoutReminders(later(3));
    expect(report.sent).toBeGreaterThanOrEqual(1);
    expect(remindersTo(silent)).toEqual([]);
    // German, like the page the shopper paid from (the subject's words are English in the test's match).
    const german = readOutbox(t.testDb.dataDir)
      .map(decodeQuotedPrintable)
      .filter((mail) => mail.includes(`To: ${agreed}`));
    expect(german).toHaveLength(1);
    const mail = german[0]!;
    expect(mail).toContain('Noch unentschlossen?');
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail).toContain(product.name);
    const cartLink = new URL(mail.match(/https?:\/\/[^\s"<>]+\/de\/cart\/restore\/[\w-]+\?token=[\w-]+/)![0]);
    const unsubscribeLink = new URL(
      mail
        .match(/https?:\/\/[^\s"<>]+\/de\/unsubscribe\?email=[^\s"<>&]+&(?:amp;)?token=[\w-]+/)![0]
        .replace('&amp;', '&'),
    );
    // Once only.
    await t.app.checkout.sendCheckoutReminders(later(5));
    expect(
      readOutbox(t.testDb.dataDir)
        .map(decodeQuotedPrintable)
        .filter((m) => m.includes(`To: ${agreed}`)),
    ).toHaveLength(1);

    // The link brings the lines back at today's prices; another checkout's token does not.
    const id = cartLink.pathname.split('/').at(-1)!;
    const token = cartLink.searchParams.get('token')!;
    const restored = await t.app.inject({ method: 'GET', url: `/api/checkout/restore/${id}?token=${token}` });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<RestoredCart>().items).toEqual([
      expect.objectContaining({ id: product.id, cartQuantity: 2, priceCents: product.priceCents }),
    ]);
    expect(left.paymentIntentId).toBeTruthy();
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/checkout/restore/${id}?token=${token.slice(1)}x`,
    });
    expect(forged.statusCode).toBe(404);

    // Unsubscribing: a wrong token changes nothing; the right one stops the next reminder.
    const address = unsubscribeLink.searchParams.get('email')!;
    expect(address).toBe(agreed);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/unsubscribe',
      payload: { email: agreed, token: 'not-the-token-at-all' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ErrorResponse>().error.message).toBe(
      'This unsubscribe link is not valid. Please use the link in the newest e-mail.',
    );
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/unsubscribe',
      payload: { email: address, token: unsubscribeLink.searchParams.get('token') },
    });
    expect(done.statusCode, done.body).toBe(200);
    await leave(agreed, { reminderConsent: true });
    await t.app.checkout.sendCheckoutReminders(later(30 * 24));
    await t.app.checkout.sendCheckoutReminders(later(3));
    expect(
      readOutbox(t.testDb.dataDir)
        .map(decodeQuotedPrintable)
        .filter((m) => m.includes(`To: ${agreed}`)),
    ).toHaveLength(1);
  });

  it('takes one-click unsubscribes from mail clients (RFC 8058)', async () => {
    const who = email('oneclick');
    await saveSettings({ enabled: true, delayHours: 2, askConsent: true });
    await leave(who, { reminderConsent: true });
    expect((await t.app.checkout.sendCheckoutReminders(later(3))).sent).toBeGreaterThanOrEqual(1);
    // The headers as sent: quoted-printable is the body's, and undoing it there turned a token
    // starting with two hex digits ("=FF...") into another character.
    const mail =
      readOutbox(t.testDb.dataDir).find(
        (sent) => sent.includes(`To: ${who}`) && sent.includes('List-Unsubscribe'),
      ) ?? '';
    // Long headers are folded over lines; unfolded, the link is whole.
    const oneClick = mail.replace(/\r?\n[ \t]+/g, '').match(/List-Unsubscribe:\s*<([^>]+)>/)?.[1] ?? '';
    expect(oneClick).toContain('/api/unsubscribe?email=');
    const url = new URL(oneClick);
    const response = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ email: who });
  });

  it('does not remind a shopper who ordered since, and reminds everyone with an e-mail when consent is not asked', async () => {
    await saveSettings({ enabled: true, delayHours: 1, askConsent: false });
    expect((await config()).asksReminderConsent).toBe(false);
    const buyer = email('buyer');
    await leave(buyer);
    const guest = createClient(t.app);
    const intent = (
      await startPayment(guest, [{ id: product.id, cartQuantity: 1 }], { userEmail: buyer })
    ).json<CreatePaymentIntentResponse>();
    expect((await payWithTestCard(guest, intent)).statusCode).toBe(200);
    const ordered = await guest.request('POST', '/api/checkout/complete', {
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.clientSecret,
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    const asked = email('unasked');
    await leave(asked);
    await t.app.checkout.sendCheckoutReminders(later(2));
    expect(remindersTo(buyer)).toEqual([]);
    expect(remindersTo(asked)).toHaveLength(1);
  });

  it('keeps consent to news and offers from registration and checkout, with its date, in the customer export', async () => {
    const registered = email('newsreader');
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: t.app.config.PUBLIC_URL },
      payload: { email: registered, password: 'news password 1', name: '', newsletterConsent: true },
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    // A guest who ticks "news and offers" at checkout and orders.
    const buyer = email('checkout-news');
    const guest = createClient(t.app);
    const intent = (
      await startPayment(guest, [{ id: product.id, cartQuantity: 1 }], {
        userEmail: buyer,
        newsletterConsent: true,
      })
    ).json<CreatePaymentIntentResponse>();
    expect((await payWithTestCard(guest, intent)).statusCode).toBe(200);
    const ordered = await guest.request('POST', '/api/checkout/complete', {
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.clientSecret,
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    const csv = await admin.request('GET', '/api/admin/customers/export.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe(
      'E-mail,Name,Account,Registered,Orders,Spent,Currency,Last order,News and offers,Agreed on',
    );
    const row = lines.find((line) => line.startsWith(`${registered},`)) ?? '';
    expect(row).toMatch(/,yes,\d{4}-\d{2}-\d{2}T[\d:.]+Z$/);
    expect(lines.find((line) => line.startsWith(`${buyer},`))).toMatch(
      /,guest,.*,yes,\d{4}-\d{2}-\d{2}T[\d:.]+Z$/,
    );
    // The 'buyer' of the test before ordered without ticking it.
    expect(lines.find((line) => line.startsWith(`${email('buyer')},`))).toMatch(/,no,$/);
    expect((await createClient(t.app).request('GET', '/api/admin/customers/export.csv')).statusCode).toBe(
      401,
    );
  });
});
