// Product details and the cart: adding, quantities, totals in exact cents, and a cart that
// survives a reload.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { cartCount, expectNoSeriousA11yViolations, waitForProducts } from './support';

async function openProduct(page: Page, search: string, name: string) {
  await page.goto(`/?search=${encodeURIComponent(search)}`);
  await waitForProducts(page);
  await page.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
}

test('product details: add, change the quantity, buy it now', async ({ page }) => {
  await openProduct(page, 'nova se', 'Nova SE');
  await expect(page).toHaveURL(/\/product-details\/[0-9a-f-]{36}$/);
  await expect(page.getByText('$429.00').first()).toBeVisible();
  await expect(page.getByText('There are no review for this product')).toBeVisible();
  // Stock and delivery beside the buttons (the demo's rates).
  await expect(page.getByText(/^(In stock|Only \d+ left)$/)).toBeVisible();
  await expect(page.getByText('Delivery to United States and Canada')).toBeVisible();
  await expect(page.getByText('Standard: $4.99, free on orders from $50.00')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A breadcrumb, and more of the same category below.
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(breadcrumb.getByRole('link', { name: 'Phone' })).toHaveAttribute('href', '/category/Phone');
  const related = page.getByRole('region', { name: 'More from this category' });
  await expect(related.getByTestId('product-card')).toHaveCount(4);
  await expect(related.getByText('Nova SE', { exact: true })).toHaveCount(0);

  // Choose how many before adding; once in the cart the stepper changes the cart.
  const details = page.getByRole('main').locator('section').first();
  await details.getByRole('button', { name: 'Increase quantity of Nova SE' }).click();
  await expect(details.getByRole('group', { name: 'Quantity of Nova SE to add' })).toContainText('2');
  await expect(cartCount(page)).toHaveText('0');
  await details.getByRole('button', { name: 'ADD TO CARD' }).first().click();
  await expect(cartCount(page)).toHaveText('2');
  await details.getByRole('button', { name: 'Decrease quantity of Nova SE' }).click();
  await expect(cartCount(page)).toHaveText('1');

  await page.getByRole('button', { name: 'BUY IT NOW' }).click();
  await expect(page).toHaveURL('/cart');
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
});

test('on a phone, the price and ADD TO CARD stay at the bottom once the buttons scroll away', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openProduct(page, 'nova se', 'Nova SE');
  const bar = page.getByRole('region', { name: 'Buy' });
  const details = page.getByRole('main').locator('section').first();
  await details.getByRole('button', { name: 'BUY IT NOW' }).scrollIntoViewIfNeeded();
  await expect(bar).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('$429.00');
  await bar.getByRole('button', { name: 'ADD TO CARD' }).click();
  await expect(cartCount(page)).toHaveText('1');
});

test('an unknown product says Document not found.', async ({ page }) => {
  await page.goto('/product-details/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Document not found.')).toBeVisible();
});

test('the cart: empty state, lines, totals, remove, clear, and restore after reload', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty!')).toBeVisible();
  await expect(page.getByText('Browse our categories and discover our best deals!')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByRole('link', { name: /Continue Shopping/ })).toHaveAttribute('href', '/#products');

  await page.goto('/?search=milk');
  await waitForProducts(page);
  await page.getByRole('button', { name: 'ADD TO CARD' }).first().click();
  await page.goto('/?search=honey');
  await waitForProducts(page);
  await page.getByRole('button', { name: 'ADD TO CARD' }).first().click();
  await page.getByRole('button', { name: 'ADD TO CARD' }).first().click();
  await expect(cartCount(page)).toHaveText('3');

  await page.getByRole('link', { name: /^Cart, 3 items/ }).click();
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  const table = page.getByRole('table');
  for (const column of ['s/n', 'Product', 'Price', 'Quantity', 'Total', 'Actions']) {
    await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
  }
  // $1.89 x 1 + $9.95 x 2 = $21.79, exact in cents.
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$21.79');
  await expect(page.getByText('Tax and shipping calculated at checkout')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check Out' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await expect(cartCount(page)).toHaveText('3');
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$21.79');

  await page.getByRole('button', { name: 'Decrease quantity of Raw Wildflower Honey' }).click();
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$11.84');
  await page.getByRole('button', { name: 'Remove Organic Whole Milk 1 L from cart' }).click();
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$9.95');
  await expect(cartCount(page)).toHaveText('1');

  await page.getByRole('button', { name: 'Clear Cart' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Clear Cart' }).click();
  await expect(page.getByText('Your cart is empty!')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Your cart is empty!')).toBeVisible();
});
