// Product import and export as CSV (issue 22), in the browser at 1280 px: the admin exports the
// products, imports a small file with one bad row (the preview names the row and writes nothing),
// fixes it, imports it with the progress shown to the summary, and finds the new products listed in
// the admin and on the storefront.
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations, readApi } from './support';

const HEADER = 'Name,Brand,Category,Price,Stock,Description,Image,SKU';
/** The export's columns: Shopify's product CSV (decision 060). */
const EXPORT_HEADER =
  'Handle,Title,Body (HTML),Vendor,Type,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Option3 Name,Option3 Value,Variant SKU,Variant Price,Variant Compare At Price,Variant Inventory Qty,Variant Image,Image Src';
type ProductPage = { total: number; items: { imageURL: string }[] };

// A long journey (two browsers, many saves): room beyond the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

// The products it imported leave again: the other journeys count the demo's 70.
test.afterAll(async ({ browser, adminStorageState }) => {
  const context = await browser.newContext({ storageState: adminStorageState });
  const page = await context.newPage();
  await page.goto('/');
  const headers = { origin: new URL(page.url()).origin };
  const found = (await readApi(page.request, '/api/products?search=importly&limit=100')) as {
    items: { id: string; brand: string }[];
  };
  for (const product of found.items.filter((item) => item.brand.startsWith('Importly'))) {
    await page.request.delete(`/api/admin/products/${product.id}`, { headers });
  }
  await context.close();
});

test('the admin exports, previews a file with a bad row, fixes it, imports it and sees the products', async ({
  adminPage: page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/all-products');
  await expect(page.getByRole('heading', { name: 'All Products', level: 1 })).toBeVisible();

  // Export: a file in Shopify's product format, which the import reads too.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
  const exported = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of exported) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  expect(text.split('\r\n')[0]).toBe(EXPORT_HEADER);

  // A brand nobody else uses, so the search finds only these products, and a picture the shop has.
  const brand = `Importly${Date.now().toString(36)}`;
  const { items } = (await readApi(page.request, '/api/products?limit=1')) as ProductPage;
  const picture = items[0]?.imageURL ?? '';
  const csv = (category: string) =>
    [
      HEADER,
      `Import Lamp,${brand},Electronics,19.99,5,A lamp from a file.,${picture},${brand}-1`,
      `Import Kite,${brand},${category},12.50,3,A kite from a file.,${picture},${brand}-2`,
    ].join('\r\n');
  const file = (text: string) => ({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import products' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('CSV file').setInputFiles(file(csv('Toys')));
  await dialog.getByRole('button', { name: 'Check file' }).click();

  // The preview: one to add, one bad row named by its row and column; nothing written yet.
  await expect(dialog.getByRole('heading', { name: 'Check before importing' })).toBeFocused();
  const counts = dialog.getByRole('list', { name: 'What the import will do' });
  await expect(counts).toContainText('1 product to add');
  await expect(counts).toContainText('1 row with errors');
  const errors = dialog.getByRole('region', { name: 'Rows with errors' });
  await expect(errors.getByRole('row').filter({ hasText: 'Unknown category "Toys".' })).toContainText('3');
  await expectNoSeriousA11yViolations(page);
  const before = (await readApi(page.request, `/api/products?search=${brand}`)) as ProductPage;
  expect(before.total).toBe(0);

  // Fixed, and imported.
  await dialog.getByRole('button', { name: 'Choose another file' }).click();
  await dialog.getByLabel('CSV file').setInputFiles(file(csv('Fashion')));
  await dialog.getByRole('button', { name: 'Check file' }).click();
  await expect(counts).toContainText('2 products to add');
  await expect(counts).toContainText('0 rows with errors');
  await dialog.getByRole('button', { name: 'Start import' }).click();
  await expect(dialog.getByRole('heading', { name: 'Import finished' })).toBeVisible();
  await expect(dialog.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
    'aria-valuenow',
    '2',
  );
  await expect(dialog.getByRole('status')).toHaveText('2 products added, 0 updated, 0 rows not imported.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeFocused();

  // The products: in the admin's list, and on the storefront.
  await page.getByRole('searchbox', { name: 'Search products' }).fill(brand);
  const rows = page.getByRole('region', { name: 'All Products' }).locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Import Kite' })).toContainText('Fashion');
  await expect(rows.filter({ hasText: 'Import Lamp' })).toContainText('$19.99');
  const after = (await readApi(page.request, `/api/products?search=${brand}`)) as ProductPage;
  expect(after.total).toBe(2);
});
