// The header's search (issue 21): on every page, suggestions as the shopper types (products with
// picture and price, categories, brands), keyboard operable as an ARIA combobox, Enter to the results
// page with the term in the URL; phones rank above headphones; on a phone it sits in the menu.
import { expect, test } from './fixtures';
import { productCards } from './support';

test('suggestions as you type, chosen with the keyboard, and Enter for all results', async ({ page }) => {
  await page.goto('/contact');
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search products' }).first();
  await search.fill('phones');
  const suggestions = page.getByRole('listbox');
  await expect(suggestions.getByRole('option').first()).toBeVisible();
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  // Products with their price first, then where they are: the Phone category, their brands.
  await expect(suggestions.getByRole('option', { name: /^Classic Flip Phone, \$\d/ })).toBeVisible();
  await expect(suggestions.getByRole('option', { name: /Category: Phone/ })).toBeVisible();
  await expect(suggestions.getByRole('option', { name: /Headphones/ })).toHaveCount(0);

  // Arrow down highlights the first suggestion (aria-activedescendant), Enter opens it.
  await search.press('ArrowDown');
  const first = suggestions.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  const firstName = ((await first.textContent()) ?? '').replace(/\$.*$/, '').trim();
  await search.press('Enter');
  await expect(page).toHaveURL(/\/product-details\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstName);
  await expect(search).toHaveValue('');

  // Escape closes the suggestions; Enter with none highlighted shows every result.
  await search.fill('phones');
  await expect(suggestions.getByRole('option').first()).toBeVisible();
  await search.press('Escape');
  await expect(search).toHaveAttribute('aria-expanded', 'false');
  await search.fill('phones');
  await search.press('Enter');
  await expect(page).toHaveURL('/search?search=phones');
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “phones”' })).toBeVisible();
  await expect(productCards(page).first()).toBeVisible();
  // Phones before headphones: the headphones are the last match.
  const names = await productCards(page).locator('p a').allTextContents();
  expect(names.at(-1)).toMatch(/^Pulse ANC Headph/);
  expect(names.length).toBeGreaterThan(2);
});

test('the results page is drawn on the server with the term in its title', async ({ request }) => {
  const response = await request.get('/search?search=laptop');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<title>Results for “laptop” | eShop</title>');
  expect(html).toContain('Vector 15 Gaming');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the search is in the menu, and a choice closes the menu', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('combobox', { name: 'Search products' }).first()).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const search = page.getByRole('navigation', { name: 'Main' }).getByRole('combobox', {
      name: 'Search products',
    });
    await search.click();
    await search.fill('laptop');
    await page.getByRole('option', { name: /Vector 15 Gaming/ }).click();
    await expect(page).toHaveURL(/\/product-details\//);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
