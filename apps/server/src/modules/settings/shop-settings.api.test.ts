// The shop's name, logo, colours, e-mail sender and price format through the real app on both backends:
// the environment's until the owner saves others; refused when a colour, an address or a format is not
// usable (a light accent, a logo the shop never stored); then shown by /api/config, by the pages the
// server sends, and by the order e-mails; and, on PostgreSQL, by a second instance as soon as it hears.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_CURRENCY_FORMAT,
  formatCents,
  formatCentsAs,
  setShopMoney,
  type AuditLogResponse,
  type CurrencyFormat,
  type EmailSender,
  type ErrorResponse,
  type Order,
  type ShopBranding,
  type ShopConfig,
  type UploadedImageResponse,
} from '@eshop/shared';
import { buildApp, type App } from '../../app.js';
import { loadEnv } from '../../config/env.js';
import { openDatabase, type Database } from '../../db/client.js';
import { createClient, type Client } from '../../test-support/auth-client.js';
import { buy, firstProducts } from '../../test-support/checkout.js';
import { readOutbox } from '../../test-support/outbox.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { makeAdmin, signedInAdmin, TEST_ADMIN } from '../../test-support/signed-in.js';
import { BACKENDS } from '../../test-support/test-database.js';
import { testPicture, upload } from '../../test-support/uploads.js';

const EURO_STYLE: CurrencyFormat = {
  symbol: ' €',
  symbolPosition: 'after',
  thousandsSeparator: 'dot',
  decimalSeparator: 'comma',
};

/** A message as the outbox wrote it, its quoted-printable parts decoded (UTF-8). */
const decoded = (mail: string) =>
  Buffer.from(
    mail
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

describe.each(BACKENDS)("the shop's branding, sender and price format on %s", (backend) => {
  let t: TestApp;
  let admin: Client;
  let shopper: Client;

  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_ENABLED: 'false', PAYMENT_SWEEP_SECONDS: '0' });
    admin = await signedInAdmin(t);
    shopper = createClient(t.app);
    await shopper.signUp('branded@example.com', 'shopper password 1');
    await shopper.signIn('branded@example.com', 'shopper password 1');
  });
  afterAll(async () => {
    setShopMoney('USD', DEFAULT_CURRENCY_FORMAT);
    await t?.close();
  });

  const config = async () => (await t.app.inject({ method: 'GET', url: '/api/config' })).json<ShopConfig>();
  const saveBranding = (body: object) => admin.request('PUT', '/api/admin/settings/branding', body);
  const DEFAULT_BRANDING = { shopName: '', logo: null, headerColor: '#ffffff', accentColor: '#c2410c' };

  it("starts with the environment's name and sender, the storefront's colours and $1,234.56", async () => {
    expect((await admin.request('GET', '/api/admin/settings/branding')).json<ShopBranding>()).toEqual({
      shopName: null,
      defaultShopName: 'eShop',
      logo: null,
      headerColor: '#ffffff',
      accentColor: '#c2410c',
    });
    expect((await admin.request('GET', '/api/admin/settings/email-sender')).json<EmailSender>()).toEqual({
      name: null,
      address: 'no-reply@localhost',
    });
    expect(
      (await admin.request('GET', '/api/admin/settings/currency-format')).json<CurrencyFormat>(),
    ).toEqual(DEFAULT_CURRENCY_FORMAT);
    expect(await config()).toMatchObject({
      shopName: 'eShop',
      branding: { logo: null, headerColor: '#ffffff', accentColor: '#c2410c' },
      currencyFormat: DEFAULT_CURRENCY_FORMAT,
    });
    expect(formatCents(123456)).toBe('$1,234.56');
  });

  it('refuses a colour, a light accent, an address, a format or a logo it cannot use, changing nothing', async () => {
    const refused = async (url: string, body: object) => {
      const response = await admin.request('PUT', url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      return response.json<ErrorResponse>().error.details ?? [];
    };
    const branding = '/api/admin/settings/branding';
    expect(await refused(branding, { ...DEFAULT_BRANDING, headerColor: 'navy' })).toEqual([
      { path: 'headerColor', message: 'Enter a colour as # and six hex digits, like #1d4ed8.' },
    ]);
    const [light] = await refused(branding, { ...DEFAULT_BRANDING, accentColor: '#fbbf24' });
    expect(light).toMatchObject({ path: 'accentColor' });
    expect(light?.message).toMatch(/too light.*1\.6:1.*at least 4\.5:1/);
    expect(await refused(branding, { ...DEFAULT_BRANDING, shopName: 'x'.repeat(61) })).toHaveLength(1);
    const [notStored] = await refused(branding, {
      ...DEFAULT_BRANDING,
      logo: { url: '/uploads/product/123never-uploaded.png', width: 10, height: 10 },
    });
    expect(notStored?.path).toBe('logo');
    expect(
      await refused(branding, {
        ...DEFAULT_BRANDING,
        logo: { url: 'https://evil.example/x.png', width: 1, height: 1 },
      }),
    ).toHaveLength(1);

    const sender = '/api/admin/settings/email-sender';
    expect(await refused(sender, { name: 'Shop', address: 'not an address' })).toEqual([
      { path: 'address', message: 'Enter an e-mail address like orders@example.com.' },
    ]);
    expect(await refused(sender, { name: 'Shop\r\nBcc: x@y.z', address: 'a@b.co' })).toHaveLength(1);

    const format = '/api/admin/settings/currency-format';
    expect(await refused(format, { ...DEFAULT_CURRENCY_FORMAT, symbol: '1$' })).toHaveLength(1);
    expect(await refused(format, { ...DEFAULT_CURRENCY_FORMAT, symbol: '   ' })).toHaveLength(1);
    expect(await refused(format, { ...DEFAULT_CURRENCY_FORMAT, decimalSeparator: 'comma' })).toEqual([
      {
        path: 'thousandsSeparator',
        message: 'The thousands separator must differ from the decimal separator.',
      },
    ]);

    expect(await config()).toMatchObject({ shopName: 'eShop', currencyFormat: DEFAULT_CURRENCY_FORMAT });
    expect(formatCents(123456)).toBe('$1,234.56');
  });

  it('lets only the admin read or save them', async () => {
    const visitor = createClient(t.app);
    for (const url of ['branding', 'email-sender', 'currency-format']) {
      expect((await shopper.request('GET', `/api/admin/settings/${url}`)).statusCode).toBe(403);
      expect((await visitor.request('GET', `/api/admin/settings/${url}`)).statusCode).toBe(401);
    }
    expect((await shopper.request('PUT', '/api/admin/settings/branding', DEFAULT_BRANDING)).statusCode).toBe(
      403,
    );
    expect((await shopper.request('PUT', '/api/admin/settings/currency-format', EURO_STYLE)).statusCode).toBe(
      403,
    );
    expect(
      (await visitor.request('PUT', '/api/admin/settings/email-sender', { name: null, address: 'a@b.co' }))
        .statusCode,
    ).toBe(401);
  });

  it('shows the saved name, logo, colours and format in the config, the pages, the e-mails and the audit log', async () => {
    const uploaded = (
      await upload(t.app, admin, 'logo.png', await testPicture('png', 400, 100), 'image/png')
    ).json<UploadedImageResponse>();
    const logo = { url: uploaded.imageURL, width: uploaded.width, height: uploaded.height };
    const saved = await saveBranding({
      shopName: '  Corner Shop ',
      logo,
      headerColor: '#1E3A8A',
      accentColor: '#1d4ed8',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<ShopBranding>()).toEqual({
      shopName: 'Corner Shop',
      defaultShopName: 'eShop',
      logo,
      headerColor: '#1e3a8a',
      accentColor: '#1d4ed8',
    });
    expect(
      (
        await admin.request('PUT', '/api/admin/settings/email-sender', {
          name: 'Corner Orders',
          address: 'orders@corner.example',
        })
      ).json<EmailSender>(),
    ).toEqual({ name: 'Corner Orders', address: 'orders@corner.example' });
    expect(
      (await admin.request('PUT', '/api/admin/settings/currency-format', EURO_STYLE)).json<CurrencyFormat>(),
    ).toEqual(EURO_STYLE);

    expect(await config()).toMatchObject({
      shopName: 'Corner Shop',
      branding: { logo, headerColor: '#1e3a8a', accentColor: '#1d4ed8' },
      currencyFormat: EURO_STYLE,
    });
    expect(formatCents(123456)).toBe('1.234,56\u00a0€');

    // The confirmation e-mail: from the saved sender, under the saved name, in its colours and logo,
    // its prices in the saved format.
    const [product] = await firstProducts(t.app, 1);
    const { orderId } = await buy(shopper, [{ id: product!.id, cartQuantity: 2 }]);
    const order = (await shopper.request('GET', `/api/orders/${orderId}`)).json<Order>();
    const subject = `Subject: Your Corner Shop order #${order.number}`;
    await expect
      .poll(() => readOutbox(t.testDb.dataDir).filter((mail) => mail.includes(subject)).length)
      .toBe(1);
    const mail = decoded(readOutbox(t.testDb.dataDir).find((m) => m.includes(subject))!);
    expect(mail).toMatch(/From: "?Corner Orders"? <orders@corner\.example>/);
    expect(mail).toContain(formatCentsAs(order.totals.totalCents, EURO_STYLE));
    expect(mail).toContain('background-color:#1e3a8a');
    expect(mail).toContain('background-color:#1d4ed8');
    expect(mail).toContain(`src="http://localhost:3000${logo.url}"`);
    const logoTag = /<img[^>]*alt="Corner Shop"[^>]*>/.exec(mail)?.[0] ?? '';
    expect(logoTag).toContain('height="40"');
    expect(logoTag).toContain('width="160"');

    const [entry] = (await admin.request('GET', '/api/admin/audit-log')).json<AuditLogResponse>().items;
    expect(entry).toMatchObject({
      action: 'Price format saved',
      route: 'PUT /api/admin/settings/currency-format',
      before: DEFAULT_CURRENCY_FORMAT,
      after: EURO_STYLE,
    });
  });

  it("goes back to the environment's name, sender and $ when the owner saves the defaults", async () => {
    expect((await saveBranding(DEFAULT_BRANDING)).json<ShopBranding>()).toMatchObject({
      shopName: null,
      logo: null,
    });
    await admin.request('PUT', '/api/admin/settings/email-sender', {
      name: '',
      address: 'no-reply@localhost',
    });
    await admin.request('PUT', '/api/admin/settings/currency-format', DEFAULT_CURRENCY_FORMAT);
    expect(await config()).toMatchObject({
      shopName: 'eShop',
      branding: { logo: null, headerColor: '#ffffff', accentColor: '#c2410c' },
      currencyFormat: DEFAULT_CURRENCY_FORMAT,
    });
    expect(t.app.shopSettings.current().sender).toEqual({ name: 'eShop', address: 'no-reply@localhost' });
    expect(formatCents(123456)).toBe('$1,234.56');
  });

  describe.runIf(backend === 'postgres')('with a second server instance on the same database', () => {
    let other: App;
    let otherDatabase: Database;
    beforeAll(async () => {
      otherDatabase = await openDatabase({ databaseUrl: t.testDb.url, poolSize: 4 });
      const otherConfig = loadEnv({
        NODE_ENV: 'test',
        DATA_DIR: t.testDb.dataDir,
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: `${t.testDb.dataDir}/no-web-build`,
        RATE_LIMIT_ENABLED: 'false',
        PAYMENT_SWEEP_SECONDS: '0',
      });
      other = await buildApp({ config: otherConfig, database: otherDatabase, logger: false });
      await other.ready();
    });
    afterAll(async () => {
      await other?.close();
      await otherDatabase?.close();
      setShopMoney('USD', DEFAULT_CURRENCY_FORMAT);
    });

    it('shows a name, colours and format saved through A on B as soon as B hears of it', async () => {
      const configOnB = async () =>
        (await other.inject({ method: 'GET', url: '/api/config' })).json<ShopConfig>();
      expect((await configOnB()).shopName).toBe('eShop'); // B keeps its copy
      await saveBranding({ ...DEFAULT_BRANDING, shopName: 'Second Shop', headerColor: '#111827' });
      await admin.request('PUT', '/api/admin/settings/currency-format', EURO_STYLE);
      await expect
        .poll(async () => {
          const { shopName, branding, currencyFormat } = await configOnB();
          return { shopName, headerColor: branding.headerColor, currencyFormat };
        })
        .toEqual({ shopName: 'Second Shop', headerColor: '#111827', currencyFormat: EURO_STYLE });
      expect(other.shopSettings.emailBrand()).toMatchObject({
        shopName: 'Second Shop',
        colors: { header: '#111827', onHeader: '#ffffff' },
      });

      await saveBranding(DEFAULT_BRANDING);
      await admin.request('PUT', '/api/admin/settings/currency-format', DEFAULT_CURRENCY_FORMAT);
      await expect.poll(async () => (await configOnB()).shopName).toBe('eShop');
    });
  });
});

describe('pages the server sends', () => {
  let t: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'eshop-branded-dist-'));

  beforeAll(async () => {
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<html><head><title>__SHOP_NAME__</title></head><body><div id="root"></div></body></html>',
    );
    t = await createTestApp('pglite', { WEB_DIST_DIR: dist, RATE_LIMIT_ENABLED: 'false' });
    await makeAdmin(t);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('carry the saved name and colours before any script runs', async () => {
    const page = async () => (await t.app.inject({ method: 'GET', url: '/cart' })).body;
    expect(await page()).toContain('<title>eShop</title>');
    expect(await page()).toContain('<style id="shop-look">:root{--color-header:#ffffff;');
    const admin = createClient(t.app);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    await admin.request('PUT', '/api/admin/settings/branding', {
      shopName: 'Corner <Shop>',
      logo: null,
      headerColor: '#111827',
      accentColor: '#1d4ed8',
    });
    const html = await page();
    expect(html).toContain('<title>Corner &#60;Shop&#62;</title>');
    expect(html).toContain(
      '<style id="shop-look">:root{--color-header:#111827;--color-on-header:#ffffff;--color-on-header-muted:#ffffff;',
    );
    expect(html).toContain('--color-accent:#1d4ed8;');
  });
});
