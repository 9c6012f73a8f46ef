// Checkout in the browser with the built-in test-mode card provider: the whole purchase of a taxed and
// shipped order, a declined card, the empty summary, a reload in the middle, order history and
// details, the confirmation e-mail read in a browser, and an owner's new rate quoted at once.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addToCart, cartCount, fillShipping, htmlPartOf, mailsTo, orderNumberOf } from './support';

/** The pay button: it names the total it takes ("Pay $123.45"). */
const payButton = (page: Page) => page.getByRole('button', { name: /^Pay \$[\d,]+\.\d\d$/ });

async function payWith(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiration date').fill('12 / 34');
  await page.getByLabel('Security code').fill('123');
  await payButton(page).click();
}

test('a shopper pays a taxed, shipped order, sees its number and totals everywhere, and gets the e-mail', async ({
  page,
  shopper: email,
  dataDir,
}, testInfo) => {
  await addToCart(page, 'nova se');
  await addToCart(page, 'nova se');
  await page.goto('/cart');
  const subtotal = await page.getByTestId('cart-subtotal').textContent();
  await page.getByRole('button', { name: 'Check Out' }).click();
  await expect(page).toHaveURL('/checkout-details');

  await expect(page.getByRole('heading', { name: 'Checkout Summary' })).toBeVisible();
  await expect(page.getByText('Cart item(s): 2')).toBeVisible();
  await expect(page.getByTestId('checkout-subtotal')).toHaveText(subtotal ?? '');
  await expect(
    page.getByText('Enter the shipping country (and state) to see the shipping methods.'),
  ).toBeVisible();
  // The form refuses to go on without the required fields.
  await page.getByRole('button', { name: 'Proceed To Checkout' }).click();
  await expect(page.getByText('Recipient Name is required.')).toBeVisible();
  await expect(page).toHaveURL('/checkout-details');

  // California: the US methods, and its sales tax in the summary.
  await fillShipping(page, 'California');
  await expect(page.getByRole('radio', { name: /Standard/ })).toBeChecked();
  await page.getByRole('radio', { name: /Express/ }).check();
  const totals = page.getByTestId('checkout-totals');
  await expect(totals).toContainText('Shipping (Express):');
  await expect(page.getByTestId('totals-shipping')).toHaveText('$14.99');
  await expect(totals).toContainText('CA sales tax (7.25%):');
  await expect(page.getByTestId('totals-subtotal')).toHaveText(subtotal ?? '');
  const total = (await page.getByTestId('totals-total').textContent()) ?? '';
  expect(total).toMatch(/^\$[\d,]+\.\d\d$/);
  await page.getByRole('button', { name: 'Proceed To Checkout' }).click();

  await expect(page).toHaveURL('/checkout');
  await expect(page.getByText('Test mode: no real card is charged')).toBeVisible();
  await expect(page.getByTestId('totals-total')).toHaveText(total);
  await expect(page.getByRole('button', { name: `Pay ${total}` })).toBeVisible();
  await payWith(page, '4242 4242 4242 4242');

  await expect(page).toHaveURL(/\/checkout-success\?order=/);
  await expect(page.getByRole('heading', { name: 'Checkout Successful' })).toBeVisible();
  await expect(page.getByText('Thank you for your purchase')).toBeVisible();
  await expect(cartCount(page)).toHaveText('0');
  const orderId = new URL(page.url()).searchParams.get('order') ?? '';
  const number = await orderNumberOf(page, orderId);
  await expect(page.getByRole('link', { name: `Order #${number}` })).toBeVisible();
  await expect(page.getByText(`We e-mailed a confirmation to ${email}.`)).toBeVisible();
  await expect(page.getByTestId('totals-total')).toHaveText(total);
  await expect(page.getByText('1 Navy Way')).toBeVisible();

  await page.getByRole('link', { name: 'View Order Status' }).click();
  await expect(page).toHaveURL('/order-history');
  await expect(page.getByText('Open an order to leave a Product Review')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `#${number}` });
  await expect(row).toContainText('Order Placed');
  await expect(row).toContainText(total);
  await expect(row).toContainText('$14.99 shipping');
  await expect(row).toContainText(' at ');
  await row.getByRole('link', { name: `#${number}` }).focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(`/order-details/${orderId}`);
  await expect(page.getByText(`#${number}`)).toBeVisible();
  await expect(page.getByTestId('totals-total')).toHaveText(total);
  await expect(page.getByText('Visa ending in 4242')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Review Product' })).toHaveAttribute(
    'href',
    /\/review-product\//,
  );
  await expect(page.getByText('1 Navy Way').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Billing Address' })).toBeVisible();

  // The confirmation e-mail: its subject names the order's number; its HTML reads well in a
  // browser at phone and desktop widths, with the same total.
  const subject = `Your eShop order #${number}`;
  await expect.poll(() => mailsTo(dataDir, email).some((mail) => mail.includes(subject))).toBe(true);
  const mail = mailsTo(dataDir, email).find((m) => m.includes(subject)) ?? '';
  expect(mail).toContain(`/order-details/${orderId}`);
  const html = htmlPartOf(mail);
  const reader = await page.context().newPage();
  for (const width of [390, 1280]) {
    await reader.setViewportSize({ width, height: 900 });
    await reader.setContent(html);
    await expect(reader.getByText(`Order #${number}`, { exact: true })).toBeVisible();
    await expect(reader.getByText(total, { exact: true })).toBeVisible();
    await expect(reader.getByText('CA sales tax (7.25%)')).toBeVisible();
    expect(await reader.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await reader.locator('img:not([alt])').count()).toBe(0);
    // The product pictures load from the shop (a webmail shows them too).
    await expect
      .poll(() =>
        reader
          .locator('img')
          .evaluateAll((images) =>
            images.every((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0),
          ),
      )
      .toBe(true);
    await reader.screenshot({ path: testInfo.outputPath(`confirmation-${width}.png`), fullPage: true });
  }
  await reader.close();

  // The address was kept in the address book (issue 38): the next checkout starts with it, and the
  // account page lists it as both defaults.
  await addToCart(page, 'nova se');
  await page.goto('/checkout-details');
  await expect(page.getByRole('group', { name: 'Shipping Address' }).getByLabel('City')).toHaveValue(
    'Arlington',
  );
  await expect(page.getByLabel('Keep this address in my address book')).toHaveCount(0);
  await page.goto('/account');
  const book = page.getByRole('region', { name: 'Address book' });
  await expect(book.getByRole('listitem')).toHaveCount(1);
  await expect(book.getByRole('listitem')).toContainText(
    'Default shipping address · Default billing address',
  );
  await expect(book.getByRole('listitem')).toContainText('Arlington');
});

test('the owner changes a shipping rate and the next checkout quotes it', async ({
  adminPage: admin,
  page,
  shopper: _signedIn,
}) => {
  await admin.goto('/admin/shipping-and-tax');
  const express = admin.getByRole('group', { name: 'United States and Canada' });
  const price = express.getByLabel('Price ($)').nth(1);
  await expect(price).toHaveValue('14.99');
  await price.fill('15.49');
  await admin.getByRole('button', { name: 'Save shipping & tax' }).click();
  await expect(admin.getByText('Shipping and tax saved')).toBeVisible();
  try {
    await addToCart(page, 'nova se');
    await page.goto('/checkout-details');
    await fillShipping(page);
    await expect(page.getByRole('radio', { name: /Express.*\$15\.49/ })).toBeVisible();
  } finally {
    await price.fill('14.99');
    await admin.getByRole('button', { name: 'Save shipping & tax' }).click();
    await expect(admin.getByText('Shipping and tax saved').last()).toBeVisible();
  }
});

test('a declined card shows the provider message under the pay button; another card then pays', async ({
  page,
  shopper: _signedIn,
}) => {
  await addToCart(page, 'nova se');
  await page.goto('/checkout-details');
  await fillShipping(page);
  await page.getByRole('button', { name: 'Proceed To Checkout' }).click();
  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByTestId('payment-message')).toHaveText('Your card was declined.');
  await expect(page).toHaveURL('/checkout');
  await expect(payButton(page)).toBeEnabled();
  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/checkout-success/);
});

test('an empty cart shows the empty summary with a way back to the shop', async ({
  page,
  shopper: _signedIn,
}) => {
  await page.goto('/checkout-details');
  await expect(page.getByText('No item in the cart.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Shop' }).click();
  await expect(page).toHaveURL('/#products');
});

test('a reload in the middle of checkout keeps what was typed, and the payment still goes through', async ({
  page,
  shopper: _signedIn,
}) => {
  await addToCart(page, 'nova se');
  await page.goto('/checkout-details');
  await fillShipping(page);
  await page.reload();
  const shipping = page.getByRole('group', { name: 'Shipping Address' });
  await expect(shipping.getByLabel('Recipient Name')).toHaveValue('Grace Hopper');
  await expect(shipping.getByLabel('State')).toHaveValue('Virginia');
  await page.getByRole('button', { name: 'Proceed To Checkout' }).click();
  await expect(payButton(page)).toBeVisible();
  await page.reload();
  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/checkout-success/);
});

test('order history is empty for a new shopper', async ({ page, shopper: _signedIn }) => {
  await page.goto('/order-history');
  await expect(page.getByText('No order found')).toBeVisible();
});
