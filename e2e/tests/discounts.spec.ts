// Discount codes in the browser (issue 37, decision 070): the owner adds a single-use code in Admin >
// Discounts; a shopper applies it at checkout, pays the discounted total, and sees the discount on the
// success page and in the confirmation e-mail; the owner sees the use; a second shopper is refused the
// used-up code with its message.
import { expect, test } from './fixtures';
import {
  addToCart,
  fillShipping,
  logInThroughApi,
  mailsTo,
  newEmail,
  registerThroughApi,
  SHOPPER_PASSWORD,
} from './support';

test('the owner adds a single-use code, one shopper pays with it, the next is told it is used up', async ({
  page,
  shopper: email,
  adminPage: admin,
  browser,
  baseURL,
  dataDir,
}) => {
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;

  // The owner adds 10 % off, one order in all.
  await admin.goto('/admin/discounts');
  await admin.getByRole('link', { name: 'Add a discount code or offer' }).click();
  await admin.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await admin.getByLabel('Percentage').fill('10');
  await admin.getByLabel('Orders that may use it, all shoppers together (optional)').fill('1');
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin).toHaveURL('/admin/discounts');
  const row = admin.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('10 % off');
  await expect(row).toContainText('0 of 1');
  await expect(row).toContainText('Active');

  // The shopper applies it at checkout and pays the total with it taken off.
  await addToCart(page, 'nova se');
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Check Out' }).click();
  await expect(page).toHaveURL('/checkout-details');
  await fillShipping(page, 'California');
  await expect(page.getByRole('radio', { name: /Standard/ })).toBeChecked();
  const fullTotal = (await page.getByTestId('totals-total').textContent()) ?? '';
  await page.getByLabel('Discount code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`Code ${code} applied.`)).toBeVisible();
  await expect(page.getByText(`Discount (${code})`)).toBeVisible();
  await expect(page.getByTestId('totals-total')).not.toHaveText(fullTotal);
  const total = (await page.getByTestId('totals-total').textContent()) ?? '';
  const discount = (await page.getByTestId('totals-discount').textContent()) ?? '';
  await page.getByRole('button', { name: 'Proceed To Checkout' }).click();

  await expect(page).toHaveURL('/checkout');
  await expect(page.getByTestId('totals-discount')).toHaveText(discount);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiration date').fill('12 / 34');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: `Pay ${total}` }).click();

  await expect(page).toHaveURL(/\/checkout-success\?order=/);
  await expect(page.getByRole('heading', { name: 'Checkout Successful' })).toBeVisible();
  await expect(page.getByText(`Discount (${code})`)).toBeVisible();
  await expect(page.getByTestId('totals-discount')).toHaveText(discount);
  await expect(page.getByTestId('totals-total')).toHaveText(total);
  await expect
    .poll(() => mailsTo(dataDir, email).some((mail) => mail.includes(`Discount (${code})`)))
    .toBe(true);
  const mail = mailsTo(dataDir, email).find((m) => m.includes(`Discount (${code})`)) ?? '';
  expect(mail).toContain(discount);
  expect(mail).toContain(total);

  // The owner sees the use, and the order it came from.
  await admin.goto('/admin/discounts');
  await expect(admin.getByRole('row').filter({ hasText: code })).toContainText('1 of 1');
  await admin.getByRole('link', { name: code }).click();
  await expect(admin.getByRole('heading', { name: 'Orders that used it' })).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Orders that used it' })).toContainText(email);

  // A second shopper is told the code is used up, and pays the full price.
  const second = await (await browser.newContext()).newPage();
  const secondEmail = newEmail();
  await registerThroughApi(second.request, baseURL, secondEmail, SHOPPER_PASSWORD);
  await logInThroughApi(second.request, baseURL, secondEmail, SHOPPER_PASSWORD);
  await addToCart(second, 'nova se');
  await second.goto('/cart');
  await second.getByRole('button', { name: 'Check Out' }).click();
  await fillShipping(second, 'California');
  await expect(second.getByRole('radio', { name: /Standard/ })).toBeChecked();
  await second.getByLabel('Discount code').fill(code);
  await second.getByRole('button', { name: 'Apply' }).click();
  await expect(second.getByText('This discount code has been used up.')).toBeVisible();
  await expect(second.getByTestId('totals-discount')).toHaveCount(0);
  await expect(second.getByTestId('totals-total')).toHaveText(fullTotal);
  await second.context().close();
});
