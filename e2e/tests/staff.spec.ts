// Staff in the browser (issue 38): the owner invites a helper who may handle orders and refunds but
// not settings; the helper joins from the e-mailed link, sees only their part of the admin, refunds a
// unit, and is signed out the moment the owner removes them. The owner requires two-factor sign-in
// of staff: a helper turns it on with a code computed here from the key the page shows, as a phone's
// authenticator app would, and a new device asks for a code.
import * as OTPAuth from 'otpauth';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { buyThroughApi, mailsTo, newEmail, readApi } from './support';

/** The helper's invitation link, from the e-mail the owner's invitation sent. */
async function invitationLink(dataDir: string, email: string): Promise<URL> {
  await expect
    .poll(() => mailsTo(dataDir, email).some((mail) => mail.includes('/accept-invitation?token=')))
    .toBe(true);
  return new URL(
    mailsTo(dataDir, email)
      .map(
        (mail) => mail.replaceAll('=3D', '=').match(/https?:\/\/\S+\/accept-invitation\?token=[\w-]+/)?.[0],
      )
      .find(Boolean) ?? '',
  );
}

/** The owner invites `email` with one permission; the helper joins in a browser of their own. */
async function inviteAndJoin(
  owner: Page,
  browser: Browser,
  dataDir: string,
  email: string,
  password: string,
) {
  await owner.goto('/admin/staff');
  const invite = owner.getByRole('form', { name: 'Invite someone' });
  await invite.getByLabel('E-mail').fill(email);
  await invite.getByRole('checkbox', { name: 'Orders and refunds' }).check();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(owner.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  await expect(owner.getByRole('listitem', { name: email })).toContainText('Orders and refunds');
  const link = await invitationLink(dataDir, email);
  const context = await browser.newContext();
  const staff = await context.newPage();
  await staff.goto(link.pathname + link.search);
  await staff.getByLabel('Your name').fill('Sam Helper');
  await staff.getByLabel('Password', { exact: true }).fill(password);
  await staff.getByLabel('Confirm Password').fill(password);
  await staff.getByRole('button', { name: 'Join' }).click();
  await expect(staff).toHaveURL('/admin/home');
  return { context, staff };
}

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
  const { context, staff } = await inviteAndJoin(owner, browser, dataDir, helper, 'helper password 1');
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

test('the owner requires two-factor sign-in of staff; a helper turns it on and a new device asks for the code', async ({
  adminPage: owner,
  browser,
  dataDir,
}) => {
  const helper = newEmail();
  const password = 'helper password 2';
  const { context, staff } = await inviteAndJoin(owner, browser, dataDir, helper, password);

  await owner.goto('/admin/staff');
  await owner.getByRole('checkbox', { name: 'Staff must use two-factor sign-in' }).check();
  await expect(owner.getByText('Staff must now use two-factor sign-in.')).toBeVisible();
  try {
    // The helper's admin waits for two-factor sign-in, and says where to turn it on.
    await staff.goto('/admin/orders');
    await expect(staff.getByRole('heading', { name: /asks staff to use two-factor sign-in/ })).toBeVisible();
    await staff.getByRole('link', { name: 'Go to my account' }).click();
    const section = staff.getByRole('region', { name: 'Two-factor sign-in' });
    await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await section.getByLabel('Current password').fill(password);
    await section.getByRole('button', { name: 'Continue' }).click();
    await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const key = ((await section.locator('code').first().textContent()) ?? '').replace(/\s/g, '');
    const app = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key) });
    await section.getByLabel('Code', { exact: true }).fill(app.generate());
    await section.getByRole('button', { name: 'Turn on' }).click();
    await expect(
      staff.getByText('Two-factor sign-in is on. Your other devices are signed out.'),
    ).toBeVisible();
    await staff.goto('/admin/orders');
    await expect(staff.getByRole('heading', { level: 1, name: /Orders/ })).toBeVisible();
    await owner.reload();
    await expect(owner.getByRole('listitem', { name: helper })).toContainText('Two-factor sign-in on');

    // A new device: the password, then the code from the app.
    const laptop = await browser.newContext();
    const other = await laptop.newPage();
    await other.goto('/login');
    await other.getByLabel('Email').fill(helper);
    await other.getByLabel('Password').fill(password);
    await other.getByRole('button', { name: 'Login' }).click();
    await expect(other.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
    await other.getByLabel('Code', { exact: true }).fill(app.generate());
    await other.getByRole('button', { name: 'Verify' }).click();
    await expect(other).toHaveURL('/admin/home');
    await laptop.close();
  } finally {
    await owner.goto('/admin/staff');
    await owner.getByRole('checkbox', { name: 'Staff must use two-factor sign-in' }).uncheck();
    await expect(owner.getByText('Two-factor sign-in is now up to each staff member.')).toBeVisible();
  }
  await context.close();
});
