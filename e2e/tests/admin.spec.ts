// The admin area in the browser: a product created with an uploaded image (progress shown), edited
// and deleted, each seen by the storefront; an order's status changed and seen by its shopper; the
// dashboard's figures; and a shopper kept out, without downloading the admin's code.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  buyThroughApi,
  expectNoSeriousA11yViolations,
  mailsTo,
  orderNumberOf,
  readApi,
  waitForProducts,
} from './support';

type ProductPage = { items: { id: string; imageURL: string }[] };

/** A real picture to upload: one of the shop's own demo drawings, as WebP. */
async function pictureFile(request: APIRequestContext) {
  const products = (await readApi(request, '/api/products?limit=1')) as ProductPage;
  const picture = await request.get(`${products.items[0]?.imageURL}?w=800`);
  return { name: 'Field Lantern.webp', mimeType: 'image/webp', buffer: await picture.body() };
}

test('a shopper opening the admin area sees the permission message and gets none of its code', async ({
  page,
  shopper: _signedIn,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/admin/all-products');
  await expect(
    page.getByText('Permission Denied. This Page can only be view by an Admin user.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back To Home' })).toBeVisible();
  expect(scripts.filter((url) => /admin-page|dashboard-page|chart/.test(url))).toEqual([]);
});

test('the admin adds a product with an image, edits it and deletes it; the storefront follows', async ({
  adminPage: admin,
  browser,
}) => {
  // Three pages, an upload and a resize: over 30 s after the other journeys on a busy two-core machine.
  test.setTimeout(120_000);
  await admin.goto('/admin/home');
  await admin.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(admin.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Add Product' }).click();
  await expect(admin).toHaveURL('/admin/add-product/ADD');

  // Saving with nothing filled in shows the schema's messages next to the fields.
  await admin.getByRole('button', { name: 'Save Product' }).click();
  await expect(admin.getByText('Enter the product name.')).toBeVisible();
  await expect(admin.getByText('Choose a category.')).toBeVisible();
  await expect(admin.getByText('Upload an image of the product.')).toBeVisible();

  // Hold the upload back until its progress bar has been seen, as on a slow connection.
  let releaseUpload = () => {};
  const uploadReleased = new Promise<void>((resolve) => (releaseUpload = resolve));
  await admin.route('**/api/admin/uploads', async (route) => {
    await uploadReleased;
    await route.continue();
  });
  await admin.getByLabel('Product image').setInputFiles(await pictureFile(admin.request));
  await expect(admin.getByRole('progressbar', { name: 'Image upload progress' })).toBeVisible();
  releaseUpload();
  await expect(admin.getByText('Image Uploaded Successfully.')).toBeVisible();
  await expect(admin.getByRole('progressbar', { name: 'Image upload progress' })).toHaveCount(0);

  await admin.getByLabel('Product name').fill('Field Lantern');
  await admin.getByLabel('Product price ($)').fill('24.50');
  await admin.getByLabel('Quantity in stock').fill('7');
  await admin.getByLabel('Product Category').selectOption('Electronics');
  await admin.getByLabel('Product Company/Brand').fill('Lumen Works');
  await admin.getByLabel('Product Description').fill('A rechargeable lantern for long evenings outside.');
  await expectNoSeriousA11yViolations(admin);
  await admin.getByRole('button', { name: 'Save Product' }).click();
  await expect(admin.getByText('Product uploaded successfully.')).toBeVisible();
  await expect(admin).toHaveURL('/admin/all-products');
  await expect(admin.getByRole('status').filter({ hasText: 'Product added successfully' })).toBeVisible();
  const row = admin.getByRole('row', { name: /Field Lantern/ });
  await expect(row).toContainText('$24.50');
  await expect(row).toContainText('7');

  const shopper = await (await browser.newContext()).newPage();
  await shopper.goto('/?search=field%20lantern');
  await waitForProducts(shopper);
  const card = shopper.getByTestId('product-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('$24.50');
  const image = card.getByRole('img', { name: 'Field Lantern' });
  await expect(image).toHaveAttribute('src', /^\/uploads\/product\/\d+field-lantern\.webp\?w=400$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await row.getByRole('link', { name: 'Edit Field Lantern' }).click();
  await expect(admin.getByLabel('Product price ($)')).toHaveValue('24.50');
  await admin.getByLabel('Product price ($)').fill('19.99');
  await admin.getByRole('button', { name: 'Edit Product' }).click();
  await expect(admin.getByText('Product Edited Successfully')).toBeVisible();
  await expect(admin.getByRole('row', { name: /Field Lantern/ })).toContainText('$19.99');
  await shopper.reload();
  await expect(shopper.getByTestId('product-card')).toContainText('$19.99');

  // By keyboard: the edit's toast slides in at the top right, over the first row's buttons.
  await admin.getByRole('button', { name: 'Delete Field Lantern' }).press('Enter');
  const dialog = admin.getByRole('dialog', { name: 'Delete Product!!!' });
  await expect(dialog).toContainText('You are about to delete this product');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(admin.getByRole('row', { name: /Field Lantern/ })).toBeVisible();
  await admin.getByRole('button', { name: 'Delete Field Lantern' }).press('Enter');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(admin.getByText('Product deleted successfully.')).toBeVisible();
  await expect(admin.getByRole('row', { name: /Field Lantern/ })).toHaveCount(0);
  await shopper.reload();
  await expect(shopper.getByText('No product found.')).toBeVisible();
});

test('the admin changes an order status and the shopper’s open page shows it; the dashboard counts the order', async ({
  adminPage: admin,
  page,
  shopper: email,
  dataDir,
}) => {
  const orderId = await buyThroughApi(page);
  const number = await orderNumberOf(page, orderId);
  await page.goto(`/order-details/${orderId}`);
  await expect(page.getByText('Order Placed', { exact: true })).toBeVisible();

  await admin.goto('/admin/home');
  await expect(admin.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(admin.getByText('Earnings', { exact: true }).first()).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'Low stock' })).toBeVisible();

  await admin.goto('/admin/orders');
  const row = admin.getByRole('row', { name: new RegExp(`#${number}\\b`) });
  await expect(row).toContainText(email);
  await expect(row).toContainText('Order Placed...');
  await row.getByRole('link', { name: `#${number}` }).click();
  await expect(admin).toHaveURL(`/admin/order-details/${orderId}`);
  await expect(admin.getByTestId('order-totals')).toContainText('Total:');
  await admin.getByLabel('Change Order Status').selectOption('Shipped...');
  await admin.getByLabel('Tracking number (optional)').fill('1Z999AA10123456784');
  await admin.getByRole('button', { name: 'Update Status' }).click();
  await expect(admin.getByText('Order status changed successfully')).toBeVisible();

  await admin.goto('/admin/orders?status=shipped');
  await expect(admin.getByLabel('Order status')).toHaveValue('shipped');
  await expect(admin.getByRole('row', { name: new RegExp(`#${number}\\b`) })).toContainText('Shipped...');
  // The shopper is e-mailed that it shipped, with the tracking number.
  await expect
    .poll(() => mailsTo(dataDir, email).filter((mail) => mail.includes(`#${number} has shipped`)).length)
    .toBe(1);
  expect(mailsTo(dataDir, email).find((mail) => mail.includes('has shipped'))).toContain(
    '1Z999AA10123456784',
  );

  // The shopper's page, open all along, shows it without a reload (live updates).
  await expect(page.getByText('Shipped...', { exact: true })).toBeVisible();
});
