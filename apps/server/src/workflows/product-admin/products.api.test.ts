// The admin's products through the real app on both backends: created with an uploaded image,
// listed and searched ten a page, edited (createdAt kept, editedAt set, a replaced image's files
// deleted), deleted (its files too), or kept off the storefront when past orders name it.
import fs from 'node:fs';
import path from 'node:path';
import {
  ADMIN_PRODUCT_PAGE_SIZE,
  type AdminProductListResponse,
  type ErrorResponse,
  type Product,
  type ProductDeleted,
  type ProductInput,
  type ProductListResponse,
  type UploadedImageResponse,
} from '@eshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type Client } from '../../test-support/auth-client.js';
import { buy } from '../../test-support/checkout.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { signedInAdmin } from '../../test-support/signed-in.js';
import { BACKENDS } from '../../test-support/test-database.js';
import { testPicture, upload } from '../../test-support/uploads.js';

const SHOPPER = { email: 'shopper@example.com', password: 'shopper password 1' };

describe.each(BACKENDS)('admin products on %s', (backend) => {
  let t: TestApp;
  let admin: Client;
  let shopper: Client;

  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_ENABLED: 'false', PAYMENT_SWEEP_SECONDS: '0' });
    admin = await signedInAdmin(t);
    shopper = createClient(t.app);
    await shopper.signUp(SHOPPER.email, SHOPPER.password);
    await shopper.signIn(SHOPPER.email, SHOPPER.password);
  });
  afterAll(async () => {
    await t?.close();
  });

  const uploadsDir = () => path.join(t.testDb.dataDir, 'uploads', 'product');
  const filesOf = (imageURL: string) => {
    const stem = path.basename(imageURL);
    return fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()).filter((f) => f.startsWith(stem)) : [];
  };
  const uploadPicture = async (name: string) => {
    const response = await upload(t.app, admin, name, await testPicture('jpeg', 640, 480));
    expect(response.statusCode).toBe(201);
    return response.json<UploadedImageResponse>().imageURL;
  };
  const input = (imageURL: string, overrides: Partial<ProductInput> = {}): ProductInput => ({
    name: 'Trail Runner 2',
    priceCents: 8_999,
    category: 'Sneakers',
    brand: 'Quillfeather',
    desc: 'A light trail shoe with a grippy sole.',
    imageURL,
    stock: 12,
    ...overrides,
  });
  const storefront = (id: string) => t.app.inject({ method: 'GET', url: `/api/products/${id}` });

  it('creates a product with its uploaded image, seen by the storefront at once', async () => {
    const imageURL = await uploadPicture('trail.jpg');
    // The storefront's list is cached; a new product must still show in it straight away.
    await t.app.inject({ method: 'GET', url: '/api/products?search=trail%20runner' });
    const created = await admin.request('POST', '/api/admin/products', input(imageURL));
    expect(created.statusCode).toBe(201);
    const product = created.json<Product>();
    expect(product).toMatchObject({ ...input(imageURL), editedAt: null });
    expect((await storefront(product.id)).json<Product>().stock).toBe(12);
    const listed = await t.app.inject({ method: 'GET', url: '/api/products?search=trail%20runner' });
    // First: its name has both words; a product only described as for trail runners comes after.
    expect(listed.json<ProductListResponse>().items[0]?.id).toBe(product.id);
  });

  it('refuses a product whose fields are wrong, naming each field, and writes nothing', async () => {
    const before = (await admin.request('GET', '/api/admin/products')).json<AdminProductListResponse>().total;
    const response = await admin.request('POST', '/api/admin/products', {
      ...input('/uploads/product/1700000000000nothing.jpg'),
      name: ' ',
      priceCents: 12.5,
      category: '',
      stock: -1,
    });
    expect(response.statusCode).toBe(400);
    const paths = response.json<ErrorResponse>().error.details?.map((detail) => detail.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'priceCents', 'category', 'stock']));
    // A category the shop does not have (it has the spec's seven).
    const picture = await uploadPicture('boat.jpg');
    const unknown = await admin.request('POST', '/api/admin/products', {
      ...input(picture),
      category: 'Boats',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorResponse>().error.details).toEqual([
      { path: 'category', message: 'Choose a category.' },
    ]);
    const notStored = await admin.request(
      'POST',
      '/api/admin/products',
      input('/uploads/product/1700000000000nothing.jpg'),
    );
    expect(notStored.statusCode).toBe(400);
    expect(notStored.json<ErrorResponse>().error.details?.[0]?.path).toBe('imageURL');
    const after = (await admin.request('GET', '/api/admin/products')).json<AdminProductListResponse>().total;
    expect(after).toBe(before);
  });

  it('lists ten a page, newest first, searched by name, brand or category', async () => {
    const first = (await admin.request('GET', '/api/admin/products')).json<AdminProductListResponse>();
    expect(first.items).toHaveLength(ADMIN_PRODUCT_PAGE_SIZE);
    expect(first.pageSize).toBe(ADMIN_PRODUCT_PAGE_SIZE);
    expect(first.pageCount).toBe(Math.ceil(first.total / ADMIN_PRODUCT_PAGE_SIZE));
    expect(first.items[0]?.name).toBe('Trail Runner 2');
    const created = first.items.map((item) => item.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    const second = (
      await admin.request('GET', '/api/admin/products?page=2')
    ).json<AdminProductListResponse>();
    expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
    const byBrand = (
      await admin.request('GET', '/api/admin/products?search=quillfeather')
    ).json<AdminProductListResponse>();
    expect(byBrand.items.map((item) => item.name)).toEqual(['Trail Runner 2']);
  });

  it('edits a product: createdAt kept, editedAt set, the replaced image deleted', async () => {
    const oldImage = await uploadPicture('before.jpg');
    const product = (
      await admin.request('POST', '/api/admin/products', input(oldImage, { name: 'Edit Me' }))
    ).json<Product>();
    expect(filesOf(oldImage).length).toBeGreaterThan(1);

    const newImage = await uploadPicture('after.jpg');
    const response = await admin.request(
      'PUT',
      `/api/admin/products/${product.id}`,
      input(newImage, { name: 'Edited', priceCents: 1_050, stock: 0 }),
    );
    expect(response.statusCode).toBe(200);
    const edited = response.json<Product>();
    expect(edited).toMatchObject({ name: 'Edited', priceCents: 1_050, stock: 0, imageURL: newImage });
    expect(edited.createdAt).toBe(product.createdAt);
    expect(edited.editedAt).not.toBeNull();
    expect(filesOf(oldImage)).toEqual([]);
    expect(filesOf(newImage).length).toBeGreaterThan(1);
    expect((await storefront(product.id)).json<Product>()).toMatchObject({ name: 'Edited', stock: 0 });

    // Keeping the image it has needs no new upload.
    const again = await admin.request(
      'PUT',
      `/api/admin/products/${product.id}`,
      input(newImage, { name: 'Again' }),
    );
    expect(again.statusCode).toBe(200);
    expect(filesOf(newImage).length).toBeGreaterThan(1);
  });

  it('keeps units sold while the edit form was open sold: stock moves by the owner’s difference', async () => {
    const imageURL = await uploadPicture('busy.jpg');
    const product = (
      await admin.request('POST', '/api/admin/products', input(imageURL, { name: 'Busy Seller', stock: 10 }))
    ).json<Product>();
    // The owner opens the form at 10; meanwhile a shopper buys 3.
    await buy(shopper, [{ id: product.id, cartQuantity: 3 }]);
    const renamed = await admin.request('PUT', `/api/admin/products/${product.id}`, {
      ...input(imageURL, { name: 'Busy Seller 2', stock: 10 }),
      stockWas: 10,
    });
    expect(renamed.json<Product>()).toMatchObject({ name: 'Busy Seller 2', stock: 7 });
    const restocked = await admin.request('PUT', `/api/admin/products/${product.id}`, {
      ...input(imageURL, { name: 'Busy Seller 2', stock: 12 }),
      stockWas: 10,
    });
    expect(restocked.json<Product>().stock).toBe(9);
  });

  it('refuses control characters that the database would choke on, with a 400', async () => {
    const imageURL = await uploadPicture('nul.jpg');
    for (const field of ['name', 'brand', 'desc'] as const) {
      const response = await admin.request(
        'POST',
        '/api/admin/products',
        input(imageURL, { [field]: 'a\u0000b' }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorResponse>().error.details?.[0]?.path).toBe(field);
    }
  });

  it('keeps more pictures in order, reorders and removes them (deleting the files), and refuses unknown ones', async () => {
    const main = await uploadPicture('gallery-main.jpg');
    const [side, back, top] = [
      await uploadPicture('gallery-side.jpg'),
      await uploadPicture('gallery-back.jpg'),
      await uploadPicture('gallery-top.jpg'),
    ];
    const created = await admin.request(
      'POST',
      '/api/admin/products',
      input(main, { name: 'Gallery Shoe', gallery: [side, back, top] }),
    );
    expect(created.statusCode).toBe(201);
    const product = created.json<Product>();
    expect(product.gallery).toEqual([side, back, top]);
    // The product's own page has them; listings leave them out.
    expect((await storefront(product.id)).json<Product>().gallery).toEqual([side, back, top]);
    const listed = await t.app.inject({ method: 'GET', url: '/api/products?search=gallery%20shoe' });
    expect(listed.json<ProductListResponse>().items[0]).not.toHaveProperty('gallery');

    // Reordered, one removed: its files go, the others stay.
    const edited = await admin.request(
      'PUT',
      `/api/admin/products/${product.id}`,
      input(main, { name: 'Gallery Shoe', gallery: [top, side] }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Product>().gallery).toEqual([top, side]);
    expect(filesOf(back)).toEqual([]);
    expect(filesOf(top).length).toBeGreaterThan(1);
    // Left out of an edit, they stay as they are.
    const kept = await admin.request(
      'PUT',
      `/api/admin/products/${product.id}`,
      input(main, { name: 'Kept' }),
    );
    expect(kept.json<Product>().gallery).toEqual([top, side]);

    const unknown = await admin.request(
      'PUT',
      `/api/admin/products/${product.id}`,
      input(main, { gallery: [top, '/uploads/product/1700000000000nothing.jpg'] }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorResponse>().error.details).toEqual([
      { path: 'gallery.1', message: 'Upload the picture first; this one is not in the shop.' },
    ]);
    const twice = await admin.request(
      'PUT',
      `/api/admin/products/${product.id}`,
      input(main, { gallery: [top, top] }),
    );
    expect(twice.statusCode).toBe(400);
    expect((await storefront(product.id)).json<Product>().gallery).toEqual([top, side]);

    // Deleted: every picture's files go.
    await admin.request('DELETE', `/api/admin/products/${product.id}`);
    for (const url of [main, top, side]) expect(filesOf(url)).toEqual([]);
  });

  it('deletes a product no order names, with its image files', async () => {
    const imageURL = await uploadPicture('gone.jpg');
    const product = (
      await admin.request('POST', '/api/admin/products', input(imageURL, { name: 'Gone' }))
    ).json<Product>();
    const response = await admin.request('DELETE', `/api/admin/products/${product.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<ProductDeleted>()).toEqual({ id: product.id, keptForOrders: false });
    expect(filesOf(imageURL)).toEqual([]);
    expect((await storefront(product.id)).statusCode).toBe(404);
    expect((await admin.request('DELETE', `/api/admin/products/${product.id}`)).statusCode).toBe(404);
  });

  it('keeps a product past orders name for them, off the storefront and out of carts', async () => {
    const imageURL = await uploadPicture('bought.jpg');
    const product = (
      await admin.request('POST', '/api/admin/products', input(imageURL, { name: 'Bought Once' }))
    ).json<Product>();
    const { orderId } = await buy(shopper, [{ id: product.id, cartQuantity: 1 }]);
    await shopper.request('PUT', '/api/cart', { items: [{ productId: product.id, quantity: 1 }] });

    const response = await admin.request('DELETE', `/api/admin/products/${product.id}`);
    expect(response.json<ProductDeleted>()).toEqual({ id: product.id, keptForOrders: true });
    expect((await storefront(product.id)).statusCode).toBe(404);
    const search = await t.app.inject({ method: 'GET', url: '/api/products?search=bought%20once' });
    expect(search.json<ProductListResponse>().total).toBe(0);
    expect((await shopper.request('GET', '/api/cart')).json<{ items: unknown[] }>().items).toEqual([]);
    // The order still shows what was bought, picture included.
    const order = await shopper.request('GET', `/api/orders/${orderId}`);
    expect(order.json<{ cartItems: { name: string; imageURL: string }[] }>().cartItems[0]).toMatchObject({
      name: 'Bought Once',
      imageURL,
    });
    expect(filesOf(imageURL).length).toBeGreaterThan(1);
    expect((await admin.request('GET', `/api/admin/products/${product.id}`)).statusCode).toBe(404);
  });
});
