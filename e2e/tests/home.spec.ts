import { expect, test } from './fixtures';
import { cartCount, expectNoSeriousA11yViolations, productsFound, waitForProducts } from './support';

/** The spec's slider interval (SLIDER_INTERVAL_MS in packages/shared) and its four slides. */
const SLIDE_EVERY_MS = 5000;
const SLIDES = 4;

test.describe('home', () => {
  test('shows the header, slider, categories, products and footer', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    for (const link of ['Home', 'Contact', 'Login', 'Register']) {
      await expect(header.getByRole('link', { name: link, exact: true }).first()).toBeVisible();
    }
    await expect(cartCount(page)).toHaveText('0');

    const slider = page.getByRole('region', { name: 'Featured' });
    // Four slides; the ones out of view are inert, so only the current one is in the tree.
    await expect(slider.getByRole('button', { name: /^Go to slide \d$/ })).toHaveCount(4);
    await expect(slider.locator('[role="group"]:not([inert])')).toHaveAccessibleName('1 of 4');
    await expect(slider.getByRole('link', { name: 'Shop Now' }).first()).toHaveAttribute(
      'href',
      '/#products',
    );

    const categories = page.getByRole('navigation', { name: 'Categories' });
    for (const name of [
      'Phone',
      'Electronics',
      'Laptop',
      'Fashion',
      'Grocries',
      'Sneakers',
      'Health & Beauty',
    ]) {
      await expect(categories.getByRole('link', { name, exact: true })).toBeVisible();
    }

    await waitForProducts(page);
    // The default price filter never hides a product (decision 012): the $3,499 workstation too.
    expect(await productsFound(page)).toBe(70);
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
    await expectNoSeriousA11yViolations(page);
  });

  test('the slider moves on by itself every 5 seconds and can be paused', async ({ page }) => {
    // The page's clock is the test's: it runs until the app is live (hydration waits on timers), then
    // stands still and moves only when the test moves it, so "5 s" is exact whatever the machine's load.
    await page.clock.install();
    await page.goto('/');
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    const slider = page.getByRole('region', { name: 'Featured' });
    const shown = slider.locator('[role="group"]:not([inert])');
    // The rotation starts again at a moment the test knows: pause, then play.
    await slider.getByRole('button', { name: 'Pause slideshow' }).click();
    await slider.getByRole('button', { name: 'Play slideshow' }).click();
    const first = Number((await shown.getAttribute('aria-label'))?.split(' ')[0]);
    const after = (slide: number, steps = 1) => `${((slide - 1 + steps) % SLIDES) + 1} of ${SLIDES}`;

    await page.clock.runFor(SLIDE_EVERY_MS - 1);
    await expect(shown).toHaveAccessibleName(after(first, 0));
    await page.clock.runFor(1);
    await expect(shown).toHaveAccessibleName(after(first));

    await slider.getByRole('button', { name: 'Pause slideshow' }).click();
    await page.clock.runFor(SLIDE_EVERY_MS * 2);
    // One step on by hand lands on the next slide: the slider stood still (had it moved on by itself,
    // the step would land further on), which a look at the slide alone could not tell from a page
    // that had not redrawn yet.
    await slider.getByRole('button', { name: 'Next slide' }).click();
    await expect(shown).toHaveAccessibleName(after(first, 2));
  });

  test('the slider goes to the next, previous and chosen slide, round the ends', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const slider = page.getByRole('region', { name: 'Featured' });
    const shown = slider.locator('[role="group"]:not([inert])');
    await expect(shown).toHaveAccessibleName('1 of 4');
    // Reduced motion: nothing rotates by itself, and the control offers to play.
    await expect(slider.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await slider.getByRole('button', { name: 'Previous slide' }).click();
    await expect(shown).toHaveAccessibleName('4 of 4');
    await slider.getByRole('button', { name: 'Next slide' }).click();
    await expect(shown).toHaveAccessibleName('1 of 4');
    await slider.getByRole('button', { name: 'Go to slide 3' }).click();
    await expect(shown).toHaveAccessibleName('3 of 4');
    await expect(shown).toBeInViewport({ ratio: 0.9 });
  });

  test('the header becomes fixed after 50 px of scrolling', async ({ page }) => {
    await page.goto('/');
    await waitForProducts(page);
    const header = page.getByRole('banner');
    const position = () => header.evaluate((el) => getComputedStyle(el).position);
    expect(await position()).not.toBe('fixed');
    await page.mouse.wheel(0, 200);
    await expect.poll(position).toBe('fixed');
  });

  test('#products (Shop Now) jumps to the product list itself', async ({ page }) => {
    await page.goto('/#products');
    await waitForProducts(page);
    await expect
      .poll(() => page.locator('#products').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeLessThan(100);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });
});

test('an unknown page shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByText('Opppppsssss, Page not found.')).toBeVisible();
  await page.getByRole('link', { name: /Back To Home/ }).click();
  await expect(page).toHaveURL('/');
});
