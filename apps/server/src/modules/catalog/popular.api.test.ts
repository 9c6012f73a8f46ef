// Popular products (decision 061), what a search that finds nothing offers: the most sold first,
// counted at checkout, sold-out products left out, through the real app on both backends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PopularProductsResponse, Product } from '@eshop/shared';
import { createClient, type Client } from '../../test-support/auth-client.js';
import { buy, firstProducts } from '../../test-support/checkout.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { BACKENDS } from '../../test-support/test-database.js';

describe.each(BACKENDS)('popular products on %s', (backend) => {
  let t: TestApp;
  let shopper: Client;
  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_ENABLED: 'false', PAYMENT_SWEEP_SECONDS: '0' });
    shopper = createClient(t.app);
    await shopper.signUp('popular@example.com', 'shopper password 1');
    await shopper.signIn('popular@example.com', 'shopper password 1');
  });
  afterAll(async () => {
    await t?.close();
  });

  const popular = async (query = '') => {
    const response = await t.app.inject({ method: 'GET', url: `/api/products/popular${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PopularProductsResponse>().items;
  };

  it('lists the most sold first, counting every order, and leaves out what sold out', async () => {
    const sold = (await firstProducts(t.app, 20)).filter(
      (product: Product) => !product.options && product.stock >= 3,
    );
    const [most, second, soldOut] = sold;
    expect(soldOut).toBeDefined();
    await buy(shopper, [{ id: second!.id, cartQuantity: 1 }]);
    await buy(shopper, [
      { id: most!.id, cartQuantity: 2 },
      { id: second!.id, cartQuantity: 1 },
    ]);
    await buy(shopper, [{ id: most!.id, cartQuantity: 1 }]);
    // The most sold of all, until it sold out.
    await buy(shopper, [{ id: soldOut!.id, cartQuantity: soldOut!.stock }]);

    const names = (await popular('?limit=3')).map((product) => product.name);
    expect(names.slice(0, 2)).toEqual([most!.name, second!.name]);
    expect(names).not.toContain(soldOut!.name);
    expect(await popular()).toHaveLength(4);
  });

  it('refuses a list longer than it serves', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products/popular?limit=13' });
    expect(response.statusCode).toBe(400);
  });
});
