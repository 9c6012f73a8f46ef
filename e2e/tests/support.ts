// Shared steps of the browser journeys.
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
