// Staff in the browser (issue 38): the owner invites a helper who may handle orders and refunds but
// not settings; the helper joins from the e-mailed link, sees only their part of the admin, refunds a
// unit, and is signed out the moment the owner removes them.
import { expect, test } from './fixtures';
import { buyThroughApi, mailsTo, newEmail, readApi } from './support';

type Product = { id: string; name: string };

test.use({ viewport: { width: 1280, height: 900 } });

test('the owner invites a helper who can refund but not change settings, then removes them', async ({
  page,
  shopper: _shopper,
  adminPage: owner,
  browser,
  dataDir,
}) => {
  const helper = newEmail();
  await owner.goto('/admin/staff');
  const invite = owner.getByRole('form', { name: 'Invite someone' });
  await invite.getByLabel('E-mail').fill(helper);
  await invite.getByRole('checkbox', { name: 'Orders and refunds' }).check();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(owner.getByText(`Invitation sent to ${helper}.`)).toBeVisible();
  await expect(owner.getByRole('listitem', { name: helper })).toContainText('Orders and refunds');

  await expect
    .poll(() => mailsTo(dataDir, helper).some((mail) => mail.includes('/accept-invitation?token=')))
    .toBe(true);
  const link = new URL(
    mailsTo(dataDir, helper)
      .map(
        (mail) => mail.replaceAll('=3D', '=').match(/https?:\/\/\S+\/accept-invitation\?token=[\w-]+/)?.[0],
      )
      .find(Boolean) ?? '',
  );
  const context = await browser.newContext();
  const staff = await context.newPage();
  await staff.goto(link.pathname + link.search);
  await staff.getByLabel('Your name').fill('Sam Helper');
  await staff.getByLabel('Password', { exact: true }).fill('helper password 1');
  await staff.getByLabel('Confirm Password').fill('helper password 1');
  await staff.getByRole('button', { name: 'Join' }).click();
  await expect(staff).toHaveURL('/admin/home');
  const nav = staff.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await staff.goto('/admin/settings');
  await expect(staff.getByText('You do not have permission to see this page.')).toBeVisible();

  // A shopper's order: the helper refunds one unit of it.
  const products = (await readApi(page.request, '/api/products?limit=1&sort=a-z')) as { items: Product[] };
  const product = products.items[0]!;
  const orderId = await buyThroughApi(page, product.id, 2);
  await staff.goto(`/admin/order-details/${orderId}`);
  const refunds = staff.getByRole('region', { name: 'Refunds' });
  await refunds.getByLabel(`Units of ${product.name} to refund`).fill('1');
  await refunds.getByRole('button', { name: /^Refund / }).click();
  await staff.getByRole('button', { name: 'Yes, refund' }).click();
  await expect(staff.getByText(/refunded/).first()).toBeVisible();

  // The owner sees who did it, and removes the helper, who is signed out at once.
  await owner.goto('/admin/activity');
  await owner.getByLabel('Person').selectOption(helper);
  await expect(owner.getByRole('row').filter({ hasText: helper }).first()).toBeVisible();
  await owner.goto('/admin/staff');
  const member = owner.getByRole('listitem', { name: helper });
  await member.getByRole('button', { name: 'Remove' }).click();
  await owner.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(owner.getByText('Removed from the staff.')).toBeVisible();
  await staff.goto('/admin/orders');
  await expect(staff.getByText('Permission Denied.')).toBeVisible();
  await expect(staff.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await context.close();
});
