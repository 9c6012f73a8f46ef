// A shopper buys a size and a colour (decision 060), in the browser at phone and desktop widths: the
// card says "From", a sold-out size is refused with a clear message, the chosen variant's price and
// SKU follow the choice and the address names it, and the bought variant is named in the cart, the
// checkout, the success page and the order's details.
import { expect, test } from './fixtures';
import {
  addProductThroughApi,
  expectNoSeriousA11yViolations,
  fillShipping,
  readApi,
  waitForApp,
} from './support';

const SCREENSHOTS = process.env.E2E_SCREENSHOTS_DIR;

type Variants = { variants: { id: string; title: string; sku: string }[] };

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`a shopper chooses a colour and a size, is refused a sold-out size, and buys the variant at ${width} px`, async ({
    page,
    adminPage: admin,
    shopper: _signedIn,
  }) => {
    await page.setViewportSize({ width, height });
    const name = `Stride Runner ${width}`;
    const id = await addProductThroughApi(admin.request, { name, priceCents: 11_000, stock: 1 });
    // Gone when the journey ends, so the next journey on this shop lists what it expects.
    try {
      const grid = await admin.request.put(`/api/admin/products/${id}/variants`, {
        data: {
          options: [
            { name: 'Colour', values: ['Red', 'Blue'] },
            { name: 'Size', values: ['41', '42'] },
          ],
          variants: [
            { values: ['Red', '41'], priceCents: 11_000, stock: 5 },
            { values: ['Red', '42'], priceCents: 11_000, stock: 0 },
            { values: ['Blue', '41'], priceCents: 12_500, stock: 5 },
            { values: ['Blue', '42'], priceCents: 12_500, compareAtCents: 15_000, stock: 2 },
          ],
        },
      });
      expect(grid.status(), await grid.text()).toBe(200);
      const sold = ((await grid.json()) as Variants).variants.find(
        (variant) => variant.title === 'Blue / 42',
      );

      // The card: from the lowest price, a sale, and a way to choose.
      await page.goto(`/search?q=${encodeURIComponent(name)}`);
      const card = page.getByTestId('product-card').filter({ hasText: name });
      await expect(card).toContainText('From $110.00');
      await expect(card).toContainText('Sale');
      await card.getByRole('link', { name: `Choose options of ${name}` }).click();
      await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

      // Nothing chosen: ADD TO CARD says what is missing.
      // The first ADD TO CARD is the product's own (related products' cards have theirs below).
      const addToCart = page.getByRole('button', { name: 'ADD TO CARD' }).first();
      await addToCart.click();
      await expect(page.getByRole('alert')).toHaveText('Choose a Colour and a Size.');

      // Red 42 is sold out: said on the value, and refused.
      await page.getByRole('radio', { name: 'Red' }).check();
      await page.getByRole('radio', { name: '42, sold out' }).check();
      await expect(page.getByText(`${name} - Red / 42 is sold out.`)).toBeVisible();
      await expect(addToCart).toBeDisabled();

      // Blue 42: its price, the price before the sale, its SKU, and the address names it.
      await page.getByRole('radio', { name: 'Blue' }).check();
      await expect(page.getByText(`SKU ${sold?.sku}`)).toBeVisible();
      await expect(page.getByText('Was $150.00')).toBeAttached();
      await expect(page).toHaveURL(new RegExp(`\\?variant=${sold?.id}$`));
      await expect(page.getByText('Only 2 left')).toBeVisible();
      if (SCREENSHOTS)
        await page.screenshot({ path: `${SCREENSHOTS}/variant-page-${width}.png`, fullPage: true });
      await expectNoSeriousA11yViolations(page);
      await addToCart.click();
      const drawer = page.getByRole('dialog');
      await expect(drawer).toContainText(`${name} - Blue / 42`);

      // The shared address opens on the same variant.
      await page.goto(`/product-details/${id}?variant=${sold?.id}`);
      await expect(page.getByRole('radio', { name: 'Blue' })).toBeChecked();
      await expect(page.getByRole('radio', { name: '42' })).toBeChecked();

      await page.goto('/cart');
      await expect(page.getByRole('table').getByText(`${name} - Blue / 42`)).toBeVisible();
      await expect(page.getByRole('table').getByText(`SKU ${sold?.sku}`)).toBeVisible();
      if (SCREENSHOTS)
        await page.screenshot({ path: `${SCREENSHOTS}/variant-cart-${width}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Check Out' }).click();
      await expect(page.getByText(`${name} - Blue / 42`)).toBeVisible();
      await fillShipping(page);
      await page.getByRole('button', { name: 'Proceed To Checkout' }).click();
      await expect(page).toHaveURL('/checkout');
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByLabel('Expiration date').fill('12 / 34');
      await page.getByLabel('Security code').fill('123');
      await page.getByRole('button', { name: /^Pay \$/ }).click();
      await expect(page).toHaveURL(/\/checkout-success\?order=/);
      await expect(page.getByText(`${name} - Blue / 42`)).toBeVisible();
      const orderId = new URL(page.url()).searchParams.get('order') ?? '';

      await page.goto(`/order-details/${orderId}`);
      await expect(page.getByText(`${name} - Blue / 42`)).toBeVisible();
      await expect(page.getByText(`SKU ${sold?.sku}`)).toBeVisible();
      if (SCREENSHOTS)
        await page.screenshot({ path: `${SCREENSHOTS}/variant-order-${width}.png`, fullPage: true });

      // The size sold has one unit fewer; the others are as they were.
      const after = (await readApi(page.request, `/api/products/${id}`)) as {
        variants: { title: string; stock: number }[];
      };
      expect(after.variants.map((variant) => [variant.title, variant.stock])).toEqual([
        ['Red / 41', 5],
        ['Red / 42', 0],
        ['Blue / 41', 5],
        ['Blue / 42', 1],
      ]);
    } finally {
      await admin.request.delete(`/api/admin/products/${id}`);
    }
  });
}

test('a shopper searching "red shoe" opens a sneaker on its red colour, and filters sneakers by colour and size on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The sneakers sold in red, found by their colour and by the Sneakers category (a synonym of shoe).
  await page.goto('/search?search=red%20shoe');
  const cards = page.getByTestId('product-card');
  await expect(cards.filter({ hasText: 'Court High Top' })).toBeVisible();
  await expect(cards.filter({ hasText: 'Court Classic Low' })).toHaveCount(0);
  await cards
    .filter({ hasText: 'Stride Runner 3' })
    .getByRole('link', { name: 'Choose options of Stride Runner 3' })
    .click();
  await expect(page).toHaveURL(/\?Colour=Red$/);
  await expect(page.getByRole('radio', { name: 'Red' })).toBeChecked();
  // Its red picture, before a size is chosen.
  await expect(page.getByRole('img', { name: 'Stride Runner 3' }).first()).toHaveAttribute(
    'src',
    /stride-runner-3--red/,
  );

  // The sneakers in red and size 42, from the filter panel.
  await page.goto('/category/Sneakers');
  await waitForApp(page);
  await page.getByRole('button', { name: /Show Filter/i }).click();
  const colour = page.getByRole('group', { name: 'Colour' });
  await expect(colour.getByText(/^Red$/)).toBeVisible();
  // A tick changes the address, which the boxes then follow: clicked, then seen ticked.
  await colour.getByRole('checkbox', { name: /^Red/ }).click();
  await expect(colour.getByRole('checkbox', { name: /^Red/ })).toBeChecked();
  await expect(page).toHaveURL(/option=Colour%3ARed/);
  await page.getByRole('group', { name: 'Size' }).getByRole('checkbox', { name: /^42/ }).click();
  await expect(page).toHaveURL(/option=Size%3A42/);
  await page.getByRole('button', { name: /^Show \d+ results?$/ }).click();
  await expect(cards.filter({ hasText: 'Stride Runner 3' })).toBeVisible();
  await expect(cards.filter({ hasText: 'Court Classic Low' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  if (SCREENSHOTS)
    await page.screenshot({ path: `${SCREENSHOTS}/variants-filtered-390.png`, fullPage: true });
});
