// The owner brands the shop in Admin > Settings: its name, a logo, the header and accent colours and
// how prices look; a visitor's storefront shows them at once (the header, the tab's title, a product's
// price), drawn that way by the server. NOTE: every spec shares one server, so the journey puts the
// defaults back at its end whatever happens (others expect "eShop" and "$" prices).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations, productCards, readApi, waitForProducts } from './support';

type ProductPage = { items: { imageURL: string }[] };

/** A real picture to upload as the logo: one of the shop's demo drawings, as a WebP file. */
async function logoFile(request: APIRequestContext) {
  const { items } = (await readApi(request, '/api/products?limit=1')) as ProductPage;
  const picture = await request.get(`${items[0]!.imageURL}?w=400`);
  return { name: 'harbour-logo.webp', mimeType: 'image/webp', buffer: await picture.body() };
}

/** The settings as a new shop has them, saved through the API (as the signed-in owner of `page`). */
async function restoreDefaults(page: Page) {
  const headers = { origin: new URL(page.url()).origin };
  const put = (path: string, data: object) =>
    page.request.put(`/api/admin/settings/${path}`, { headers, data });
  await put('branding', { shopName: '', logo: null, headerColor: '#ffffff', accentColor: '#c2410c' });
  await put('currency-format', {
    symbol: '$',
    symbolPosition: 'before',
    thousandsSeparator: 'comma',
    decimalSeparator: 'dot',
  });
}

// Whatever became of the journey (a timeout leaves its `finally` no page to use), the next spec
// finds the defaults.
test.afterAll(async ({ browser, adminStorageState }) => {
  const context = await browser.newContext({ storageState: adminStorageState });
  const page = await context.newPage();
  await page.goto('/');
  await restoreDefaults(page);
  await context.close();
});

// A long journey (two browsers, many saves): room beyond the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

// The owner's page (the visitors name their own size).
test.use({ viewport: { width: 1280, height: 900 } });

test('the owner sets name, logo, colours and price format; the storefront shows them', async ({
  adminPage: admin,
  browser,
}) => {
  try {
    await admin.goto('/admin/settings');
    const branding = admin.getByRole('form', { name: 'Name, logo and colours' });
    await branding.getByLabel('Shop name').fill('Harbour Goods');
    await branding.getByLabel('Upload a logo').setInputFiles(await logoFile(admin.request));
    await expect(admin.getByText('Logo uploaded: save to use it.')).toBeVisible();
    await expect(branding.getByRole('img', { name: 'Logo of Harbour Goods' })).toBeVisible();
    await branding.getByLabel('Header colour', { exact: true }).fill('#1e3a8a');
    await expect(branding.getByText(/Text on it is white/)).toBeVisible();
    // Too light for white text: refused on the spot, with the reason.
    await branding.getByLabel('Accent colour (buttons and links)', { exact: true }).fill('#fbbf24');
    await expect(branding.getByText(/too light/)).toBeVisible();
    await branding.getByLabel('Accent colour (buttons and links)', { exact: true }).fill('#1d4ed8');
    await branding.getByRole('button', { name: 'Save name, logo and colours' }).click();
    await expect(admin.getByText('Settings saved').first()).toBeVisible();

    const prices = admin.getByRole('form', { name: 'Prices' });
    await prices.getByLabel('Currency symbol').fill(' €');
    await prices.getByLabel('Symbol goes').selectOption('after');
    await prices.getByLabel('Thousands separator').selectOption('dot');
    await prices.getByLabel('Decimal separator').selectOption('comma');
    await expect(prices.getByRole('group', { name: 'Preview' })).toContainText(/1\.234,56\s€/);
    await expectNoSeriousA11yViolations(admin);
    await prices.getByRole('button', { name: 'Save price format' }).click();
    await expect(admin.getByText('Settings saved').first()).toBeVisible();
    // The owner's own tab follows at once: the admin's header carries the new name.
    await expect(admin.getByRole('banner').getByRole('img', { name: 'Harbour Goods' })).toBeVisible();

    // A visitor's first page is drawn with them: the colours are in the HTML before any script.
    const visitor = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const html = await (await visitor.request.get('/')).text();
    expect(html).toContain('--color-header:#1e3a8a');
    expect(html).toContain('<title>Harbour Goods</title>');
    await visitor.goto('/');
    await waitForProducts(visitor);
    const header = visitor.getByRole('banner');
    const logo = header.getByRole('link', { name: 'Harbour Goods' }).getByRole('img');
    await expect(logo).toBeVisible();
    // A box of fixed size: the header does not shift when the picture arrives.
    await expect(logo).toHaveAttribute('height', '40');
    await expect(logo).toHaveAttribute('width', /^\d+$/);
    await expect(header).toHaveCSS('background-color', 'rgb(30, 58, 138)');
    await expect(visitor).toHaveTitle('Harbour Goods');
    const card = productCards(visitor).first();
    await expect(card).toContainText(/\d,\d{2}\s€/);
    await expect(card).not.toContainText('$');
    await expect(card.getByRole('button', { name: 'ADD TO CARD' })).toHaveCSS(
      'background-color',
      'rgb(29, 78, 216)',
    );
    await expectNoSeriousA11yViolations(visitor);
    await visitor.close();
  } finally {
    await restoreDefaults(admin);
  }

  // Back to the shop as it was: "eShop" and dollar prices.
  const visitor = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await visitor.goto('/');
  await waitForProducts(visitor);
  await expect(visitor.getByRole('banner').getByRole('link', { name: 'eShop' })).toHaveText('eShop');
  await expect(productCards(visitor).first()).toContainText('$');
  await visitor.close();
});
