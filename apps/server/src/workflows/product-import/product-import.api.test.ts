// Product CSV import and export through the real app on both backends: the preview names each row's
// problems and writes nothing; a started import adds products in the background with their pictures
// (sent along, downloaded, or the shop's own) and reports its progress to the end; an export imported
// again updates the same products, never duplicates them, and brings back a deleted one.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_HEADERS,
  type ProductImport,
  type ProductVariants,
} from '@eshop/shared';
import { parse } from 'csv-parse/sync';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.js';
import type { Client } from '../../test-support/auth-client.js';
import { csvOf, sendImport, waitForImport } from '../../test-support/product-import.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { signedInAdmin } from '../../test-support/signed-in.js';
import { BACKENDS } from '../../test-support/test-database.js';
import { testPicture } from '../../test-support/uploads.js';

const HEADER = ['Name', 'Brand', 'Category', 'Price', 'Stock', 'Description', 'Image', 'SKU'];
const NEEDS_PICTURE =
  'Give the new product a picture: the name of a file sent with the CSV, an http(s) address, or a picture of the shop.';

describe.each(BACKENDS)('product CSV import on %s', (backend) => {
  let t: TestApp;
  let admin: Client;
  let pictures: http.Server;
  /** Where the test's picture server answers (a PNG, a web page). */
  let site = '';
  let png: Buffer;
  /** A demo product as the seed wrote it. */
  let demo: typeof products.$inferSelect;

  const db = () => t.testDb.database.db;
  const countProducts = async () => (await db().select({ total: count() }).from(products))[0]!.total;
  const bySku = async (sku: string) => (await db().select().from(products).where(eq(products.sku, sku)))[0];
  const preview = async (csv: string, sent: Parameters<typeof sendImport>[3] = []) => {
    const response = await sendImport(t.app, admin, csv, sent);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<ProductImport>();
  };
  const runImport = async (id: string) => {
    const started = await admin.request('POST', `/api/admin/products/imports/${id}/start`);
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json<ProductImport>().state).toBe('running');
    return waitForImport(admin, id);
  };

  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_ENABLED: 'false', PAYMENT_SWEEP_SECONDS: '0' });
    admin = await signedInAdmin(t);
    // A demo product sold one way (its SKU is its row's).
    demo = (
      await db()
        .select()
        .from(products)
        .where(and(isNull(products.deletedAt), sql`${products.options} = '[]'::jsonb`))
        .limit(1)
    )[0]!;
    png = await testPicture('png', 400, 300);
    pictures = http.createServer((request, response) => {
      if (request.url === '/lamp.png') response.writeHead(200, { 'content-type': 'image/png' }).end(png);
      else response.writeHead(200, { 'content-type': 'text/html' }).end('<p>not a picture</p>');
    });
    await new Promise<void>((resolve) => pictures.listen(0, '127.0.0.1', resolve));
    site = `http://127.0.0.1:${(pictures.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    pictures?.close();
    await t?.close();
  });

  it("previews every row's problems, with its number and column, and writes nothing", async () => {
    const before = await countProducts();
    const job = await preview(
      csvOf([
        HEADER,
        ['Desk Lamp', 'Lumo', 'electronics', '19.99', '5', 'A lamp.', demo.imageUrl, 'IMP-LAMP'],
        ['Toy Car', 'Tiny', 'Toys', 'free', '1', 'A car.', demo.imageUrl, 'IMP-CAR'],
        ['Mug', 'Kiln', 'Fashion', '5', '', 'A mug.', '', 'IMP-MUG'],
        ['Desk Lamp Two', 'Lumo', 'Electronics', '29.99', '5', 'Another lamp.', demo.imageUrl, 'IMP-LAMP'],
        [demo.name, demo.brand, demo.category, '1.00', '', demo.description, '', demo.sku],
        ['Vase', 'Kiln', 'Fashion', '12', '3', 'A vase.', 'photos/nowhere.jpg', 'IMP-VASE'],
        ['Bowl', 'Kiln', 'Fashion', '12', '-2', 'A bowl.', demo.imageUrl, 'IMP-BOWL'],
      ]),
    );
    expect(job).toMatchObject({
      state: 'previewed',
      toCreate: 1,
      toUpdate: 1,
      rowsWithErrors: 5,
      total: 2,
      processed: 0,
      errorCount: 6,
    });
    expect(job.errors).toEqual([
      { row: 3, column: 'Category', message: 'Unknown category "Toys".' },
      { row: 3, column: 'Price', message: 'Enter the price, e.g. 19.99.' },
      { row: 4, column: 'Image', message: NEEDS_PICTURE },
      { row: 5, column: 'SKU', message: 'SKU "IMP-LAMP" is also on row 2; give each product one row.' },
      { row: 7, column: 'Image', message: 'No picture named "nowhere.jpg" was sent with the file.' },
      { row: 8, column: 'Stock', message: 'Stock cannot be below 0.' },
    ]);
    expect(await countProducts()).toBe(before);
    expect(await bySku('IMP-LAMP')).toBeUndefined();
    expect((await bySku(demo.sku))?.priceCents).toBe(demo.priceCents);
    const read = await admin.request('GET', `/api/admin/products/imports/${job.id}`);
    expect(read.json()).toEqual(job);
  });

  it('adds the products in the background once started, with their pictures, and reports it', async () => {
    const before = await countProducts();
    const job = await preview(
      csvOf([
        [
          'SKU',
          'Title',
          'Vendor',
          'Type',
          'Variant Price',
          'Variant Inventory Qty',
          'Body (HTML)',
          'Image Src',
        ],
        ['NEW-1', 'Sent Lamp', 'Lumo', 'Electronics', '19.99', '4', 'Sent with the file.', 'lamp.png'],
        [
          'NEW-2',
          'Fetched Lamp',
          'Lumo',
          'Electronics',
          '24.50',
          '2',
          'From its address.',
          `${site}/lamp.png`,
        ],
        [
          'NEW-3',
          '=Shady Lamp',
          'Lumo',
          'health & beauty',
          '$1,299.50',
          '',
          'A demo picture.',
          demo.imageUrl,
        ],
        ['NEW-4', 'Page Lamp', 'Lumo', 'Electronics', '9', '1', 'An address of a page.', `${site}/page`],
      ]),
      [{ field: 'pictures', filename: 'lamp.png', bytes: png, contentType: 'image/png' }],
    );
    expect(job).toMatchObject({ toCreate: 4, toUpdate: 0, rowsWithErrors: 0, total: 4 });
    expect(await countProducts()).toBe(before);

    const done = await runImport(job.id);
    expect(done).toMatchObject({ state: 'finished', processed: 4, created: 3, updated: 0, failed: 1 });
    expect(done.finishedAt).not.toBeNull();
    expect(done.errors).toEqual([
      { row: 5, column: 'Image', message: 'The address gave no picture but text/html.' },
    ]);
    expect(await countProducts()).toBe(before + 3);

    const sent = await bySku('NEW-1');
    const fetched = await bySku('NEW-2');
    const shady = await bySku('NEW-3');
    expect(sent).toMatchObject({ name: 'Sent Lamp', brand: 'Lumo', priceCents: 1999, stock: 4 });
    expect(shady).toMatchObject({ category: 'Health & Beauty', priceCents: 129_950, stock: 0 });
    expect(shady?.imageUrl).toBe(demo.imageUrl);
    expect(await bySku('NEW-4')).toBeUndefined();
    // Stored as any upload: served resized, as WebP.
    for (const product of [sent, fetched]) {
      expect(product?.imageUrl).toMatch(/^\/uploads\/product\//);
      const picture = await t.app.inject({ method: 'GET', url: product!.imageUrl });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/webp');
    }
    // The storefront lists them at once.
    const storefront = await t.app.inject({ method: 'GET', url: `/api/products/${sent!.id}` });
    expect(storefront.json()).toMatchObject({ name: 'Sent Lamp', priceCents: 1999 });

    const again = await admin.request('POST', `/api/admin/products/imports/${job.id}/start`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'CONFLICT', message: 'This import has finished.' } });
  });

  it('updates the same products when its export is imported again, bringing a deleted one back', async () => {
    const exported = await admin.request('GET', '/api/admin/products/export.csv');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="products-[\d-]+\.csv"$/);
    const rows = parse(exported.body, { bom: true });
    // Shopify's product CSV: Handle, Title, ..., Variant SKU (12th), Variant Price (13th), ..., Image Src.
    expect(rows[0]).toEqual(PRODUCT_CSV_COLUMNS.map((column) => PRODUCT_CSV_HEADERS[column]));
    const [HANDLE, TITLE, SKU, PRICE] = [0, 1, 11, 12];
    const onSale = (
      await db().select({ total: count() }).from(products).where(isNull(products.deletedAt))
    )[0]!;
    // A row per product sold one way, a row per variant of one with options (the demo's sneakers...).
    const handles = new Set(rows.slice(1).map((row) => row[HANDLE]));
    expect(handles.size).toBe(onSale.total);
    // The formula guard: the cell reads as text in a spreadsheet.
    expect(rows.find((row) => row[SKU] === 'NEW-3')?.[TITLE]).toBe("'=Shady Lamp");

    // The owner changes one price in the sheet; meanwhile another product is deleted.
    const edited = rows.map((row) =>
      row[SKU] === demo.sku ? row.map((cell, i) => (i === PRICE ? '7.25' : cell)) : row,
    );
    // A product sold one way (its Handle is its SKU) is deleted meanwhile.
    const deletedSku = rows.find(
      (row, i) => i > 0 && row[SKU] === row[HANDLE] && row[SKU] !== demo.sku && !row[SKU]!.startsWith('NEW'),
    )![SKU]!;
    await db().update(products).set({ deletedAt: new Date() }).where(eq(products.sku, deletedSku));
    const before = await countProducts();

    const job = await preview(csvOf(edited));
    expect(job).toMatchObject({ toCreate: 0, toUpdate: handles.size, rowsWithErrors: 0 });
    const done = await runImport(job.id);
    expect(done).toMatchObject({ state: 'finished', created: 0, updated: handles.size, failed: 0 });
    expect(await countProducts()).toBe(before);
    expect(await bySku(demo.sku)).toMatchObject({ priceCents: 725, name: demo.name });
    expect((await bySku(demo.sku))?.editedAt).not.toBeNull();
    expect((await bySku(deletedSku))?.deletedAt).toBeNull();
    // What did not change was not written again.
    expect(await bySku('NEW-3')).toMatchObject({ name: '=Shady Lamp', editedAt: null });
  });

  it('imports a Shopify product CSV with variants as the same products, and its own export again unchanged', async () => {
    // The columns of Shopify's documented template (help.shopify.com, "Using CSV files to import and
    // export products"); the ones the shop has no use for are read past.
    const header = [
      'Handle',
      'Title',
      'Body (HTML)',
      'Vendor',
      'Product Category',
      'Type',
      'Tags',
      'Published',
      'Option1 Name',
      'Option1 Value',
      'Option2 Name',
      'Option2 Value',
      'Option3 Name',
      'Option3 Value',
      'Variant SKU',
      'Variant Grams',
      'Variant Inventory Tracker',
      'Variant Inventory Qty',
      'Variant Inventory Policy',
      'Variant Fulfillment Service',
      'Variant Price',
      'Variant Compare At Price',
      'Variant Requires Shipping',
      'Variant Taxable',
      'Variant Barcode',
      'Image Src',
      'Image Position',
      'Image Alt Text',
      'Gift Card',
      'Variant Image',
      'Variant Weight Unit',
      'Status',
    ];
    const row = (cells: Record<string, string>) => header.map((column) => cells[column] ?? '');
    const tee = { Handle: `trail-tee-${backend}` };
    const csv = csvOf([
      header,
      row({
        ...tee,
        Title: 'Trail Tee',
        'Body (HTML)': '<p>A soft tee.</p>',
        Vendor: 'Journey Wear',
        'Product Category': 'Apparel & Accessories > Clothing',
        Type: 'Fashion',
        Published: 'TRUE',
        'Option1 Name': 'Size',
        'Option1 Value': 'S',
        'Option2 Name': 'Colour',
        'Option2 Value': 'Red',
        'Variant SKU': `TEE-S-RED-${backend}`,
        'Variant Inventory Qty': '4',
        'Variant Price': '19.00',
        'Variant Compare At Price': '25.00',
        'Image Src': demo.imageUrl,
        'Image Position': '1',
        Status: 'active',
      }),
      row({
        ...tee,
        'Option1 Value': 'M',
        'Option2 Value': 'Red',
        'Variant SKU': `TEE-M-RED-${backend}`,
        'Variant Inventory Qty': '0',
        'Variant Price': '19.00',
      }),
      row({
        ...tee,
        'Option1 Value': 'M',
        'Option2 Value': 'Blue',
        'Variant SKU': `TEE-M-BLUE-${backend}`,
        'Variant Inventory Qty': '6',
        'Variant Price': '21.00',
      }),
      // A second picture of the product: a row of Shopify's with a picture only.
      row({ ...tee, 'Image Src': demo.imageUrl, 'Image Position': '2' }),
      row({
        Handle: `plain-mug-${backend}`,
        Title: 'Stoneware Mug',
        'Body (HTML)': 'A mug.',
        Vendor: 'Kiln',
        Type: 'Electronics',
        'Option1 Name': 'Title',
        'Option1 Value': 'Default Title',
        'Variant SKU': `MUG-${backend}`,
        'Variant Inventory Qty': '3',
        'Variant Price': '9.50',
        'Image Src': demo.imageUrl,
      }),
    ]);
    const job = await preview(csv);
    expect(job.errors).toEqual([]);
    expect(job).toMatchObject({ toCreate: 2, toUpdate: 0, rowsWithErrors: 0 });
    expect(await runImport(job.id)).toMatchObject({ state: 'finished', created: 2, failed: 0 });

    const teeRow = (await bySku(tee.Handle))!;
    expect([
      teeRow.name,
      teeRow.category,
      teeRow.priceCents,
      teeRow.priceMaxCents,
      teeRow.compareAtCents,
      teeRow.stock,
    ]).toEqual(['Trail Tee', 'Fashion', 1_900, 2_100, 2_500, 10]);
    const read = async () =>
      (await admin.request('GET', `/api/admin/products/${teeRow.id}/variants`)).json<ProductVariants>();
    const variants = await read();
    expect(variants.options).toEqual([
      { name: 'Size', values: ['S', 'M'] },
      { name: 'Colour', values: ['Red', 'Blue'] },
    ]);
    expect(variants.variants.map((v) => [v.title, v.sku, v.priceCents, v.compareAtCents, v.stock])).toEqual([
      ['S / Red', `TEE-S-RED-${backend}`, 1_900, 2_500, 4],
      ['M / Red', `TEE-M-RED-${backend}`, 1_900, null, 0],
      ['M / Blue', `TEE-M-BLUE-${backend}`, 2_100, null, 6],
    ]);
    expect(await bySku(`MUG-${backend}`)).toMatchObject({
      name: 'Stoneware Mug',
      priceCents: 950,
      stock: 3,
      options: [],
    });

    // The export has the tee as three rows, its fields on the first; imported again, nothing changes.
    const exported = parse((await admin.request('GET', '/api/admin/products/export.csv')).body, {
      bom: true,
    });
    const teeRows = exported.filter((cells) => cells[0] === tee.Handle);
    expect(
      teeRows.map((cells) => [
        cells[1],
        cells[5],
        cells[6],
        cells[7],
        cells[8],
        cells[11],
        cells[12],
        cells[13],
        cells[14],
      ]),
    ).toEqual([
      ['Trail Tee', 'Size', 'S', 'Colour', 'Red', `TEE-S-RED-${backend}`, '19.00', '25.00', '4'],
      ['', '', 'M', '', 'Red', `TEE-M-RED-${backend}`, '19.00', '', '0'],
      ['', '', 'M', '', 'Blue', `TEE-M-BLUE-${backend}`, '21.00', '', '6'],
    ]);
    const editedAt = teeRow.editedAt;
    const again = await preview(csvOf([exported[0]!, ...teeRows]));
    expect(again).toMatchObject({ toCreate: 0, toUpdate: 1, rowsWithErrors: 0 });
    await runImport(again.id);
    expect(await read()).toEqual(variants);
    expect((await bySku(tee.Handle))?.editedAt).toEqual(editedAt);
  });

  it("names each row's problem in a file of Shopify's shape, and writes nothing", async () => {
    const before = await countProducts();
    const header = [
      'Handle',
      'Title',
      'Vendor',
      'Type',
      'Body (HTML)',
      'Image Src',
      'Option1 Name',
      'Option1 Value',
      'Variant SKU',
      'Variant Price',
      'Variant Inventory Qty',
    ];
    const job = await preview(
      csvOf([
        header,
        ['bad-tee', 'Bad Tee', 'Kiln', 'Fashion', 'A tee.', demo.imageUrl, 'Size', 'S', '', '19.00', '2'],
        // No value for its Size, the same variant twice, a price that is not money.
        ['bad-tee', '', '', '', '', '', '', '', 'BAD-TEE-X', '19.00', '1'],
        ['bad-tee', '', '', '', '', '', '', 'S', '', '19.00', '1'],
        ['bad-tee', '', '', '', '', '', '', 'M', '', 'cheap', '1'],
        // A row without a Handle.
        ['', 'Lost Row', 'Kiln', 'Fashion', 'A row.', demo.imageUrl, '', '', 'LOST-1', '5.00', '1'],
      ]),
    );
    expect(job).toMatchObject({ toCreate: 0, rowsWithErrors: 2 });
    expect(job.errors.map(({ row, column }) => [row, column])).toEqual([
      [3, 'Option1 Value'],
      [4, 'Option1 Value'],
      [5, 'Variant Price'],
      [6, 'Handle'],
    ]);
    expect(job.errors[1]?.message).toBe('Row 2 is the same variant.');
    expect(await countProducts()).toBe(before);
  });

  it('works through thousands of rows a batch at a time, to the end', async () => {
    const size = 1_234;
    const rows = Array.from({ length: size }, (_, i) => [
      `Bulkware Crate ${i}`,
      'Bulkware',
      'Electronics',
      `${(i % 90) + 10}.00`,
      String(i % 7),
      'A crate.',
      demo.imageUrl,
      `BULK-${i}`,
    ]);
    const job = await preview(csvOf([HEADER, ...rows]));
    expect(job).toMatchObject({ toCreate: size, total: size });
    const done = await runImport(job.id);
    expect(done).toMatchObject({ state: 'finished', processed: size, created: size, failed: 0 });
    const written = await db()
      .select({ total: count() })
      .from(products)
      .where(inArray(products.sku, ['BULK-0', `BULK-${size - 1}`]));
    expect(written[0]?.total).toBe(2);
    const listed = await t.app.inject({ method: 'GET', url: '/api/products?search=bulkware' });
    expect(listed.json<{ total: number }>().total).toBe(size);
  });

  it('adds a row whose SKU cell is empty with a SKU made from the product, which a second import updates', async () => {
    const before = await countProducts();
    const file = csvOf([
      HEADER,
      ['Plain Mug', 'Kiln', 'Fashion', '9.50', '2', 'A mug.', demo.imageUrl, ''],
      ['Plain Bowl', 'Kiln', 'Fashion', '11', '1', 'A bowl.', demo.imageUrl, '  '],
    ]);
    const job = await preview(file);
    expect(job).toMatchObject({ toCreate: 2, toUpdate: 0, rowsWithErrors: 0, errors: [] });
    expect(await runImport(job.id)).toMatchObject({ state: 'finished', created: 2, failed: 0 });
    expect(await countProducts()).toBe(before + 2);
    const added = await db()
      .select()
      .from(products)
      .where(inArray(products.name, ['Plain Mug', 'Plain Bowl']));
    expect(added).toHaveLength(2);
    for (const product of added) expect(product.sku).toMatch(/^SKU-[0-9A-F]{16}$/);
    expect(added[0]!.sku).not.toBe(added[1]!.sku);

    // The same file again: the same products, updated, none added.
    const again = await preview(file);
    expect(again).toMatchObject({ toCreate: 0, toUpdate: 2, rowsWithErrors: 0 });
    expect(await runImport(again.id)).toMatchObject({ state: 'finished', created: 0, updated: 2 });
    expect(await countProducts()).toBe(before + 2);

    // One product twice without a SKU is one row too many, as with a SKU.
    const twice = await preview(
      csvOf([
        HEADER,
        ['Plain Jug', 'Kiln', 'Fashion', '9', '1', 'A jug.', demo.imageUrl, ''],
        ['plain jug', 'KILN', 'Fashion', '9', '1', 'A jug.', demo.imageUrl, ''],
      ]),
    );
    expect(twice).toMatchObject({ toCreate: 1, rowsWithErrors: 1 });
    expect(twice.errors).toEqual([
      {
        row: 3,
        column: 'SKU',
        message: 'Row 2 has the same name, brand and category and no SKU either; give each product one row.',
      },
    ]);
  });
});
