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
