// Checkout in the browser with the built-in test-mode card provider: the whole purchase, a declined
// card, the empty summary, a reload in the middle, order history and details, and the e-mail.
import { expect, test, type Page } from '@playwright/test';
import { DATA_DIR } from '../playwright.config';
import { addToCart, cartCount, logIn, mailsTo, newEmail, register } from './support';

async function signedInShopper(page: Page) {
  const email = newEmail();
  await register(page, email, 'shopper password');
  await logIn(page, email, 'shopper password');
  return email;
}

async function fillShipping(page: Page) {
  const shipping = page.getByRole('group', { name: 'Shipping Address' });
  await shipping.getByLabel('Recipient Name').fill('Grace Hopper');
  await shipping.getByLabel('Address line 1').fill('1 Navy Way');
  await shipping.getByLabel('City').fill('Arlington');
  await shipping.getByLabel('Country').selectOption('US');
  await shipping.getByLabel('State').selectOption('Virginia');
  await shipping.getByLabel('Postal code').fill('22202');
  await shipping.getByLabel('Phone').fill('+1 555 0100');
}

async function payWith(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiration date').fill('12 / 34');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Pay now' }).click();
}

test('a shopper pays with 4242, sees the order in history and details, and gets the e-mail', async ({
  page,
}) => {
  const email = await signedInShopper(page);
  await addToCart(page, 'nova se');
  await addToCart(page, 'nova se');
  await page.goto('/cart');
  const subtotal = await page.getByTestId('cart-subtotal').textContent();
  await page.getByRole('button', { name: 'Check Out' }).click();
  await expect(page).toHaveURL('/checkout-details');

  await expect(page.getByRole('heading', { name: 'Checkout Summary' })).toBeVisible();
  await expect(page.getByText('Cart item(s): 2')).toBeVisible();
  await expect(page.getByTestId('checkout-subtotal')).toHaveText(subtotal ?? '');
  // The form refuses to go on without the required fields.
  await page.getByRole('button', { name: 'Proceed To Checkout' }).click();
  await expect(page.getByText('Recipient Name is required.')).toBeVisible();
  await expect(page).toHaveURL('/checkout-details');
  await fillShipping(page);
  await page.getByRole('button', { name: 'Proceed To Checkout' }).click();

  await expect(page).toHaveURL('/checkout');
  await expect(page.getByText('Test mode: no real card is charged')).toBeVisible();
  await expect(page.getByTestId('checkout-subtotal')).toHaveText(subtotal ?? '');
  await payWith(page, '4242 4242 4242 4242');

  await expect(page).toHaveURL(/\/checkout-success\?order=/);
  await expect(page.getByRole('heading', { name: 'Checkout Successful' })).toBeVisible();
  await expect(page.getByText('Thank you for your purchase')).toBeVisible();
  await expect(cartCount(page)).toHaveText('0');
  const orderId = new URL(page.url()).searchParams.get('order') ?? '';

  await page.getByRole('link', { name: 'View Order Status' }).click();
  await expect(page).toHaveURL('/order-history');
  await expect(page.getByText('Open an order to leave a Product Review')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: orderId });
  await expect(row).toContainText('Order Placed');
  await expect(row).toContainText(subtotal ?? '');
  await expect(row).toContainText(' at ');
  await row.getByRole('link', { name: orderId }).focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(`/order-details/${orderId}`);
  await expect(page.getByText(orderId)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Review Product' })).toHaveAttribute(
    'href',
    /\/review-product\//,
  );
  await expect(page.getByText('1 Navy Way').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Billing Address' })).toBeVisible();

  await expect
    .poll(() => mailsTo(DATA_DIR, email).some((mail) => mail.includes(`/order-details/${orderId}`)))
    .toBe(true);

  // Next time, the last addresses are offered again.
  await addToCart(page, 'nova se');
  await page.goto('/checkout-details');
  await expect(page.getByRole('group', { name: 'Shipping Address' }).getByLabel('City')).toHaveValue(
    'Arlington',
  );
});

test('a declined card shows the provider message under Pay now; another card then pays', async ({ page }) => {
  await signedInShopper(page);
  await addToCart(page, 'nova se');
  await page.goto('/checkout-details');
  await fillShipping(page);
  await page.getByRole('button', { name: 'Proceed To Checkout' }).click();
  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByTestId('payment-message')).toHaveText('Your card was declined.');
  await expect(page).toHaveURL('/checkout');
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeEnabled();
  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/checkout-success/);
});

test('an empty cart shows the empty summary with a way back to the shop', async ({ page }) => {
  await signedInShopper(page);
  await page.goto('/checkout-details');
  await expect(page.getByText('No item in the cart.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Shop' }).click();
  await expect(page).toHaveURL('/#products');
});

test('a reload in the middle of checkout keeps what was typed, and the payment still goes through', async ({
  page,
}) => {
  await signedInShopper(page);
  await addToCart(page, 'nova se');
  await page.goto('/checkout-details');
  await fillShipping(page);
  await page.reload();
  const shipping = page.getByRole('group', { name: 'Shipping Address' });
  await expect(shipping.getByLabel('Recipient Name')).toHaveValue('Grace Hopper');
  await expect(shipping.getByLabel('State')).toHaveValue('Virginia');
  await page.getByRole('button', { name: 'Proceed To Checkout' }).click();
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible();
  await page.reload();
  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/checkout-success/);
});

test('order history is empty for a new shopper', async ({ page }) => {
  await signedInShopper(page);
  await page.goto('/order-history');
  await expect(page.getByText('No order found')).toBeVisible();
});
