// The storefront at a phone's 390×844 and a desktop's 1280×800 (issue 9): nothing scrolls sideways,
// two columns on a phone, Shop Now lands on the list, the menu closes as expected, the footer sits
// at the bottom of a short page, toasts leave the header alone, and destructive actions ask first.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  addToCart,
  cartCount,
  expectNoSeriousA11yViolations,
  buyThroughApi,
  productCards,
  waitForProducts,
} from './support';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const hasNoSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('under the test-mode banner the header keeps its logo inside, and stays opaque when fixed', async ({
      adminPage: page,
    }) => {
      await page.goto('/');
      const banner = page.getByRole('status').filter({ hasText: 'Payments are in TEST MODE' });
      await expect(banner).toBeVisible();
      const header = page.getByRole('banner');
      const logo = header.getByRole('link', { name: 'eShop' });
      const categories = page.getByRole('navigation', { name: 'Categories' });
      const [bannerBox, headerBox, logoBox, barBox] = await Promise.all(
        [banner, header, logo, categories].map((locator) => locator.boundingBox()),
      );
      // Banner, then the header with the logo inside it, then the category bar: nothing overlaps.
      expect(bannerBox!.y + bannerBox!.height).toBeLessThanOrEqual(headerBox!.y + 0.5);
      expect(logoBox!.y).toBeGreaterThanOrEqual(headerBox!.y);
      expect(logoBox!.y + logoBox!.height).toBeLessThanOrEqual(headerBox!.y + headerBox!.height + 0.5);
      expect(headerBox!.y + headerBox!.height).toBeLessThanOrEqual(barBox!.y + 0.5);

      // Scrolled: the fixed header is at the top and its background is opaque.
      await page.mouse.wheel(0, 600);
      await expect(header).toHaveAttribute('data-fixed', 'true');
      const scrolled = await header.boundingBox();
      expect(scrolled!.y).toBe(0);
      const background = await header.evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(background).toBe('rgb(255, 255, 255)');
    });

    test('the cart fits: every control on screen, nothing scrolls sideways', async ({ page }) => {
      await addToCart(page, 'nova se');
      await addToCart(page, 'laptop');
      await page.goto('/cart');
      const increase = page.getByRole('button', { name: /^Increase quantity of/ }).first();
      const remove = page.getByRole('button', { name: /^Remove .* from cart$/ }).first();
      for (const control of [increase, remove]) {
        await expect(control).toBeInViewport();
        const box = await control.boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      }
      expect(await hasNoSidewaysScroll(page)).toBe(true);
      const region = page.getByRole('region', { name: 'Shopping Cart' });
      expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await expectNoSeriousA11yViolations(page);
    });

    test('Shop Now lands on the product list itself', async ({ page }) => {
      await page.goto('/');
      await waitForProducts(page);
      await page.getByRole('link', { name: 'Shop Now' }).first().click();
      await expect
        .poll(() => page.locator('#products').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
        .toBeLessThan(100);
      await expect(productCards(page).first()).toBeInViewport();
    });

    test('the footer touches the bottom of a short page, with the side padding kept', async ({ page }) => {
      for (const path of ['/no/such/page', '/cart', '/contact']) {
        await page.goto(path);
        const footer = page.getByRole('contentinfo');
        await expect(footer).toBeVisible();
        const bottom = await footer.evaluate((el) => Math.round(el.getBoundingClientRect().bottom));
        expect(bottom, path).toBeGreaterThanOrEqual(viewport.height - 1);
        const heading = page.getByRole('heading', { level: 1 }).first();
        const box = await heading.boundingBox();
        expect(box!.x, `${path} heading padding`).toBeGreaterThanOrEqual(16);
      }
    });

    test('ADD TO CARD opens the cart drawer under the header: the line, subtotal, Check Out', async ({
      page,
    }) => {
      await page.goto('/?search=nova%20se');
      await waitForProducts(page);
      const add = page.getByRole('button', { name: 'ADD TO CARD' }).first();
      await add.click();
      const drawer = page.getByRole('dialog', { name: 'Nova SE added to cart' });
      await expect(drawer).toBeVisible();
      await expect(drawer).toContainText('1 × $429.00');
      await expect(drawer).toContainText('Subtotal:$429.00');
      await expect(drawer.getByRole('button', { name: 'Check Out' })).toBeInViewport();
      const header = await page.getByRole('banner').boundingBox();
      const drawerBox = await drawer.boundingBox();
      expect(drawerBox!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
      expect(drawerBox!.x + drawerBox!.width).toBeLessThanOrEqual(viewport.width);
      await expect(cartCount(page)).toBeInViewport();
      await expect(cartCount(page)).toHaveText('1');

      // Escape closes it and gives focus back to the button; View cart goes to the cart page.
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(add).toBeFocused();
      await add.click();
      await page.getByRole('dialog').getByRole('link', { name: 'View cart' }).click();
      await expect(page).toHaveURL('/cart');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('Clear Cart asks first', async ({ page }) => {
      await addToCart(page, 'nova se');
      await page.goto('/cart');
      await page.getByRole('button', { name: 'Clear Cart' }).click();
      const dialog = page.getByRole('dialog', { name: 'Remove every item from your cart?' });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: 'Clear Cart' })).toBeFocused();
      await expect(cartCount(page)).toHaveText('1');
      await page.getByRole('button', { name: 'Clear Cart' }).click();
      await dialog.getByRole('button', { name: 'Clear Cart' }).click();
      await expect(page.getByText('Your cart is empty!')).toBeVisible();
    });

    test('a visitor sent to the login page is told why', async ({ page }) => {
      await page.goto('/order-history');
      await expect(page).toHaveURL('/login');
      await expect(
        page.getByText('Please log in to see that page. You will be taken back to it.'),
      ).toBeVisible();
    });
  });
}

test.describe('on a phone only', () => {
  test.use({ viewport: PHONE });

  test('order history and order details are cards: status, total and Review Product on screen', async ({
    page,
    shopper: _signedIn,
  }) => {
    const orderId = await buyThroughApi(page);
    await page.goto('/order-history');
    const row = page.getByRole('row').filter({ hasText: 'Order Placed' }).first();
    for (const cell of [row.getByText('Order Placed'), row.getByText(/^\$/).first(), row.getByRole('link')]) {
      const box = await cell.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    }
    expect(await hasNoSidewaysScroll(page)).toBe(true);
    await page.goto(`/order-details/${orderId}`);
    const review = page
      .getByRole('button', { name: 'Review Product' })
      .or(page.getByRole('link', { name: 'Review Product' }));
    const box = await review.first().boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    expect(await hasNoSidewaysScroll(page)).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });

  test('the product list has two columns', async ({ page }) => {
    await page.goto('/');
    await waitForProducts(page);
    const [first, second] = await Promise.all([
      productCards(page).nth(0).boundingBox(),
      productCards(page).nth(1).boundingBox(),
    ]);
    expect(Math.round(first!.y)).toBe(Math.round(second!.y));
    expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
    expect(second!.x + second!.width).toBeLessThanOrEqual(PHONE.width);
    expect(await hasNoSidewaysScroll(page)).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });

  test('the menu closes on Escape (focus back on its button), a tap outside, and navigation', async ({
    page,
  }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('navigation', { name: 'Main' });
    await button.click();
    await expect(menu.getByRole('link', { name: 'Contact' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu.getByRole('link', { name: 'Contact' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.mouse.click(200, 600);
    await expect(menu.getByRole('link', { name: 'Contact' })).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(menu.getByRole('link', { name: 'Contact' })).toBeHidden();
  });
});

test.describe('on a desktop only', () => {
  test.use({ viewport: DESKTOP });

  test('a skip link reaches the products, and search comes before the filter list', async ({ page }) => {
    await page.goto('/');
    await waitForProducts(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to products' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    let presses = 0;
    const search = page.getByRole('searchbox', { name: 'Search products' });
    while (!(await search.evaluate((el) => el === document.activeElement)) && presses < 10) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    expect(presses).toBeLessThan(10);
  });
});
