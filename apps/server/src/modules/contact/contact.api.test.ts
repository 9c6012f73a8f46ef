// The contact form through the real app: a message reaches the shop's address in the outbox with the
// sender as Reply-To, bad input is refused and sends nothing, a bot's honeypot is dropped silently,
// line breaks cannot add mail headers, and a client past the limit gets a 429.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse, ShopConfig } from '@eshop/shared';
import { createClient, type Client } from '../../test-support/auth-client.js';
import { readOutbox } from '../../test-support/outbox.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { CONTACT_RATE_LIMIT } from './routes.js';

const SHOP = {
  SHOP_EMAIL: 'hello@shop.example',
  SHOP_PHONE: '+1 555 0199',
  SHOP_ADDRESS: '1 Market St, Springfield',
};
const MESSAGE = {
  user_name: 'Grace Hopper',
  user_email: 'grace@example.com',
  subject: 'Where is my parcel?',
  message: 'It left the warehouse on Monday.\nAny news?',
};

describe('contact form', () => {
  let t: TestApp;
  let visitor: Client;
  beforeAll(async () => {
    t = await createTestApp('pglite', { ...SHOP, RATE_LIMIT_ENABLED: 'true' });
    visitor = createClient(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const outbox = () => readOutbox(t.testDb.dataDir).filter((mail) => mail.includes(`To: ${SHOP.SHOP_EMAIL}`));
  const send = (body: unknown, remoteAddress = '10.0.0.1') =>
    visitor.request('POST', '/api/contact', body, { remoteAddress });

  it('shows the shop’s contact details from configuration, never the admin’s address', async () => {
    const config = (await visitor.request('GET', '/api/config')).json<ShopConfig>();
    expect(config.contact).toEqual({
      email: SHOP.SHOP_EMAIL,
      phone: SHOP.SHOP_PHONE,
      address: SHOP.SHOP_ADDRESS,
    });
  });

  it('sends the message to the shop with the sender as Reply-To', async () => {
    const response = await send(MESSAGE);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: true });
    const [mail] = outbox();
    expect(mail).toContain('Reply-To: Grace Hopper <grace@example.com>');
    expect(mail).toMatch(/Subject: \[eShop contact\] Where is my parcel\?/);
    expect(mail).toContain('It left the warehouse on Monday.');
    // The shop's own address sends it; the sender's would be spoofing, and relays refuse it.
    expect(mail?.split(/\r?\n\r?\n/)[0]).not.toMatch(/^From: .*grace@example\.com/m);
  });

  it('refuses a missing name, a bad e-mail or a missing subject, and sends nothing', async () => {
    const before = outbox().length;
    for (const bad of [
      { ...MESSAGE, user_name: '' },
      { ...MESSAGE, user_email: 'not-an-email' },
      { ...MESSAGE, subject: '  ' },
    ]) {
      const response = await send(bad, '10.0.0.2');
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorResponse>().error.code).toBe('VALIDATION_ERROR');
    }
    expect((await send({ ...MESSAGE, message: undefined }, '10.0.0.2')).statusCode).toBe(200);
    expect(outbox().length).toBe(before + 1);
  });

  it('cannot be made to add mail headers with line breaks', async () => {
    const before = outbox().length;
    const injections = [
      { ...MESSAGE, subject: 'Hi\r\nBcc: victim@example.com' },
      { ...MESSAGE, user_name: 'Eve\r\nBcc: victim@example.com' },
      { ...MESSAGE, user_email: 'eve@example.com\r\nBcc: victim@example.com' },
      { ...MESSAGE, subject: 'Hi\nContent-Type: text/html' },
    ];
    for (const body of injections) expect((await send(body, '10.0.0.3')).statusCode).toBe(400);
    // In the body a line break is just text.
    expect(
      (await send({ ...MESSAGE, message: 'Line one\r\nBcc: victim@example.com' }, '10.0.0.3')).statusCode,
    ).toBe(200);
    const sent = outbox().slice(before);
    expect(sent).toHaveLength(1);
    const headers = sent.map((mail) => mail.split(/\r?\n\r?\n/)[0] ?? '');
    expect(headers.every((head) => !/^Bcc:/im.test(head))).toBe(true);
  });

  it('drops a message whose honeypot is filled, telling the bot it went', async () => {
    const before = outbox().length;
    const response = await send({ ...MESSAGE, website: 'http://spam.example' }, '10.0.0.4');
    expect(response.statusCode).toBe(200);
    expect(outbox().length).toBe(before);
  });

  it('refuses a client past the limit with a 429, and not the next one', async () => {
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i += 1)
      expect((await send(MESSAGE, '10.0.0.9')).statusCode).toBe(200);
    const refused = await send(MESSAGE, '10.0.0.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorResponse>().error.code).toBe('RATE_LIMITED');
    expect((await send(MESSAGE, '10.0.0.10')).statusCode).toBe(200);
  });
});

describe('contact form with the mail relay down', () => {
  it('answers 503 with a message to try again, not a server error', async () => {
    // Nothing listens on port 1: the SMTP connection is refused at once.
    const t = await createTestApp('pglite', { SMTP_URL: 'smtp://127.0.0.1:1', RATE_LIMIT_ENABLED: 'false' });
    try {
      const response = await createClient(t.app).request('POST', '/api/contact', MESSAGE);
      expect(response.statusCode).toBe(503);
      expect(response.json<ErrorResponse>().error.message).toContain('try again');
    } finally {
      await t.close();
    }
  });
});
