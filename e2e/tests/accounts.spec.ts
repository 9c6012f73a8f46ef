// Accounts in the browser: register (signed in at once, the address confirmed by e-mail), log in
// and out, the greeting, reset by e-mail, the checkout gate that goes on to checkout, a cart that
// follows the shopper, and the admin's button. The only journeys that sign in through the forms (and
// see where the login form leads); the others start signed in through the API (fixtures.ts).
import fs from 'node:fs';
import { expect, test } from './fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../playwright.config';
import {
  addToCart,
  cartCount,
  logIn,
  logInThroughApi,
  nameOf,
  newEmail,
  readApi,
  register,
  registerThroughApi,
  resetLinkFor,
  SHOPPER_PASSWORD,
  verifyLinkFor,
} from './support';

test('register signed in, see the greeting and My Orders, log out, log in again', async ({ page }) => {
  const email = newEmail();
  await register(page, email, 'first password');
  const header = page.getByRole('banner');
  await expect(header.getByText(`Hi, ${nameOf(email)}`)).toBeVisible();
  await header.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logout successfully.')).toBeVisible();

  await logIn(page, email, 'first password');
  await expect(page).toHaveURL('/');
  await expect(header.getByText(`Hi, ${nameOf(email)}`)).toBeVisible();
  await expect(header.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/order-history');
  await expect(header.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);

  await page.reload();
  await expect(header.getByText(`Hi, ${nameOf(email)}`)).toBeVisible();

  await header.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logout successfully.')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
});

test('registering from the cart lands signed in on checkout; the e-mailed link confirms the address', async ({
  page,
  dataDir,
}) => {
  const email = newEmail();
  await addToCart(page, 'nova se');
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Check Out' }).click();
  await expect(page).toHaveURL('/login');
  await page.getByRole('main').getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL('/register');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('checkout password 1');
  await page.getByLabel('Confirm Password').fill('checkout password 1');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL('/checkout-details');
  await expect(cartCount(page)).toHaveText('1');
  await expect(page.getByRole('banner').getByText(`Hi, ${nameOf(email)}`)).toBeVisible();

  // The greeting opens the account, which asks for the address to be confirmed.
  await page
    .getByRole('banner')
    .getByRole('link', { name: `Hi, ${nameOf(email)}` })
    .click();
  await expect(page).toHaveURL('/account');
  await expect(page.getByText(`Please confirm ${email}`)).toBeVisible();
  await expect.poll(() => verifyLinkFor(dataDir, email)).toBeDefined();
  const link = new URL(verifyLinkFor(dataDir, email) ?? '');
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL('/account?verified=1');
  await expect(page.getByText('Thank you: your e-mail is confirmed.')).toBeVisible();
  await expect(page.getByText(`Please confirm ${email}`)).toHaveCount(0);
});

test('register refuses mismatched passwords; login shows a wrong password', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Email', { exact: true }).fill(newEmail());
  await page.getByLabel('Password', { exact: true }).fill('first password');
  await page.getByLabel('Confirm Password').fill('other password');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Password does not match.').first()).toBeVisible();
  await expect(page).toHaveURL('/register');

  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill('nobody@example.com');
  await page.getByLabel('Password', { exact: true }).fill('wrong password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  // Said once (a toast), not again under the form; no word about Google on a shop without it.
  await expect(page.getByText('Invalid email or password')).toHaveCount(1);
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toHaveCount(0);
  // Leaving the page takes its error with it.
  await page.getByRole('link', { name: 'Forgot Password' }).click();
  await expect(page.getByText('Invalid email or password')).toHaveCount(0);
});

test('a forgotten password is reset with the e-mailed link', async ({ page, dataDir }) => {
  const email = newEmail();
  await register(page, email, 'old password');
  await page.goto('/reset');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Check your email for reset link').first()).toBeVisible();

  await expect.poll(() => resetLinkFor(dataDir, email)).toBeDefined();
  const link = new URL(resetLinkFor(dataDir, email) ?? '');
  await page.goto(link.pathname + link.search);
  await page.getByLabel('New Password', { exact: true }).fill('new password 2');
  await page.getByLabel('Confirm Password').fill('new password 2');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page).toHaveURL('/login');
  await logIn(page, email, 'new password 2');

  // The link works once.
  await page.goto(link.pathname + link.search);
  await page.getByLabel('New Password', { exact: true }).fill('third password');
  await page.getByLabel('Confirm Password').fill('third password');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /token/i }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Request a new/i })).toBeVisible();
});

test('Check Out sends a visitor to log in and then on to checkout, the cart kept', async ({
  page,
  baseURL,
}) => {
  const email = newEmail();
  await registerThroughApi(page.request, baseURL, email, SHOPPER_PASSWORD);
  await addToCart(page, 'nova se');
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Check Out' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Please log in to check out. Your cart is kept.')).toBeVisible();
  await logIn(page, email, SHOPPER_PASSWORD);
  await expect(page).toHaveURL('/checkout-details');
  await expect(cartCount(page)).toHaveText('1');
  await expect(page.getByText('Cart item(s): 1')).toBeVisible();
});

test('the cart follows the shopper to another browser and merges a visitor cart', async ({
  page,
  shopper: email,
  browser,
}) => {
  await addToCart(page, 'nova se');
  await expect(cartCount(page)).toHaveText('1');
  // The debounced save reaches the server.
  await expect
    .poll(async () => ((await readApi(page.request, '/api/cart')) as { totalQuantity: number }).totalQuantity)
    .toBe(1);

  const other = await browser.newContext();
  const second = await other.newPage();
  await addToCart(second, 'nova se');
  await addToCart(second, 'honey');
  await expect(cartCount(second)).toHaveText('2');
  await logIn(second, email, SHOPPER_PASSWORD);
  // Nova SE: 1 saved + 1 from the visitor cart; honey: 1.
  await expect(cartCount(second)).toHaveText('3');
  await second.goto('/cart');
  await expect(second.getByTestId('cart-subtotal')).toHaveText('$867.95');

  await second.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(cartCount(second)).toHaveText('0');
  await other.close();

  await page.reload();
  await expect(cartCount(page)).toHaveText('3');
});

test('a merge whose answer was lost is not doubled, and a product added while it is out is kept', async ({
  page,
  shopper: email,
  browser,
}) => {
  // Two browsers, two sign-ins and four page loads: more than the usual 30 s on a busy machine.
  test.slow();
  await addToCart(page, 'nova se');
  const savedCart = async () =>
    (await readApi(page.request, '/api/cart')) as {
      totalQuantity: number;
      items: { name: string; cartQuantity: number }[];
    };
  await expect.poll(async () => (await savedCart()).totalQuantity).toBe(1);

  const other = await browser.newContext();
  const second = await other.newPage();
  await addToCart(second, 'nova se');
  await addToCart(second, 'honey');
  await expect(cartCount(second)).toHaveText('2');

  // The server takes the merge, but its answer never reaches the browser.
  await second.route(
    '**/api/cart/merge',
    async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    },
    { times: 1 },
  );
  await logIn(second, email, SHOPPER_PASSWORD);
  await expect(
    second.getByText('Your saved cart could not be loaded. Please reload the page.'),
  ).toBeVisible();
  await expect.poll(async () => (await savedCart()).totalQuantity).toBe(3);

  // The next page load sends the merge again; its answer is held while one more honey goes in.
  let markSent = () => {};
  const sent = new Promise<void>((resolve) => (markSent = resolve));
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await second.route(
    '**/api/cart/merge',
    async (route) => {
      markSent();
      const response = await route.fetch();
      await answered;
      await route.fulfill({ response });
    },
    { times: 1 },
  );
  await second.goto('/?search=honey');
  await sent;
  await second.getByRole('button', { name: 'ADD TO CARD' }).first().click();
  await expect(cartCount(second)).toHaveText('3');
  answer();

  // Nova SE: 1 saved + 1 merged once; honey: 1 merged + 1 added while the answer was out.
  await expect(cartCount(second)).toHaveText('4');
  await expect
    .poll(async () => (await savedCart()).items.map((item) => item.cartQuantity).sort())
    .toEqual([2, 2]);
  await second.reload();
  await expect(cartCount(second)).toHaveText('4');
  await other.close();
});

test('only the admin sees the Admin button and the admin pages', async ({ page }) => {
  await page.goto('/admin/home');
  await expect(
    page.getByText('Permission Denied. This Page can only be view by an Admin user.'),
  ).toBeVisible();
  await page.goto('/login');
  await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  // The admin's day starts on the dashboard (issue 22).
  await expect(page).toHaveURL('/admin/home');
  const admin = page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true });
  await expect(admin).toBeVisible();
  await admin.click();
  await expect(page).toHaveURL(/\/admin/);
  await expect(page.getByText('Permission Denied.')).toHaveCount(0);
});

test('every page of the route table answers; the signed-in ones send a visitor to log in', async ({
  page,
  baseURL,
}) => {
  const publicPages: [string, string][] = [
    ['/contact', 'Contact Us'],
    ['/checkout-success', 'Checkout Successful'],
  ];
  for (const [url, heading] of publicPages) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
  }
  for (const url of [
    '/checkout-details',
    '/checkout',
    '/order-history',
    '/order-details/x',
    '/review-product/x',
  ]) {
    await page.goto(url);
    await expect(page).toHaveURL('/login');
  }
  const email = newEmail();
  await registerThroughApi(page.request, baseURL, email, SHOPPER_PASSWORD);
  await logInThroughApi(page.request, baseURL, email, SHOPPER_PASSWORD);
  const signedInPages: [string, string][] = [
    ['/checkout-details', 'Checkout Details'],
    ['/checkout', 'Checkout'],
    ['/order-history', 'Your Order History'],
    ['/order-details/x', 'Order Details'],
    ['/review-product/x', 'Review Product'],
  ];
  for (const [url, heading] of signedInPages) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
  }
});

test('the account page changes the name, the address by its link and the password, and signs out another device', async ({
  page,
  shopper: email,
  browser,
  dataDir,
}) => {
  test.slow();
  const phone = await browser.newContext();
  const phonePage = await phone.newPage();
  await logIn(phonePage, email, SHOPPER_PASSWORD);
  await expect(phonePage.getByRole('banner').getByText(`Hi, ${nameOf(email)}`)).toBeVisible();

  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'My Account', exact: true })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('banner').getByText('Hi, Ada Lovelace')).toBeVisible();

  // Two devices; the phone is signed out from here.
  const devices = page.getByRole('region', { name: 'Where you are signed in' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByText(/This device/)).toHaveCount(1);
  await devices.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(page.getByText('1 device signed out.')).toBeVisible();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await phonePage.reload();
  await expect(phonePage.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await phone.close();

  // A new address: the account moves to it when the link sent to it is followed.
  const newAddress = newEmail();
  await page.getByLabel('New e-mail address').fill(newAddress);
  await page.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(page.getByText(`We have sent a link to ${newAddress}.`, { exact: false })).toBeVisible();
  await expect.poll(() => verifyLinkFor(dataDir, newAddress)).toBeDefined();
  const link = new URL(verifyLinkFor(dataDir, newAddress) ?? '');
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL('/account?verified=1');
  await expect(page.getByText(newAddress, { exact: true })).toBeVisible();

  // The password: the current one is needed.
  const password = page.getByRole('region', { name: 'Password' });
  await password.getByLabel('Current password').fill(SHOPPER_PASSWORD);
  await password.getByLabel('New Password').fill('account page password 2');
  await password.getByLabel('Confirm Password').fill('account page password 2');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password is changed. Your other devices are signed out.')).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await logIn(page, newAddress, 'account page password 2');
  await expect(page.getByRole('banner').getByText('Hi, Ada Lovelace')).toBeVisible();
});

test('a shopper downloads their data, then deletes the account and is signed out', async ({
  page,
  shopper: email,
}) => {
  await page.goto('/account');
  const data = page.getByRole('region', { name: 'Your data' });
  const downloading = page.waitForEvent('download');
  await data.getByRole('link', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(fs.readFileSync((await download.path()) ?? '', 'utf8')) as {
    account: { email: string };
  };
  expect(exported.account.email).toBe(email);

  await data.getByLabel('Current password').fill(SHOPPER_PASSWORD);
  await data.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account is deleted.')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(SHOPPER_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
});
