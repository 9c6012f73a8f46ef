// Shared steps of the browser journeys.
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const productCards = (page: Page) => page.getByTestId('product-card');
/**
 * Ticks a filter's checkbox. Its state follows the URL, so it shows ticked once the navigation has
 * rendered, a moment after the click (Playwright's check() looks at once).
 */
export async function tick(checkbox: Locator) {
  await checkbox.click();
  await expect(checkbox).toBeChecked();
}
/** A listing's filter panel (beside the list on wide screens). */
export const filterPanel = (page: Page) => page.getByRole('complementary', { name: 'Filter' });

/** Waits until the listing shows its cards (the spinner gone) and the app is live (see waitForApp). */
export async function waitForProducts(page: Page) {
  await expect(productCards(page).first()).toBeVisible();
  await waitForApp(page);
}

export const cartCount = (page: Page) => page.getByTestId('cart-count');

/** No serious or critical accessibility violation on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

/** The number in 'N Products found.'. */
export async function productsFound(page: Page): Promise<number> {
  const text = await page
    .getByText(/\d+ Products found\./)
    .first()
    .textContent();
  return Number(text?.match(/(\d+) Products found/)?.[1]);
}

let counter = 0;
export const newEmail = () => `shopper${Date.now().toString(36)}${(counter += 1)}@example.com`;
export const nameOf = (email: string) => email.charAt(0).toUpperCase() + email.slice(1, email.indexOf('@'));

/** The password of every shopper the journeys make (the `shopper` fixture's too). */
export const SHOPPER_PASSWORD = 'shopper password';

/** Registers through the form, which lands on the login page (accounts.spec.ts; others use the API). */
export async function register(page: Page, email: string, password: string) {
  await page.goto('/register');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Registration Successful...')).toBeVisible();
  // Registering signs in (issue 38) and goes home when nothing sent the shopper here.
  await expect(page).toHaveURL('/');
}

/** Logs in through the form (accounts.spec.ts; others use the API or the fixtures). */
export async function logIn(page: Page, email: string, password: string) {
  if (!page.url().endsWith('/login')) await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login Successful...')).toBeVisible();
}

/** The address of an endpoint of the shop at `shop` (a test's `baseURL`, which is typed optional). */
function shopUrl(shop: string | undefined, path: string): URL {
  if (!shop) throw new Error('no baseURL: the project or the journey names its shop');
  return new URL(path, shop);
}

/**
 * Registers an account through the shop's API (Better Auth under /api/auth), as the register form
 * does, then signs out: registering signs in (issue 38), and the journeys using this start from an
 * account nobody is signed in to. `request` is a page's, a context's or one of its own; `shop` its
 * base URL.
 */
export async function registerThroughApi(
  request: APIRequestContext,
  shop: string | undefined,
  email: string,
  password: string,
) {
  const url = shopUrl(shop, '/api/auth/sign-up/email');
  const response = await request.post(url.href, {
    headers: { origin: url.origin },
    data: { email, password, name: '' },
  });
  await expect(response, `registering ${email}`).toBeOK();
  const signOut = shopUrl(shop, '/api/auth/sign-out');
  await expect(await request.post(signOut.href, { headers: { origin: url.origin }, data: {} })).toBeOK();
}

/**
 * Signs in through the shop's API, as the login form does: the session cookie lands in `request`'s
 * cookies, which for `page.request` are the page's context's. The Origin header is the shop's own:
 * with a cookie already there, Better Auth refuses a request without one.
 */
export async function logInThroughApi(
  request: APIRequestContext,
  shop: string | undefined,
  email: string,
  password: string,
) {
  const url = shopUrl(shop, '/api/auth/sign-in/email');
  const response = await request.post(url.href, {
    headers: { origin: url.origin },
    data: { email, password },
  });
  await expect(response, `signing in ${email}`).toBeOK();
}

/**
 * The JSON of a GET to the shop's API, read as the web app reads it: a 503 (the shop shedding load for a
 * moment, decision 034) is asked again after its Retry-After, up to three times; any other failure fails
 * the journey with its status.
 */
export async function readApi(request: APIRequestContext, url: string): Promise<unknown> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await request.get(url);
    if (response.status() === 503 && attempt < 3) {
      const seconds = Number(response.headers()['retry-after']);
      await new Promise((resolve) =>
        setTimeout(resolve, Math.min(seconds > 0 ? seconds * 1000 : 1000, 5000)),
      );
      continue;
    }
    await expect(response, `GET ${url}`).toBeOK();
    return response.json();
  }
}

/**
 * Waits until the app has taken over the page. A page drawn on the server shows its buttons at once,
 * but a click before then does nothing (the app marks <html data-app-ready> when it is live).
 */
export async function waitForApp(page: Page) {
  await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
}

export async function addToCart(page: Page, search: string) {
  await page.goto(`/?search=${encodeURIComponent(search)}`);
  await waitForProducts(page);
  await page.getByRole('button', { name: 'ADD TO CARD' }).first().click();
  // The cart drawer shows the product once it is in the cart.
  await expect(page.getByRole('dialog', { name: /added to cart$/ })).toBeVisible();
}

/** The password reset link e-mailed to `to` (the newest), if one was sent. */
export const resetLinkFor = (dataDir: string, to: string): string | undefined =>
  mailsTo(dataDir, to)
    .map((mail) => mail.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)?.[0])
    .find(Boolean);

/** The newest link e-mailed to `to` that confirms the address (a welcome or changed-address e-mail). */
export const verifyLinkFor = (dataDir: string, to: string): string | undefined =>
  mailsTo(dataDir, to)
    .map(
      (mail) =>
        mail
          .replaceAll('=3D', '=')
          .match(/https?:\/\/\S+\/api\/auth\/verify-email\?token=[\w.-]+&callbackURL=\S+/)?.[0],
    )
    .find(Boolean);

/** The e-mails in the shop's outbox (newest first) that were sent to `to`, soft line breaks undone. */
export function mailsTo(dataDir: string, to: string): string[] {
  const outbox = path.join(dataDir, 'outbox');
  const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().reverse() : [];
  return files
    .map((file) => fs.readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, ''))
    .filter((mail) => mail.includes(`To: ${to}`));
}

const ADDRESS = {
  name: 'Grace Hopper',
  line1: '1 Navy Way',
  line2: '',
  city: 'Arlington',
  state: 'Virginia',
  postal_code: '22202',
  country: 'US',
  phone: '+1 555 0100',
};

type ProductPage = { items: { id: string; name: string; imageURL: string }[] };
type Intent = { paymentIntentId: string; clientSecret: string };

/** Buys one unit (or `quantity`) of the first product (or `productId`) through the API, as the signed-in shopper of `page`. */
export async function buyThroughApi(page: Page, productId?: string, quantity = 1): Promise<string> {
  const listed = await page.request.get('/api/products?limit=1');
  // The page's own shop (there are several in the two-instance journey), read from an answer: a
  // shopper signed in through the API may not have opened a page yet.
  const headers = { origin: new URL(listed.url()).origin };
  const products = (await listed.json()) as ProductPage;
  const id = productId ?? products.items[0]?.id;
  // A product with options is bought as one of its variants: the first with stock enough.
  const product = (await (await page.request.get(`/api/products/${id}`)).json()) as {
    variants?: { id: string; stock: number }[];
  };
  const variantId = product.variants?.find((variant) => variant.stock >= quantity)?.id;
  const intent = (await (
    await page.request.post('/api/create-payment-intent', {
      headers,
      data: {
        items: [{ id, ...(variantId ? { variantId } : {}), cartQuantity: quantity }],
        shipping: ADDRESS,
        billing: ADDRESS,
        userEmail: 'ignored@example.com',
        description: 'ignored',
      },
    })
  ).json()) as Intent;
  const paid = await page.request.post(`/api/test-payments/${intent.paymentIntentId}/confirm`, {
    headers,
    data: {
      clientSecret: intent.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 34',
      cvc: '123',
    },
  });
  expect(paid.status()).toBe(200);
  const completed = await page.request.post('/api/checkout/complete', {
    headers,
    data: { paymentIntentId: intent.paymentIntentId },
  });
  expect(completed.status()).toBe(200);
  return ((await completed.json()) as { orderId: string }).orderId;
}

/** The number (#1001) people see for an order of the signed-in shopper of `page`. */
export async function orderNumberOf(page: Page, orderId: string): Promise<number> {
  const order = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as { number: number };
  return order.number;
}

/** The HTML part of an e-mail as the outbox wrote it (quoted-printable undone). */
export function htmlPartOf(raw: string): string {
  const mail = raw.replace(/\r\n/g, '\n');
  const start = mail.indexOf('Content-Type: text/html');
  const body = mail.slice(mail.indexOf('\n\n', start) + 2);
  const end = body.search(/\n--[^\n]+/);
  const encoded = end === -1 ? body : body.slice(0, end);
  const bytes = encoded
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * A product of a journey's own, added by the admin of `request` (its picture uploaded as the form
 * would, from the catalogue's first): a journey that gives it options meets no other journey's.
 */
export async function addProductThroughApi(
  request: APIRequestContext,
  product: { name: string; priceCents: number; stock: number },
): Promise<string> {
  const [shown] = (
    (await readApi(request, '/api/products?limit=1')) as {
      items: { imageURL: string; category: string }[];
    }
  ).items;
  const picture = await request.get(`${shown?.imageURL}?w=800`);
  const upload = await request.post('/api/admin/uploads', {
    multipart: { file: { name: 'picture.webp', mimeType: 'image/webp', buffer: await picture.body() } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const response = await request.post('/api/admin/products', {
    data: {
      ...product,
      category: shown?.category,
      brand: 'Journey Wear',
      desc: `${product.name}, made for a journey.`,
      imageURL: ((await upload.json()) as { imageURL: string }).imageURL,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The checkout's shipping address, as a shopper types it (Virginia unless told: a state with its tax). */
export async function fillShipping(page: Page, state = 'Virginia') {
  const shipping = page.getByRole('group', { name: 'Shipping Address' });
  await shipping.getByLabel('Recipient Name').fill('Grace Hopper');
  await shipping.getByLabel('Address line 1').fill('1 Navy Way');
  await shipping.getByLabel('City').fill('Arlington');
  await shipping.getByLabel('Country').selectOption('US');
  await shipping.getByLabel('State').selectOption(state);
  await shipping.getByLabel('Postal code').fill('22202');
  await shipping.getByLabel('Phone').fill('+1 555 0100');
}
