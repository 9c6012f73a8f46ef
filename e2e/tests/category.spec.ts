import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations, filterPanel, productCards, tick, waitForProducts } from './support';

test('a category page lists only that category', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('link', { name: 'Health & Beauty' })
    .click();
  await expect(page).toHaveURL('/category/Health%20%26%20Beauty');
  await expect(page.getByRole('heading', { name: 'Category: Health & Beauty' })).toBeVisible();
  await waitForProducts(page);
  await expect(page.getByText('10 Products found.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Grid view' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'List view' })).toBeVisible();
  const names = await productCards(page).locator('p a').allTextContents();
  expect(names).toContain('Hydrating Face Serum');
  await expectNoSeriousA11yViolations(page);
});

test('an unknown category is a missing page (404), not an empty list', async ({ page }) => {
  const response = await page.goto('/category/Toys');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('Opppppsssss, Page not found.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Category: Toys' })).toHaveCount(0);
});

test('a category page has the filter panel of every listing: brands, price, in stock, other categories', async ({
  page,
}) => {
  await page.goto('/category/Phone');
  await waitForProducts(page);
  await expect(page.getByText('10 Products found.')).toBeVisible();
  const panel = filterPanel(page);
  await tick(panel.getByRole('checkbox', { name: 'Zenith (3)', exact: true }));
  await expect(page.getByText('3 Products found.')).toBeVisible();
  await expect(page).toHaveURL('/category/Phone?brand=Zenith');

  // Another category is that category's page, with the others' counts shown beside them.
  await panel.getByRole('button', { name: /^Laptop \(\d+\)$/ }).click();
  await expect(page).toHaveURL('/category/Laptop');
  await expect(page.getByRole('heading', { name: 'Category: Laptop' })).toBeVisible();

  await filterPanel(page).getByRole('button', { name: 'Clear Filter' }).click();
  await expect(page).toHaveURL(/\/category\/Laptop/);
});
