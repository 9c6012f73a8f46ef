// Admin > Texts (issue 36, decision 069): the owner finds the spec's "ADD TO CARD" and writes "Add to
// cart"; a shopper's open page shows it at once, a page drawn afterwards by the server too, the German
// storefront keeps its own text; reset, the spec's text is back.
import { expect, test } from './fixtures';
import { productCards, waitForProducts } from './support';

test.afterAll(async ({ playwright, adminStorageState }, workerInfo) => {
  // Whatever happened above, the shop's other journeys read the spec's text again.
  const admin = await playwright.request.newContext({
    baseURL: workerInfo.project.use.baseURL,
    storageState: adminStorageState,
  });
  await admin.put('/api/admin/texts/en', { data: { key: 'catalog.addToCart', text: null } });
  await admin.put('/api/admin/texts/en', { data: { key: 'catalog.searchResultsHeading', text: null } });
  await admin.dispose();
});

test('the owner re-words "ADD TO CARD" as "Add to cart"; shoppers see it at once, and the default again after a reset', async ({
  page,
  adminPage,
}) => {
  await page.goto('/');
  await waitForProducts(page);
  const firstCard = productCards(page).first();
  await expect(firstCard.getByRole('button', { name: 'ADD TO CARD' })).toBeVisible();

  await adminPage.goto('/admin/texts');
  await expect(adminPage.getByRole('heading', { name: 'Texts' })).toBeVisible();
  await adminPage.getByLabel('Search texts').fill('add to card');
  const field = adminPage.getByLabel('catalog.addToCart');
  await expect(field).toHaveValue('ADD TO CARD');
  await field.fill('Add to cart');
  await adminPage.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(adminPage.getByText('Text saved: shoppers see it now.')).toBeVisible();

  // The shopper's open page hears of it and shows the owner's words without a reload.
  await expect(firstCard.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ADD TO CARD' })).toHaveCount(0);
  // A page the server draws now has them in its HTML already.
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('Add to cart');
  expect(html).not.toContain('ADD TO CARD');
  // The German storefront keeps its own text (the override was for English).
  await page.goto('/de');
  await waitForProducts(page);
  await expect(productCards(page).first().getByRole('button', { name: 'IN DEN WARENKORB' })).toBeVisible();

  await expect(adminPage.getByText('Changed', { exact: true })).toBeVisible();
  await adminPage.getByRole('button', { name: 'Reset to default' }).click();
  await expect(adminPage.getByText('Text reset to its default.')).toBeVisible();
  await expect(adminPage.getByLabel('catalog.addToCart')).toHaveValue('ADD TO CARD');
  await page.goto('/');
  await waitForProducts(page);
  await expect(productCards(page).first().getByRole('button', { name: 'ADD TO CARD' })).toBeVisible();
});

test("the owner's wording of a message with an argument shows on drawn pages and on pages the browser draws", async ({
  page,
  adminPage,
}) => {
  // A message's new wording reaches the browser as ICU text, which the browser parses with FormatJS's
  // parser loaded for it (the shop's own messages arrive parsed at build time, decision 080).
  const saved = await adminPage.request.put('/api/admin/texts/en', {
    data: { key: 'catalog.searchResultsHeading', text: 'Found for “{term}”' },
  });
  expect(saved.ok()).toBe(true);

  // Drawn by the server, then live: the heading stays the owner's once the page is hydrated.
  await page.goto('/search?search=laptop');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Found for “laptop”');
  await waitForProducts(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Found for “laptop”');

  // Drawn by the browser from the start (the sign-in page), then a search from the header.
  await page.goto('/login');
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search products' }).first();
  await search.fill('phone');
  await search.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Found for “phone”');
});
