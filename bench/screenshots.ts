/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// `npm run screenshots`: the README's pictures of the shop. Starts the built shop on a fresh data
// folder (demo catalogue) and photographs the home page as a phone (390 x 844) and a desktop
// (1280 x 800) in Debian's Chromium, and, on the desktop, a product page and its cart drawer. `-- --all DIR` also photographs the category, product and cart
// pages into DIR, to review a change of look at both sizes; `-- --admin DIR` the admin's lists (orders,
// customers, a customer, products, inventory, activity) after a shopper's two orders and a stock edit.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright';
import { ROOT } from './paths.js';
import type { Product } from './checkout.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startShop } from './shop.js';
import { benchClient, emptyStepTimes, purchase, signIn, signUp } from './shopper-journey.js';

const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
} as const;

const { values } = parseArgs({ options: { all: { type: 'string' }, admin: { type: 'string' } } });
const OWNER = { email: 'owner@example.com', password: 'owner password 1' };
const ADMIN_LISTS = ['orders', 'customers', 'all-products', 'inventory', 'activity'];
const readmeDir = path.join(ROOT, 'docs', 'screenshots');

/** Waits until every picture has arrived (lazy ones too, for full-page pictures) and fonts are in. */
async function settle(page: Page): Promise<void> {
  // A drawn page is taken over by the app after its first paint (decision 024): clicks wait for it.
  await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(
      images
        .filter((image) => !image.complete)
        .map(
          (image) =>
            new Promise((done) => {
              image.addEventListener('load', done, { once: true });
              image.addEventListener('error', done, { once: true });
            }),
        ),
    );
  });
}

const shop = await startShop(
  'screenshots',
  console.log,
  values.admin ? { ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password } : {},
);
/** The owner's session cookie, once a shopper has ordered twice and the owner has edited a stock. */
async function prepareAdminLists(): Promise<{ name: string; value: string }> {
  const shopper = benchClient(shop.baseUrl);
  const email = 'shopper@example.com';
  await signUp(shopper, email, 'shopper password 1');
  await signIn(shopper, email, 'shopper password 1');
  const listing = await shopper.call<{ items: Product[] }>('GET', '/api/products?limit=12');
  for (const n of [0, 1]) await purchase(shopper, listing.items, n, emptyStepTimes());
  const owner = benchClient(shop.baseUrl);
  await signIn(owner, OWNER.email, OWNER.password);
  const [first] = listing.items;
  if (first) await owner.call('PATCH', `/api/admin/products/${first.id}/stock`, { stock: 3 });
  const pair = owner.cookie.split('; ')[0]!;
  const equals = pair.indexOf('=');
  return { name: pair.slice(0, equals), value: pair.slice(equals + 1) };
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const ownerCookie = values.admin ? await prepareAdminLists() : undefined;
  const listing = await fetch(`${shop.baseUrl}/api/products?category=Phone&limit=1`);
  const [phone] = ((await listing.json()) as { items: { id: string }[] }).items;
  for (const [name, device] of Object.entries(VIEWPORTS)) {
    // Reduced motion keeps the hero on its first slide while the picture is taken.
    const context = await browser.newContext({ ...device, reducedMotion: 'reduce', baseURL: shop.baseUrl });
    const page = await context.newPage();
    page.on('crash', () => console.error(`the ${name} page crashed`));
    page.on('pageerror', (error) => console.error(`${name}: ${error.message}`));
    await page.goto('/');
    await settle(page);
    const file = path.join(readmeDir, `home-${name}.png`);
    await page.screenshot({ path: file });
    console.log(`wrote ${path.relative(ROOT, file)}`);
    if (name === 'desktop' && phone) {
      await page.goto(`/product-details/${phone.id}`);
      await settle(page);
      const productFile = path.join(readmeDir, 'product-desktop.png');
      await page.screenshot({ path: productFile });
      await page
        .getByRole('button', { name: /add to card/i })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
      await settle(page);
      const drawerFile = path.join(readmeDir, 'cart-drawer-desktop.png');
      await page.screenshot({ path: drawerFile });
      console.log(`wrote ${path.relative(ROOT, productFile)} and ${path.relative(ROOT, drawerFile)}`);
      // The next pictures start from an empty cart.
      await page.evaluate(() => localStorage.clear());
    }
    if (values.all && phone) {
      const pages = { category: '/category/Phone', product: `/product-details/${phone.id}`, cart: '/cart' };
      await page.goto(pages.product);
      await settle(page);
      await page
        .getByRole('button', { name: /add to card/i })
        .first()
        .click();
      for (const [label, url] of Object.entries(pages)) {
        await page.goto(url);
        await settle(page);
        await page.screenshot({ path: path.join(values.all, `${label}-${name}.png`), fullPage: true });
      }
      await page.goto('/');
      await settle(page);
      await page.screenshot({ path: path.join(values.all, `home-${name}-full.png`), fullPage: true });
    }
    if (values.admin && ownerCookie) {
      await context.addCookies([{ ...ownerCookie, url: shop.baseUrl }]);
      for (const list of ADMIN_LISTS) {
        await page.goto(`/admin/${list}`);
        await page.locator('table').first().waitFor();
        await settle(page);
        await page.screenshot({ path: path.join(values.admin, `admin-${list}-${name}.png`), fullPage: true });
      }
      await page.goto('/admin/customers');
      await page.locator('tbody a').first().click();
      // The customer's own page, not the list still on screen while it loads.
      await page.waitForURL(/\/admin\/customers\/.+/);
      await page.getByRole('heading', { level: 2, name: /orders/i }).waitFor();
      await page.locator('table').first().waitFor();
      await settle(page);
      await page.screenshot({ path: path.join(values.admin, `admin-customer-${name}.png`), fullPage: true });
    }
    await context.close();
  }
} finally {
  await browser.close();
  await shop.stop();
}
