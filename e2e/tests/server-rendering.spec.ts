// The storefront drawn on the server (issue 21, decision 024): the first HTML of the home, category
// and product pages holds their products (a browser without JavaScript sees them), React takes the
// page over without redrawing it (no hydration error), the shopper's own cart shows once it has, and
// a page that does not exist answers 404.
import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { cartCount, productCards, waitForApp } from './support';

/** Errors React logs when the browser's first render differs from the server's HTML. */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function firstProduct(page: Page): Promise<{ id: string; name: string; category: string }> {
  const response = await page.request.get('/api/products?limit=1&sort=latest');
  const body = (await response.json()) as { items: { id: string; name: string; category: string }[] };
  const [product] = body.items;
  if (!product) throw new Error('The demo shop has no products.');
  return product;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home, category and product pages show their products', async ({ page }) => {
    const product = await firstProduct(page);
    await page.goto('/');
    await expect(productCards(page)).toHaveCount(12);
    await expect(page.getByText(/^\d+ Products found\.$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Phone' }).first()).toBeVisible();

    await page.goto('/category/Phone');
    await expect(page.getByRole('heading', { name: 'Category: Phone' })).toBeVisible();
    expect(await productCards(page).count()).toBeGreaterThan(0);
    // The filter panel works only with the app: the server keeps its place, the browser draws it.
    await expect(page.locator('#product-filter')).toBeEmpty();

    await page.goto(`/product-details/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page).toHaveTitle(`${product.name} | eShop`);
    await expect(page.getByRole('button', { name: 'ADD TO CARD' }).first()).toBeVisible();

    // The cart is in the browser: the server draws its heading (kept out of search results).
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});

test('the first HTML carries the page title, description, preview and structured data', async ({
  request,
  baseURL,
}) => {
  const products = await request.get('/api/products?limit=1&sort=latest');
  const [product] = ((await products.json()) as { items: { id: string; name: string }[] }).items;
  const response = await request.get(`/product-details/${product?.id}`, {
    headers: { 'accept-encoding': 'br, gzip' },
  });
  expect(response.status()).toBe(200);
  // Compressed on the way, with its stylesheets inline (no round trip before the first paint).
  expect(response.headers()['content-encoding']).toBe('br');
  const html = await response.text();
  expect(html).toContain(`<title>${product?.name} | eShop</title>`);
  // Every stylesheet is inline; a disabled link only names it (never fetched).
  for (const link of html.match(/<link rel="stylesheet"[^>]*>/g) ?? []) expect(link).toContain(' disabled');
  expect(html).toContain('<style>');
  // The app's code is asked for once the page has painted, by the one inline loader.
  expect(html).not.toContain('<script type="module"');
  expect(html).not.toContain('rel="modulepreload"');
  expect(html).toMatch(/<script data-modules="\/assets\/index-[\w-]+\.js /);
  expect(html).toMatch(/<meta name="description" content="[^"]+">/);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/product-details/${product?.id}">`);
  expect(html).toMatch(new RegExp(`<meta property="og:image" content="${baseURL}/[^"]+">`));
  expect(html).toContain('<meta property="og:type" content="product">');
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '{}') as { '@type': string; offers?: { price: string } },
  );
  expect(jsonLd.map((data) => data['@type'])).toEqual(['Product', 'BreadcrumbList']);
  expect(jsonLd[0]?.offers?.price).toMatch(/^\d+\.\d{2}$/);
});

test('missing pages, products and categories answer 404', async ({ request }) => {
  for (const path of [
    '/category/Toys',
    '/product-details/00000000-0000-4000-8000-000000000000',
    '/product-details/not-an-id',
    '/no-such-page',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('<meta name="robots" content="noindex">');
  }
  expect((await request.get('/category/Phone')).status()).toBe(200);
});

test('the browser takes over the drawn page without errors, and shows its own cart', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const product = await firstProduct(page);
  await page.goto(`/product-details/${product.id}`);
  await waitForApp(page);
  await page.getByRole('button', { name: 'ADD TO CARD' }).first().click();
  await expect(cartCount(page)).toHaveText('1');

  // Each drawn page again: the cart kept in the browser replaces the visitor's empty one.
  for (const path of ['/', '/category/Phone', `/product-details/${product.id}`, '/contact', '/cart']) {
    await page.goto(path);
    await expect(cartCount(page)).toHaveText('1');
  }
  // The cart page, drawn as its heading, fills in the line from the browser's cart.
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: product.name })).toBeVisible();
  // Interactive after hydration: a link is followed in the page, the filter panel opens.
  await page.goto('/');
  await page.getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL('/contact');
  // The filter panel the server left empty is drawn once the app takes over.
  await page.goto('/category/Phone');
  await waitForApp(page);
  await expect(
    page.locator('#product-filter').getByRole('checkbox', { name: 'In stock only' }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});
