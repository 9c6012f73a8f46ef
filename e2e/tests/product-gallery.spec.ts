// Several pictures per product: the owner uploads more, orders and removes them; the product page
// shows them with thumbnails, a strip a phone swipes, and a zoom.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations, readApi, waitForApp } from './support';

type ProductPage = { items: { id: string; imageURL: string }[] };

/** Real pictures to upload: the shop's own demo drawings, as WebP files with these names. */
async function pictures(request: APIRequestContext, names: string[]) {
  const { items } = (await readApi(request, `/api/products?limit=${names.length}`)) as ProductPage;
  return Promise.all(
    names.map(async (name, index) => ({
      name: `${name}.webp`,
      mimeType: 'image/webp',
      buffer: await (await request.get(`${items[index]!.imageURL}?w=800`)).body(),
    })),
  );
}

test('the owner gives a product more pictures in an order; its page shows them, swipeable and zoomable', async ({
  adminPage: page,
  browser,
}) => {
  await page.goto('/admin/add-product/ADD');
  const [main, ...more] = await pictures(page.request, ['lamp-main', 'lamp-side', 'lamp-back', 'lamp-top']);
  await page.getByLabel('Product image').setInputFiles(main!);
  await expect(page.getByText('Image Uploaded Successfully.').first()).toBeVisible();
  await page.getByLabel('Add pictures').setInputFiles(more);
  const gallery = page.getByRole('group', { name: 'More pictures' });
  await expect(gallery.getByRole('img')).toHaveCount(3);
  // The third one first, the first one removed: side, back, top -> top, back.
  await gallery.getByRole('button', { name: 'Move picture 3 earlier' }).click();
  await gallery.getByRole('button', { name: 'Move picture 2 earlier' }).click();
  await gallery.getByRole('button', { name: 'Remove picture 2' }).click();
  await expect(gallery.getByRole('img')).toHaveCount(2);
  const order = await gallery
    .getByRole('img')
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
  expect(order[0]).toContain('lamp-top');
  expect(order[1]).toContain('lamp-back');

  await page.getByLabel('Product name').fill('Gallery Lamp');
  await page.getByLabel('Product price ($)').fill('39.00');
  await page.getByLabel('Quantity in stock').fill('5');
  await page.getByLabel('Product Category').selectOption('Fashion');
  await page.getByLabel('Product Company/Brand').fill('Lumen Works');
  await page.getByLabel('Product Description').fill('A lamp with more than one side to it.');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save Product' }).click();
  await expect(page.getByText('Product uploaded successfully.')).toBeVisible();

  const shopper = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  const { items } = (await readApi(shopper.request, '/api/products?search=gallery%20lamp')) as ProductPage;
  await shopper.goto(`/product-details/${items[0]!.id}`);
  await waitForApp(shopper);
  const thumbs = shopper.getByRole('button', { name: /^Show picture \d of 3$/ });
  await expect(thumbs).toHaveCount(3);
  await expect(shopper.getByRole('button', { name: 'Show picture 1 of 3' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await shopper.getByRole('button', { name: 'Show picture 3 of 3' }).click();
  await expect(shopper.getByRole('button', { name: 'Show picture 3 of 3' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  // The strip moved to the third picture (what a swipe does on a phone).
  const strip = shopper.getByRole('list', { name: 'Pictures of Gallery Lamp' });
  await expect.poll(() => strip.evaluate((list) => Math.round(list.scrollLeft / list.clientWidth))).toBe(2);

  await shopper.getByRole('button', { name: 'Zoom in on the picture' }).click();
  const zoomed = shopper.getByRole('dialog', { name: 'Gallery Lamp, zoomed in' });
  await expect(zoomed).toBeVisible();
  await expect(zoomed.getByRole('img')).toHaveAttribute('src', /lamp-back/);
  await shopper.keyboard.press('Escape');
  await expect(zoomed).toBeHidden();

  // Leave the catalogue as the other journeys expect it.
  await page.goto('/admin/all-products');
  await page.getByRole('button', { name: 'Delete Gallery Lamp' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Product!!!' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Product deleted successfully.')).toBeVisible();
});
