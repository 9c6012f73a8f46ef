// Selling variants (decision 060) on both backends through the real routes: the owner gives a product
// sizes, a cart holds two sizes of it as two lines, a payment names the size (and is refused without
// one), the order line keeps the variant, its title and SKU, stock moves on the size sold (and a
// refund puts it back there), and 100 shoppers racing for the last 10 units of one size give exactly
// 10 orders while the other sizes keep theirs.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CartResponse,
  InventoryItem,
  InventoryResponse,
  CreatePaymentIntentResponse,
  ErrorResponse,
  Order,
  Product,
  ProductListResponse,
  ProductVariants,
  ProductVariantsInput,
} from '@eshop/shared';
import { orders, products, productVariants, testPaymentIntents } from '../../db/schema/index.js';
import type { Client } from '../../test-support/auth-client.js';
import {
  buy,
  completeCheckout,
  firstProducts,
  payWithTestCard,
  startPayment,
} from '../../test-support/checkout.js';
import { signedInAdmin, signedInShopper } from '../../test-support/signed-in.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { BACKENDS } from '../../test-support/test-database.js';

const SHOPPERS = 100;
const LAST_UNITS = 10;
const PASSWORD = 'variant shopper password';

describe.each(BACKENDS)('selling variants on %s', (backend) => {
  let t: TestApp;
  let admin: Client;
  let shopper: Client;
  let shoe: Product;
  let plain: Product;
  let plainSku = '';
  let sizes: ProductVariants;

  const db = () => t.testDb.database.db;
  const setVariants = (productId: string, body: ProductVariantsInput | Record<string, unknown>) =>
    admin.request('PUT', `/api/admin/products/${productId}/variants`, body);
  const variant = (title: string) => sizes.variants.find((v) => v.title === title)!;
  const variantStock = async (id: string) =>
    (
      await db()
        .select({ stock: productVariants.stock })
        .from(productVariants)
        .where(eq(productVariants.id, id))
    )[0]?.stock;
  const productStock = async (id: string) =>
    (await db().select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock;

  beforeAll(async () => {
    t = await createTestApp(backend, {
      RATE_LIMIT_ENABLED: 'false',
      PAYMENT_SWEEP_SECONDS: '0',
      WRITE_QUEUE_LIMIT: String(SHOPPERS * 2),
    });
    [shoe, plain] = (await firstProducts(t.app, 2)) as [Product, Product];
    plainSku = (await db().select({ sku: products.sku }).from(products).where(eq(products.id, plain.id)))[0]!
      .sku;
    admin = await signedInAdmin(t);
    shopper = await signedInShopper(t, { email: 'sizes@example.com', password: PASSWORD });
    const response = await setVariants(shoe.id, {
      options: [{ name: 'Size', values: ['40', '41', '42'] }],
      variants: [
        { values: ['40'], priceCents: 9_000, stock: 0, sku: 'SHOE-40' },
        { values: ['41'], priceCents: 9_500, stock: 20, sku: 'SHOE-41' },
        { values: ['42'], priceCents: 9_500, compareAtCents: 12_000, stock: 5, sku: 'SHOE-42' },
      ],
    });
    expect(response.statusCode).toBe(200);
    sizes = response.json<ProductVariants>();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('keeps the variants in the owner’s order, and the product’s lowest price and stock in all', async () => {
    expect(sizes.variants.map((v) => [v.title, v.sku, v.priceCents, v.compareAtCents, v.stock])).toEqual([
      ['40', 'SHOE-40', 9_000, null, 0],
      ['41', 'SHOE-41', 9_500, null, 20],
      ['42', 'SHOE-42', 9_500, 12_000, 5],
    ]);
    const read = await admin.request('GET', `/api/admin/products/${shoe.id}/variants`);
    expect(read.json<ProductVariants>()).toEqual(sizes);
    const [row] = await db().select().from(products).where(eq(products.id, shoe.id));
    expect([row?.priceCents, row?.stock]).toEqual([9_000, 25]);
  });

  it('shows the storefront the options, each variant on the product’s page, and the card’s from and sale prices', async () => {
    const page = (await t.app.inject({ method: 'GET', url: `/api/products/${shoe.id}` })).json<Product>();
    expect(page.options).toEqual([{ name: 'Size', values: ['40', '41', '42'] }]);
    expect([page.priceCents, page.priceMaxCents, page.compareAtCents]).toEqual([9_000, 9_500, 12_000]);
    expect(
      page.variants?.map((v) => [v.id, v.title, v.sku, v.priceCents, v.compareAtCents, v.stock]),
    ).toEqual(sizes.variants.map((v) => [v.id, v.title, v.sku, v.priceCents, v.compareAtCents, v.stock]));
    const listed = (
      await t.app.inject({
        method: 'GET',
        url: `/api/products?limit=50&search=${encodeURIComponent(shoe.name)}`,
      })
    ).json<ProductListResponse>();
    const card = listed.items.find((item) => item.id === shoe.id);
    expect([card?.options?.length, card?.priceMaxCents, card?.compareAtCents, card?.variants]).toEqual([
      1,
      9_500,
      12_000,
      undefined,
    ]);
    // A product sold one way carries none of it.
    const other = (await t.app.inject({ method: 'GET', url: `/api/products/${plain.id}` })).json<Product>();
    expect([other.options, other.variants, other.priceMaxCents, other.compareAtCents]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('refuses options and variants that do not fit together, changing nothing', async () => {
    const cases: [Record<string, unknown>, number][] = [
      [
        {
          options: [{ name: 'Size', values: ['40'] }],
          variants: [{ values: ['43'], priceCents: 1, stock: 1 }],
        },
        400,
      ],
      [
        { options: [{ name: 'Size', values: ['40'] }], variants: [{ values: [], priceCents: 1, stock: 1 }] },
        400,
      ],
      [
        {
          options: [{ name: 'Size', values: ['40', '40'] }],
          variants: [{ values: ['40'], priceCents: 1, stock: 1 }],
        },
        400,
      ],
      [
        {
          options: [{ name: 'Size', values: ['40'] }],
          variants: [
            { values: ['40'], priceCents: 1, stock: 1 },
            { values: ['40'], priceCents: 2, stock: 1 },
          ],
        },
        400,
      ],
      [{ options: [], variants: [] }, 400],
      [
        {
          options: [{ name: 'Size', values: ['40'] }],
          variants: [{ id: plain.id, values: ['40'], priceCents: 1, stock: 1 }],
        },
        400,
      ],
      // Another product's SKU.
      [
        {
          options: [{ name: 'Size', values: ['40'] }],
          variants: [{ values: ['40'], priceCents: 1, stock: 1, sku: plainSku }],
        },
        409,
      ],
    ];
    for (const [body, status] of cases) {
      const response = await setVariants(shoe.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json<ErrorResponse>().error.code).toBe(
        status === 409 ? 'CONFLICT' : 'VALIDATION_ERROR',
      );
    }
    const read = await admin.request('GET', `/api/admin/products/${shoe.id}/variants`);
    expect(read.json<ProductVariants>()).toEqual(sizes);
    expect(
      (
        await setVariants('00000000-0000-4000-8000-000000000000', {
          options: [],
          variants: [{ values: [], priceCents: 1, stock: 1 }],
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await shopper.request('PUT', `/api/admin/products/${shoe.id}/variants`, { options: [], variants: [] }))
        .statusCode,
    ).toBe(403);
  });

  it('keeps two sizes of one product as two cart lines, named and priced by size', async () => {
    const saved = await shopper.request('PUT', '/api/cart', {
      items: [
        { productId: shoe.id, variantId: variant('41').id, quantity: 2 },
        { productId: shoe.id, variantId: variant('42').id, quantity: 1 },
        // A product without options, named alone: its single variant.
        { productId: plain.id, quantity: 1 },
        // A product with options named alone cannot be kept: no size was chosen.
      ],
    });
    expect(saved.statusCode).toBe(200);
    const cart = saved.json<CartResponse>();
    expect(
      cart.items.map((item) => [
        item.id,
        item.variantTitle,
        item.sku,
        item.priceCents,
        item.cartQuantity,
        item.stock,
      ]),
    ).toEqual([
      [shoe.id, '41', 'SHOE-41', 9_500, 2, 20],
      [shoe.id, '42', 'SHOE-42', 9_500, 1, 5],
      [plain.id, '', plainSku, plain.priceCents, 1, expect.any(Number)],
    ]);
    expect(cart.totalAmountCents).toBe(9_500 * 3 + plain.priceCents);
    const merged = await shopper.request('POST', '/api/cart/merge', {
      mergeId: '0b8a4f7e-3c52-4d1a-9e6b-2f0c1d3e4a51',
      items: [
        { productId: shoe.id, variantId: variant('41').id, quantity: 1 },
        { productId: shoe.id, quantity: 1 },
      ],
    });
    expect(merged.json<CartResponse>().items.map((item) => [item.variantTitle, item.cartQuantity])).toEqual([
      ['41', 3],
      ['42', 1],
      ['', 1],
    ]);
  });

  it('refuses a payment for a product with options that names no size, saying which option to choose', async () => {
    const response = await startPayment(shopper, [{ id: shoe.id, cartQuantity: 1 }]);
    expect(response.statusCode).toBe(400);
    const { error } = response.json<ErrorResponse>();
    expect(error.message).toBe(`Choose a Size for ${shoe.name}.`);
    expect(error.details).toEqual([{ path: 'items.0.variantId', message: error.message }]);
    const otherProducts = await startPayment(shopper, [
      { id: plain.id, variantId: variant('41').id, cartQuantity: 1 },
    ]);
    expect(otherProducts.statusCode).toBe(400);
    const soldOut = await startPayment(shopper, [
      { id: shoe.id, variantId: variant('40').id, cartQuantity: 1 },
    ]);
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json<ErrorResponse>().error.message).toBe(`${shoe.name} - 40 is sold out.`);
  });

  it('sells the size chosen: the order line names it, and its stock and the product’s go down', async () => {
    const { intent, orderId } = await buy(shopper, [
      { id: shoe.id, variantId: variant('42').id, cartQuantity: 2 },
      { id: plain.id, cartQuantity: 1 },
    ]);
    expect(intent.items.map((item) => [item.variantTitle, item.sku, item.priceCents])).toEqual([
      ['42', 'SHOE-42', 9_500],
      ['', plainSku, plain.priceCents],
    ]);
    const order = (await shopper.request('GET', `/api/orders/${orderId}`)).json<Order>();
    const line = order.cartItems[0]!;
    expect([line.id, line.variantId, line.variantTitle, line.sku, line.cartQuantity]).toEqual([
      shoe.id,
      variant('42').id,
      '42',
      'SHOE-42',
      2,
    ]);
    expect(order.cartItems[1]?.variantId).toEqual(expect.any(String));
    expect(await variantStock(variant('42').id)).toBe(3);
    expect(await variantStock(variant('41').id)).toBe(20);
    expect(await productStock(shoe.id)).toBe(23);
    // The saved cart went with the order.
    expect((await shopper.request('GET', '/api/cart')).json<CartResponse>().items).toEqual([]);

    // A refund of one unit, restocked, goes back to size 42, not to another size.
    const refund = await admin.request('POST', `/api/admin/orders/${orderId}/refunds`, {
      idempotencyKey: `variant-refund-${backend}`,
      lines: [{ id: shoe.id, variantId: variant('42').id, quantity: 1, restock: true }],
    });
    expect(refund.statusCode).toBe(200);
    expect(refund.json<Order>().refunds[0]?.lines).toEqual([
      { id: shoe.id, variantId: variant('42').id, quantity: 1, restock: true },
    ]);
    expect(await variantStock(variant('42').id)).toBe(4);
    expect(await productStock(shoe.id)).toBe(24);
  });

  it('sets stock per variant: the stock list has a row per size, and a product with options named alone is refused', async () => {
    const response = await admin.request('PATCH', `/api/admin/products/${shoe.id}/stock`, { stock: 3 });
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorResponse>().error.message).toBe(
      `${shoe.name} has options: set the stock of each of its variants.`,
    );
    expect(await productStock(shoe.id)).toBe(24);

    // The stock list has a row per size, and sets the size it names; the product keeps the sum.
    const list = await admin.request('GET', `/api/admin/inventory?search=${encodeURIComponent(shoe.name)}`);
    const rows = list.json<InventoryResponse>().items.filter((item) => item.id === shoe.id);
    expect(rows.map((item) => [item.variantTitle, item.sku, item.stock])).toEqual([
      ['40', 'SHOE-40', 0],
      ['42', 'SHOE-42', 4],
      ['41', 'SHOE-41', 20],
    ]);
    const set = await admin.request('PATCH', `/api/admin/products/${shoe.id}/stock`, {
      variantId: variant('40').id,
      stock: 6,
      stockWas: 0,
    });
    expect(set.statusCode).toBe(200);
    expect(set.json<InventoryItem>()).toMatchObject({ variantTitle: '40', sku: 'SHOE-40', stock: 6 });
    expect(await variantStock(variant('40').id)).toBe(6);
    expect(await productStock(shoe.id)).toBe(30);
    const otherProducts = await admin.request('PATCH', `/api/admin/products/${plain.id}/stock`, {
      variantId: variant('40').id,
      stock: 1,
    });
    expect(otherProducts.statusCode).toBe(404);
    // Low stock is per size: 42's 4 units are low, 40's 6 and 41's 20 are not (nor the product's 30).
    const low = await admin.request(
      'GET',
      `/api/admin/inventory?lowStock=true&search=${encodeURIComponent(shoe.name)}`,
    );
    expect(
      low
        .json<InventoryResponse>()
        .items.filter((item) => item.id === shoe.id)
        .map((item) => item.variantTitle),
    ).toEqual(['42']);
  });

  it('moves a variant’s stock by the owner’s difference from what the grid showed, so units sold meanwhile stay sold', async () => {
    const before = (
      await admin.request('GET', `/api/admin/products/${shoe.id}/variants`)
    ).json<ProductVariants>();
    const shown = before.variants.find((v) => v.title === '41')!;
    // Two pairs of 41 sell while the owner's grid is open.
    await buy(shopper, [{ id: shoe.id, variantId: shown.id, cartQuantity: 2 }]);
    // The owner adds 5 to what the grid showed.
    const saved = await setVariants(shoe.id, {
      options: before.options,
      variants: before.variants.map((v) => ({
        id: v.id,
        values: v.values,
        sku: v.sku,
        priceCents: v.priceCents,
        compareAtCents: v.compareAtCents,
        stock: v.id === shown.id ? shown.stock + 5 : v.stock,
        stockWas: v.stock,
      })),
    });
    expect(saved.statusCode).toBe(200);
    expect(await variantStock(shown.id)).toBe(shown.stock - 2 + 5);
    const sum = (await Promise.all(before.variants.map((v) => variantStock(v.id)))).reduce(
      (a, b) => (a ?? 0) + (b ?? 0),
      0,
    );
    expect(await productStock(shoe.id)).toBe(sum);
  });

  it(`sells the last ${LAST_UNITS} units of one size to exactly ${LAST_UNITS} of ${SHOPPERS} shoppers paying at once`, async () => {
    const regrid = await setVariants(shoe.id, {
      options: [{ name: 'Size', values: ['40', '41', '42'] }],
      variants: sizes.variants.map((v) => ({
        id: v.id,
        values: v.values,
        sku: v.sku,
        priceCents: v.priceCents,
        compareAtCents: v.compareAtCents,
        stock: v.title === '41' ? LAST_UNITS : 7,
      })),
    });
    expect(regrid.statusCode).toBe(200);
    const last = variant('41');
    const shoppers = await Promise.all(
      Array.from({ length: SHOPPERS }, (_, i) =>
        signedInShopper(t, { email: `size-rush-${i}@example.com`, password: PASSWORD }),
      ),
    );
    const intents = await Promise.all(
      shoppers.map(async (client) => {
        const started = await startPayment(client, [{ id: shoe.id, variantId: last.id, cartQuantity: 1 }]);
        expect(started.statusCode).toBe(200);
        const intent = started.json<CreatePaymentIntentResponse>();
        expect((await payWithTestCard(client, intent)).statusCode).toBe(200);
        return intent;
      }),
    );
    const answers = await Promise.all(
      shoppers.map((client, i) => completeCheckout(client, intents[i]!.paymentIntentId)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(LAST_UNITS);
    expect(statuses.filter((status) => status === 409)).toHaveLength(SHOPPERS - LAST_UNITS);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json<ErrorResponse>().error.message).toBe(
        `${shoe.name} - 41 is sold out. Your card was not charged.`,
      );
    }
    const ids = intents.map((intent) => intent.paymentIntentId);
    const written = (await db().select().from(orders)).filter((o) => ids.includes(o.paymentIntentId));
    expect(written).toHaveLength(LAST_UNITS);
    const payments = (await db().select().from(testPaymentIntents)).filter((p) => ids.includes(p.id));
    expect(payments.filter((payment) => payment.status === 'canceled')).toHaveLength(SHOPPERS - LAST_UNITS);
    expect(await variantStock(last.id)).toBe(0);
    // The other sizes kept theirs, and the product's stock is still the sum.
    expect(await variantStock(variant('40').id)).toBe(7);
    expect(await variantStock(variant('42').id)).toBe(7);
    expect(await productStock(shoe.id)).toBe(14);
  }, 120_000);
});
