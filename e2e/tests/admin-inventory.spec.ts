// Running the shop day to day (issue 22), in the browser at 1280 px: after a sale, the admin's dashboard
// shows the average order value, the last 30 days against the 30 before and the best sellers; in
// Inventory the admin keeps to low stock, sets a product's stock in its row, and the storefront's
// product page (open all along, and drawn again) shows the new stock.
import { expect, test } from './fixtures';
import { buyThroughApi, expectNoSeriousA11yViolations, readApi } from './support';

/** Screenshots for a person to look at when a page's layout is in question (not compared). */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS_DIR;

type ProductPage = { items: { id: string; name: string }[] };
type InventoryPage = {
  items: { id: string; name: string; variantTitle: string; stock: number }[];
  pageCount: number;
};

test('the admin reads the sales figures, keeps to low stock, sets a stock, and the storefront shows it', async ({
  adminPage: admin,
  page,
  shopper: _signedIn,
}) => {
  // A sale of two units, so the best sellers have something to show.
  const [sold] = ((await readApi(page.request, '/api/products?limit=1')) as ProductPage).items;
  await buyThroughApi(page, sold?.id, 2);

  await admin.goto('/admin/home');
  await expect(admin.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(admin.getByText('Net of refunds; cancelled orders left out')).toBeVisible();
  const comparison = admin.getByRole('region', { name: 'Last 30 days', exact: true });
  for (const figure of ['Earnings', 'Orders', 'Average order value']) {
    const card = comparison.getByRole('listitem').filter({ hasText: figure });
    await expect(card).toHaveCount(1);
    // The journeys' shop opened today: nothing in the 30 days before.
    await expect(card).toContainText('New: none before');
    await expect(card).toContainText('Previous 30 days: ');
  }
  const bestSellers = admin.getByRole('region', { name: 'Best sellers, last 30 days' });
  // Other journeys may have sold it too: at least the two sold here.
  const soldRow = bestSellers.getByRole('row').filter({ hasText: sold?.name ?? '' });
  expect(Number(await soldRow.getByRole('cell').nth(1).textContent())).toBeGreaterThanOrEqual(2);
  await admin.mouse.move(0, 0);
  if (SCREENSHOTS) await admin.screenshot({ path: `${SCREENSHOTS}/dashboard.png`, fullPage: true });
  await expectNoSeriousA11yViolations(admin);

  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Inventory' }).click();
  // NOTE: off the navigation: the global a:hover colour on the active link is another page's matter.
  await admin.mouse.move(0, 0);
  await expect(admin).toHaveURL('/admin/inventory');
  await expect(admin.getByRole('heading', { name: 'Inventory', level: 1 })).toBeVisible();
  await admin.getByLabel('Low stock only (5 or fewer)').click();
  await expect(admin).toHaveURL('/admin/inventory?lowStock=true');
  const rows = admin.getByRole('region', { name: 'Inventory' }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  // The unfiltered rows stay on screen until the filtered page arrives: wait for every row to be low.
  const stockCells = rows.locator('td:nth-child(3)');
  const isLow = (cell: string) => /^(\d \(low\)|Out of stock)$/.test(cell);
  await expect
    .poll(async () => (await stockCells.allTextContents()).filter((cell) => !isLow(cell)))
    .toEqual([]);

  // The first product sold one way, fewest units first, as the API lists it (a size of a shoe has a
  // row of its own, and its page shows the stock once the size is chosen: the variants' journey).
  let product: InventoryPage['items'][number] | undefined;
  for (let page = 1; !product; page += 1) {
    const low = (await readApi(
      admin.request,
      `/api/admin/inventory?lowStock=true&page=${page}`,
    )) as InventoryPage;
    product = low.items.find((item) => item.variantTitle === '');
    if (!product && page >= low.pageCount) throw new Error('the demo catalogue has low-stock products');
  }
  await admin.goto(`/admin/inventory?lowStock=true&search=${encodeURIComponent(product.name)}`);
  const field = admin.getByLabel(`New stock for ${product.name}`, { exact: true });
  const productRow = rows.filter({ has: field });
  await expect(productRow).toContainText(product.name);
  const newStock = product.stock === 4 ? 2 : 4;

  // The shopper has the product's page open while the admin edits; its event stream opens a moment
  // after the page loads, and the edit waits for it, so only the event can bring the news.
  const streamOpened = page.waitForRequest((request) => request.url().includes('/api/events'));
  await page.goto(`/product-details/${product.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  const stockLine = (stock: number) => page.getByText(stock === 0 ? 'Out of stock' : `Only ${stock} left`);
  await expect(stockLine(product.stock).first()).toBeVisible();

  if (SCREENSHOTS) {
    await admin.screenshot({ path: `${SCREENSHOTS}/inventory.png`, fullPage: true });
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.screenshot({ path: `${SCREENSHOTS}/inventory-phone.png`, fullPage: true });
    await admin.goto('/admin/home');
    await expect(admin.getByRole('region', { name: 'Last 30 days', exact: true })).toBeVisible();
    await admin.screenshot({ path: `${SCREENSHOTS}/dashboard-phone.png`, fullPage: true });
    await admin.setViewportSize({ width: 1280, height: 800 });
    await admin.goto(`/admin/inventory?lowStock=true&search=${encodeURIComponent(product.name)}`);
  }
  await expectNoSeriousA11yViolations(admin);

  await streamOpened;

  // A value out of range is refused in the row, and nothing is sent.
  const stockEdits: string[] = [];
  admin.on('request', (request) => {
    if (request.method() === 'PATCH') stockEdits.push(request.url());
  });
  await field.fill('-3');
  await field.press('Enter');
  await expect(productRow.getByText('Stock cannot be below 0.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(stockEdits).toEqual([]);

  await field.fill(String(newStock));
  await field.press('Enter');
  await expect(admin.getByText(`${product.name}: ${newStock} in stock.`)).toBeVisible();
  await expect(productRow.locator('td:nth-child(3)')).toHaveText(`${newStock} (low)`);
  await expect(field).toHaveValue(String(newStock));
  expect(stockEdits).toEqual([expect.stringContaining(`/api/admin/products/${product.id}/stock`)]);
  if (SCREENSHOTS) await admin.screenshot({ path: `${SCREENSHOTS}/inventory-saved.png`, fullPage: true });

  // The storefront: the open page follows the change, and a fresh visit is drawn with it.
  await expect(stockLine(newStock).first()).toBeVisible();
  await page.goto(`/product-details/${product.id}`);
  await expect(stockLine(newStock).first()).toBeVisible();
  const storefront = (await readApi(page.request, `/api/products/${product.id}`)) as {
    stock: number;
  };
  expect(storefront.stock).toBe(newStock);
});
