// Money back in the browser (issue 22), at 1280 px: the admin refunds one of two units (back to
// stock) from the order's page, then cancels the order, which refunds the rest; the shopper's order
// shows Cancelled and what came back to the card, and the shopper got the cancellation e-mail; the
// order's invoice and the activity log say so. And the shop's contact details set in Admin > Settings.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ADMIN_EMAIL } from '../playwright.config';
import { buyThroughApi, mailsTo, readApi } from './support';

type Product = { id: string; name: string; priceCents: number; stock: number };
type Order = {
  orderAmountCents: number;
  number: number;
  cartItems: { priceCents: number; taxCents?: number }[];
};

const stockOf = async (page: Page, id: string) =>
  ((await readApi(page.request, `/api/products/${id}`)) as Product).stock;
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dollars = (cents: number) => usd.format(cents / 100);

test.use({ viewport: { width: 1280, height: 900 } });

test('the admin refunds a unit back to stock, then cancels the order; the shopper sees it and is e-mailed', async ({
  page,
  shopper: email,
  adminPage: admin,
  dataDir,
}) => {
  const products = (await readApi(page.request, '/api/products?limit=1&sort=a-z')) as {
    items: Product[];
  };
  const product = products.items[0]!;
  const orderId = await buyThroughApi(page, product.id, 2);
  const order = (await readApi(page.request, `/api/orders/${orderId}`)) as Order;
  const stockAfterBuying = await stockOf(page, product.id);

  await admin.goto(`/admin/order-details/${orderId}`);
  const refunds = admin.getByRole('region', { name: 'Refunds' });
  await expect(refunds).toBeVisible();

  // One unit, back to stock: the button says what it will give back (price plus its tax share).
  const line = order.cartItems[0]!;
  const oneUnit = line.priceCents + Math.round((line.taxCents ?? 0) / 2);
  await refunds.getByLabel(`Units of ${product.name} to refund`).fill('1');
  await expect(refunds.getByRole('checkbox', { name: 'Back to stock' })).toBeChecked();
  await refunds.getByLabel('Reason (optional, for your records)').fill('One arrived scratched');
  await refunds.getByRole('button', { name: `Refund ${dollars(oneUnit)}` }).click();
  await admin.getByRole('button', { name: 'Yes, refund' }).click();
  await expect(admin.getByText(`${dollars(oneUnit)} refunded`)).toBeVisible();
  await expect(refunds.getByTestId('refunded-amount')).toHaveText(dollars(oneUnit));
  await expect(refunds.getByRole('row').filter({ hasText: 'One arrived scratched' })).toContainText(
    'Refunded',
  );
  expect(await stockOf(page, product.id)).toBe(stockAfterBuying + 1);

  // Cancel: the rest of the money and the other unit come back; the status is Cancelled for good.
  await refunds.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(
    admin.getByText(`Cancel this order? ${dollars(order.orderAmountCents - oneUnit)} goes back`),
  ).toBeVisible();
  await admin.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(admin.getByText('Order cancelled')).toBeVisible();
  await expect(refunds.getByTestId('refunded-amount')).toHaveText(dollars(order.orderAmountCents));
  await expect(admin.getByText('Everything paid has been refunded.')).toBeVisible();
  await expect(admin.getByLabel('Change Order Status')).toHaveCount(0);
  expect(await stockOf(page, product.id)).toBe(stockAfterBuying + 2);
  await admin.screenshot({ path: test.info().outputPath('admin-cancelled-order.png'), fullPage: true });

  // Its invoice, to print and as PDF, says what came back; the activity log has both actions.
  await admin.getByRole('link', { name: 'Invoice', exact: true }).click();
  const invoice = admin.getByRole('article', { name: 'Invoice' });
  await expect(invoice).toContainText(`Order #${order.number}`);
  await expect(invoice).toContainText(`-${dollars(order.orderAmountCents)}`);
  const pdf = await admin.request.get(`/api/admin/orders/${orderId}/invoice.pdf`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await admin.getByRole('link', { name: 'Activity' }).click();
  const activity = admin.getByRole('region', { name: 'Activity' });
  await expect(activity.getByRole('row').filter({ hasText: 'Order cancelled' })).toContainText(
    'orderStatus: Order Placed → Cancelled',
  );
  await expect(activity.getByRole('row').filter({ hasText: 'Order refunded' }).first()).toContainText(
    ADMIN_EMAIL,
  );

  // The shopper's order page and inbox.
  await page.goto(`/order-details/${orderId}`);
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('order-refunded')).toHaveText(dollars(order.orderAmountCents));
  await expect
    .poll(
      () =>
        mailsTo(dataDir, email).filter((mail) => mail.includes(`order #${order.number} was cancelled`))
          .length,
    )
    .toBe(1);
});

test("the owner sets the shop's contact details; the footer and the contact page show them", async ({
  adminPage: admin,
  browser,
}) => {
  await admin.goto('/admin/settings');
  const form = admin.getByRole('form', { name: 'Contact details' });
  await form.getByLabel('Phone').fill('+1 555 0142');
  await form.getByLabel('Address').fill('12 Market Street, Springfield');
  await form.getByRole('button', { name: 'Save contact details' }).click();
  await expect(admin.getByText('Settings saved')).toBeVisible();

  // A visitor's pages, drawn on the server, show them at once (the save cleared the drawn pages).
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/contact');
  await expect(visitor.getByRole('main')).toContainText('12 Market Street, Springfield');
  await expect(visitor.getByRole('contentinfo').getByRole('link', { name: '+1 555 0142' })).toBeVisible();
  await form.getByLabel('Address').fill('');
  await form.getByRole('button', { name: 'Save contact details' }).click();
  await expect(admin.getByText('Settings saved').first()).toBeVisible();
});
