// Live updates across server instances: two shops on one PostgreSQL database. The shopper's order
// page is served by instance B and listens to B's event stream; the admin changes the status through
// instance A; the shopper's open page shows it without a reload. Both sign in through the API, each on
// their instance (the fixtures' are the project's shop).
import { expect, test } from './fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, INSTANCE_A, INSTANCE_B } from '../playwright.config';
import { buyThroughApi, logInThroughApi, newEmail, registerThroughApi, SHOPPER_PASSWORD } from './support';

test('an order status changed through instance A shows on a page open on instance B', async ({ browser }) => {
  const shopper = await (await browser.newContext({ baseURL: INSTANCE_B })).newPage();
  const email = newEmail();
  await registerThroughApi(shopper.request, INSTANCE_B, email, SHOPPER_PASSWORD);
  await logInThroughApi(shopper.request, INSTANCE_B, email, SHOPPER_PASSWORD);
  const orderId = await buyThroughApi(shopper);
  const streamOpened = shopper.waitForRequest((request) =>
    request.url().startsWith(`${INSTANCE_B}/api/events`),
  );
  await shopper.goto(`/order-details/${orderId}`);
  await expect(shopper.getByText('Order Placed', { exact: true })).toBeVisible();
  // Change it only once B's stream is open, so only the event can bring the news.
  await streamOpened;

  const admin = await (await browser.newContext({ baseURL: INSTANCE_A })).newPage();
  await logInThroughApi(admin.request, INSTANCE_A, ADMIN_EMAIL, ADMIN_PASSWORD);
  await admin.goto(`/admin/order-details/${orderId}`);
  await admin.getByLabel('Change Order Status').selectOption('Delivered');
  await admin.getByRole('button', { name: 'Update Status' }).click();
  await expect(admin.getByText('Order status changed successfully')).toBeVisible();

  // No reload and no polling: the page can only learn it from B's stream, so waiting for the text is
  // the check (a tighter time budget would only measure how busy the machine is).
  // (The status itself, not the timeline's step of that name.)
  await expect(shopper.getByRole('definition').filter({ hasText: /^Delivered$/ })).toBeVisible();
});
