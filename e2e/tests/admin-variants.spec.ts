// The owner gives a product options (decision 060), in the browser at phone and desktop widths: two
// options typed with their values, the variants made for every combination (asking first, since the
// product as sold until now goes), a column set for all, one cell edited, a refusal shown on its cell,
// the grid saved and read again after a reload, and the stock list showing a row per variant.
import { expect, test } from './fixtures';
import { addProductThroughApi, expectNoSeriousA11yViolations, readApi } from './support';

const SCREENSHOTS = process.env.E2E_SCREENSHOTS_DIR;

type Variants = {
  options: { name: string; values: string[] }[];
  variants: { title: string; sku: string; priceCents: number; stock: number }[];
};

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`the owner gives a product two options and edits its variants at ${width} px`, async ({
    adminPage: admin,
  }) => {
    await admin.setViewportSize({ width, height });
    const name = `Journey Tee ${width}`;
    const id = await addProductThroughApi(admin.request, { name, priceCents: 2_400, stock: 12 });
    // Gone when the journey ends, so the next journey on this shop lists what it expects.
    try {
      await admin.goto(`/admin/add-product/${id}`);
      const editor = admin.getByRole('region', { name: 'Options and variants' });
      // Sold one way: its price and stock are the form's, and no grid shows until it has options.
      await expect(editor.getByRole('table', { name: 'Variants' })).toHaveCount(0);

      await editor.getByRole('button', { name: 'Add an option' }).click();
      await editor.getByLabel('Option 1 name').fill('Colour');
      await editor.getByLabel('Option 1 values').fill('Red, Blue');
      await editor.getByRole('button', { name: 'Add an option' }).click();
      await editor.getByLabel('Option 2 name').fill('Size');
      await editor.getByLabel('Option 2 values').fill('S, M, L');
      await editor.getByRole('button', { name: 'Make the variants' }).click();
      const dialog = admin.getByRole('dialog');
      await expect(dialog).toContainText('This removes 1 variant (the product without options)');
      await dialog.getByRole('button', { name: 'Remove and make the variants' }).click();
      await expect(editor.getByRole('rowheader')).toHaveText([
        'Red / S',
        'Red / M',
        'Red / L',
        'Blue / S',
        'Blue / M',
        'Blue / L',
      ]);

      // Every variant's stock at once, then one size sold out and one colour dearer.
      await editor.getByLabel('Column', { exact: true }).selectOption('Stock');
      await editor.getByLabel('Value', { exact: true }).fill('5');
      await editor.getByRole('button', { name: 'Apply to all' }).click();
      await editor.getByLabel('Stock of Blue / L').fill('0');
      await editor.getByLabel('Price ($) of Blue / S').fill('26');
      // A compare-at price below the price is refused on its cell before anything is sent.
      await editor.getByLabel('Compare-at ($) of Red / M').fill('10');
      await editor.getByRole('button', { name: 'Save variants' }).click();
      await expect(editor.getByLabel('Compare-at ($) of Red / M')).toHaveAttribute('aria-invalid', 'true');
      await expect(editor).toContainText(
        'The compare-at price is the price before the sale: above the price.',
      );
      await editor.getByLabel('Compare-at ($) of Red / M').fill('30');
      await editor.getByRole('button', { name: 'Save variants' }).click();
      await expect(admin.getByText('6 variants saved.')).toBeVisible();
      // The grid scrolls sideways in its own box; the page never does.
      const box = await editor.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(width);
      const scroller = editor.getByRole('table', { name: 'Variants' }).locator('..');
      expect(await scroller.evaluate((element) => element.clientWidth)).toBeLessThanOrEqual(width);
      if (SCREENSHOTS)
        await admin.screenshot({ path: `${SCREENSHOTS}/variants-${width}.png`, fullPage: true });
      await expectNoSeriousA11yViolations(admin);

      const saved = (await readApi(admin.request, `/api/admin/products/${id}/variants`)) as Variants;
      expect(saved.options).toEqual([
        { name: 'Colour', values: ['Red', 'Blue'] },
        { name: 'Size', values: ['S', 'M', 'L'] },
      ]);
      expect(saved.variants.map((v) => [v.title, v.priceCents, v.stock])).toEqual([
        ['Red / S', 2_400, 5],
        ['Red / M', 2_400, 5],
        ['Red / L', 2_400, 5],
        ['Blue / S', 2_600, 5],
        ['Blue / M', 2_400, 5],
        ['Blue / L', 2_400, 0],
      ]);

      // Read again: the grid as saved, with the SKUs the shop made up; the form's price and stock are the variants'.
      await admin.reload();
      await expect(editor.getByLabel('Stock of Blue / L')).toHaveValue('0');
      await expect(editor.getByLabel('SKU of Red / S')).toHaveValue(saved.variants[0]?.sku ?? '');
      await expect(admin.getByLabel('Quantity in stock')).toHaveValue('25');
      await expect(admin.getByLabel('Quantity in stock')).toHaveAttribute('readonly', '');

      // The stock list: a row per variant of it.
      await admin.goto(`/admin/inventory?search=${encodeURIComponent(name)}`);
      await expect(admin.getByText('6 items found')).toBeVisible();
      await expect(admin.getByLabel('New stock for Journey Tee ' + width + ' - Blue / L')).toHaveValue('0');
    } finally {
      await admin.request.delete(`/api/admin/products/${id}`);
    }
  });
}
