// Shared steps of the browser journeys.
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const productCards = (page: Page) => page.getByTestId('product-card');

/** Waits for the listing to show products (the spinner gone, cards drawn). */
export async function waitForProducts(page: Page) {
  await expect(productCards(page).first()).toBeVisible();
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

export async function register(page: Page, email: string, password: string) {
  await page.goto('/register');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Registration Successful...')).toBeVisible();
  await expect(page).toHaveURL('/login');
}

export async function logIn(page: Page, email: string, password: string) {
  if (!page.url().endsWith('/login')) await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login Successful...')).toBeVisible();
}

export async function addToCart(page: Page, search: string) {
  await page.goto(`/?search=${encodeURIComponent(search)}`);
  await waitForProducts(page);
  await page.getByRole('button', { name: 'ADD TO CARD' }).first().click();
}

/** The e-mails in the shop's outbox (newest first) that were sent to `to`, soft line breaks undone. */
export function mailsTo(dataDir: string, to: string): string[] {
  const outbox = path.join(dataDir, 'outbox');
  const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().reverse() : [];
  return files
    .map((file) => fs.readFileSync(path.join(outbox, file), 'utf8').replace(/=\n/g, ''))
    .filter((mail) => mail.includes(`To: ${to}`));
}
