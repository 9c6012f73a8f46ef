// The shop's pages: linked from every page's footer, drawn on the server, written by the owner in
// Markdown (HTML shows as text, never runs), and a save shows on the storefront at once.
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support';

test('the footer links to the shipping, returns, privacy and terms pages, and the contact form', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const nav = footer.getByRole('navigation', { name: 'Shop information' });
  for (const name of ['Shipping', 'Returns', 'Privacy', 'Terms']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: 'Contact form' })).toHaveAttribute('href', '/contact');
  await nav.getByRole('link', { name: 'Returns' }).click();
  await expect(page).toHaveURL('/pages/returns');
  await expect(page.getByRole('heading', { level: 1, name: 'Returns' })).toBeVisible();
  await expect(page.getByText('within 30 days of delivery')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('a shop page arrives drawn, and an unknown one is a 404', async ({ page }) => {
    const response = await page.goto('/pages/privacy');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
    await expect(page).toHaveTitle(/Privacy/);
    expect((await page.goto('/pages/careers'))?.status()).toBe(404);
  });
});

test('the owner rewrites a page in Markdown; shoppers see it at once, its HTML as text', async ({
  adminPage: page,
  browser,
}) => {
  await page.goto('/admin/pages');
  await page.getByRole('button', { name: 'Terms' }).click();
  const stamp = Date.now().toString(36);
  await page.getByLabel('Title').fill('Terms of sale');
  await page
    .getByLabel('Text (Markdown)')
    .fill(`## Our promise ${stamp}\n\n- **Fair** prices\n\n<img src=x onerror="document.title='owned'">`);
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: `Our promise ${stamp}` })).toBeVisible();
  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(page.getByText('Page saved.')).toBeVisible();

  // A visitor in another browser gets the new page drawn by the server (its cached copy dropped).
  const visitor = await browser.newPage();
  const response = await visitor.request.get('/pages/terms');
  expect(await response.text()).toContain(`Our promise ${stamp}`);
  await visitor.goto('/pages/terms');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Terms of sale' })).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 2, name: `Our promise ${stamp}` })).toBeVisible();
  await expect(visitor.locator('strong', { hasText: 'Fair' })).toBeVisible();
  await expect(visitor.getByText('<img src=x onerror=')).toBeVisible();
  await expect(visitor.locator('article img')).toHaveCount(0);
  expect(await visitor.title()).not.toBe('owned');
  await visitor.close();
});
