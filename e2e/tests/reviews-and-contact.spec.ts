// Reviews and the contact form in the browser: a buyer reviews from order details (stars chosen with
// the keyboard) and the review shows on the product, markup as plain text; someone who never bought
// it is told why; the contact form's message lands in the shop's outbox.
import { expect, test } from './fixtures';
import { ADMIN_EMAIL } from '../playwright.config';
import { buyThroughApi, expectNoSeriousA11yViolations, mailsTo, readApi } from './support';

test('a buyer reviews a product from order details and the review shows on the product', async ({
  page,
  shopper: _signedIn,
}) => {
  const products = (await readApi(page.request, '/api/products?limit=1')) as {
    items: { id: string; name: string }[];
  };
  const product = products.items[0]!;
  const orderId = await buyThroughApi(page, product.id);
  await page.goto(`/order-details/${orderId}`);
  await page.getByRole('link', { name: 'Review Product' }).first().click();
  await expect(page).toHaveURL(/\/review-product\//);
  await expect(page.getByRole('heading', { name: 'Review Product' })).toBeVisible();

  // A review needs its text; the message sits under the field.
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Write your review.')).toBeVisible();

  // The stars are a radio group: Tab in, arrow keys choose.
  await page.getByRole('radio', { name: '1 star' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
  const text = 'Sturdy and <b>bright</b>, <script>alert(1)</script> works well.';
  await page.getByLabel('Review', { exact: true }).fill(text);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Review submitted successfully')).toBeVisible();
  // Spec 4: the form starts over.
  await expect(page.getByLabel('Review', { exact: true })).toHaveValue('');
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);

  await page.getByRole('main').getByRole('link', { name: product.name, exact: true }).click();
  await expect(page).toHaveURL(/\/product-details\//);
  const reviews = page.getByRole('region', { name: 'Product Reviews' });
  await expect(reviews.getByText(text, { exact: true })).toBeVisible();
  await expect(reviews.getByRole('img', { name: 'Rated 4 out of 5' }).first()).toBeVisible();
  await expect(reviews.getByText('4 out of 5 (1 review)')).toBeVisible();
});

test('a shopper who never bought the product is told why they cannot review it', async ({
  page,
  shopper: _signedIn,
}) => {
  const products = (await readApi(page.request, '/api/products?limit=1&sort=z-a')) as {
    items: { id: string }[];
  };
  await page.goto(`/review-product/${products.items[0]?.id}`);
  await expect(page.getByText('Only shoppers who bought this product can review it.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Review' })).toHaveCount(0);
});

test('the contact form sends the message to the shop’s outbox', async ({ page, dataDir }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required.')).toBeVisible();
  await expect(page.getByText('Subject is required.')).toBeVisible();

  const subject = `Opening hours ${Date.now()}`;
  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('Are you open on Sundays?');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('message sent successfully')).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveValue('');
  await expect
    .poll(() => mailsTo(dataDir, ADMIN_EMAIL).filter((mail) => mail.includes(subject)).length)
    .toBe(1);
  const [mail] = mailsTo(dataDir, ADMIN_EMAIL).filter((m) => m.includes(subject));
  expect(mail).toContain('Reply-To: Ada Lovelace <ada@example.com>');
});
