// The owner's categories (issue 22), in the browser at 1280 px: "Grocries" renamed in one edit (the
// storefront's bar, tiles and pages follow; the old address redirects), a category added, moved up
// and deleted when empty, and one with a product deleted by moving the product on. The journey puts
// the shop back as it found it (the other journeys expect the spec's seven).
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations, readApi, waitForApp } from './support';

const SCREENSHOTS = process.env.E2E_SCREENSHOTS_DIR;
type ProductPage = { items: { id: string; name: string; category: string }[] };

type Category = { id: string; name: string };

// Whatever became of the journey, the next spec finds the spec's seven as they were.
test.afterAll(async ({ browser, adminStorageState }) => {
  const context = await browser.newContext({ storageState: adminStorageState });
  const page = await context.newPage();
  await page.goto('/');
  const headers = { origin: new URL(page.url()).origin };
  const list = async () =>
    ((await readApi(page.request, '/api/admin/categories')) as { items: Category[] }).items;
  const find = async (name: string) => (await list()).find((category) => category.name === name);
  const groceries = await find('Groceries');
  if (groceries) {
    await page.request.patch(`/api/admin/categories/${groceries.id}`, {
      headers,
      data: { name: 'Grocries' },
    });
  }
  const laptop = await find('Laptop');
  for (const name of ['Outlet', 'Seasonal']) {
    const extra = await find(name);
    if (extra && laptop) {
      await page.request.delete(`/api/admin/categories/${extra.id}?moveTo=${laptop.id}`, { headers });
    }
  }
  await context.close();
});

// A long journey (two browsers, many saves): room beyond the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

test('the owner renames, adds, reorders and deletes categories, and the storefront follows', async ({
  adminPage: admin,
  page,
}) => {
  await admin.goto('/admin/home');
  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Categories' }).click();
  await expect(admin.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();
  const rows = admin.getByRole('row');
  await expect(rows.nth(1)).toContainText('Laptop');
  await expect(admin.getByRole('row', { name: /Grocries/ })).toContainText(/\d+ products/);

  // Rename "Grocries": one edit.
  await admin.getByRole('button', { name: 'Rename Grocries' }).click();
  await admin.getByLabel('Name of Grocries').fill('Groceries');
  await admin.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(admin.getByText('"Grocries" is now "Groceries".')).toBeVisible();
  await expect(admin.getByRole('row', { name: /Groceries/ })).toContainText('Old address: Grocries');
  await expect(admin.getByRole('button', { name: 'Rename Groceries' })).toBeFocused();

  // The storefront: the bar and tiles say Groceries, and the old address leads to the new page.
  await page.goto('/');
  const bar = page.getByRole('navigation', { name: 'Categories' });
  await expect(bar.getByRole('link', { name: 'Groceries', exact: true })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Grocries', exact: true })).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Shop by category' }).getByRole('link', { name: /Groceries/ }),
  ).toBeVisible();
  await page.goto('/category/Grocries');
  await expect(page).toHaveURL('/category/Groceries');
  await expect(page.getByRole('heading', { name: 'Category: Groceries' })).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  // A new category goes at the end; moved up, it is second to last in the bar (the bar was open all along).
  await admin.getByLabel('New category').fill('Outlet');
  await admin.getByRole('button', { name: 'Add category' }).click();
  await expect(admin.getByText('"Outlet" added.')).toBeVisible();
  await expect(rows.last()).toContainText('Outlet');
  await admin.getByRole('button', { name: 'Move Outlet up' }).click();
  await expect(admin.getByText('Outlet is now number 7.')).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Move Outlet up' })).toBeFocused();
  await expect(bar.getByRole('link')).toHaveText([
    'Laptop',
    'Electronics',
    'Fashion',
    'Groceries',
    'Sneakers',
    'Health & Beauty',
    'Outlet',
    'Phone',
  ]);
  if (SCREENSHOTS)
    await admin.screenshot({ path: `${SCREENSHOTS}/admin-categories-desktop.png`, fullPage: true });
  await expectNoSeriousA11yViolations(admin);

  // A product put in Outlet: Outlet cannot simply be deleted; its product moves back to Laptop.
  const listed = (await readApi(page.request, '/api/products?category=Laptop&limit=1')) as ProductPage;
  const product = listed.items[0]!;
  await admin.goto(`/admin/add-product/${product.id}`);
  await admin.getByLabel('Product Category').selectOption('Outlet');
  await admin.getByRole('button', { name: 'Edit Product' }).click();
  await expect(admin.getByText('Product Edited Successfully')).toBeVisible();
  await admin.goto('/admin/categories');
  await expect(admin.getByRole('row', { name: /Outlet/ })).toContainText('1 product');
  await admin.getByRole('button', { name: 'Delete Outlet' }).click();
  await expect(admin.getByText('"Outlet" has 1 product. Move it to:')).toBeVisible();
  await admin.getByRole('button', { name: 'Move and delete' }).click();
  await expect(admin.getByText('Choose a category', { exact: true }).last()).toBeVisible();
  await admin.getByLabel('Move products to').selectOption('Laptop');
  await admin.getByRole('button', { name: 'Move and delete' }).click();
  await expect(admin.getByText('"Outlet" deleted; its products are in "Laptop" now.')).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Rename Outlet' })).toHaveCount(0);
  // Its address leads to where its products went.
  await expect(admin.getByRole('row', { name: /Laptop/ })).toContainText('Old address: Outlet');
  const moved = (await readApi(page.request, `/api/products/${product.id}`)) as ProductPage['items'][number];
  expect(moved).toMatchObject({ category: 'Laptop' });

  // An empty category is deleted after a question.
  await admin.getByLabel('New category').fill('Seasonal');
  await admin.getByRole('button', { name: 'Add category' }).click();
  await admin.getByRole('button', { name: 'Delete Seasonal' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Delete category' });
  await expect(dialog).toContainText('Delete the category "Seasonal"? It has no products.');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(admin.getByText('"Seasonal" deleted.')).toBeVisible();
  await expect(admin.getByRole('row', { name: /Seasonal/ })).toHaveCount(0);

  // Back as the other journeys expect it.
  await admin.getByRole('button', { name: 'Rename Groceries' }).click();
  await admin.getByLabel('Name of Groceries').fill('Grocries');
  await admin.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(admin.getByText('"Groceries" is now "Grocries".')).toBeVisible();
  await page.goto('/category/Grocries');
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: 'Category: Grocries' })).toBeVisible();
});
