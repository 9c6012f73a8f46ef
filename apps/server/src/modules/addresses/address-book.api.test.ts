// The address book on both backends, through the real app: the first address is both defaults, a new
// default takes over from the old, deleting a default hands it on, each shopper sees only their own,
// a full book refuses another, and bad input changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SAVED_ADDRESSES, type AddressBook, type SavedAddress } from '@eshop/shared';
import { createClient, type Client } from '../../test-support/auth-client.js';
import { ADDRESS } from '../../test-support/checkout.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { BACKENDS } from '../../test-support/test-database.js';

describe.each(BACKENDS)('the address book on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_ENABLED: 'false' });
  });
  afterAll(async () => {
    await t?.close();
  });

  let shoppers = 0;
  const shopper = async () => {
    const client = createClient(t.app);
    shoppers += 1;
    await client.signUp(`book.${shoppers}.${backend}@example.com`, 'address book words');
    return client;
  };
  const bookOf = async (client: Client) =>
    (await client.request('GET', '/api/account/addresses')).json<AddressBook>().addresses;
  const add = async (client: Client, city: string, defaults = {}) => {
    const response = await client.request('POST', '/api/account/addresses', {
      address: { ...ADDRESS, city },
      ...defaults,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<SavedAddress>();
  };
  const defaultsOf = (book: SavedAddress[]) => ({
    shipping: book.filter((a) => a.isDefaultShipping).map((a) => a.address.city),
    billing: book.filter((a) => a.isDefaultBilling).map((a) => a.address.city),
  });

  it('makes the first address both defaults, and a new default takes over from the old', async () => {
    const ada = await shopper();
    const home = await add(ada, 'London');
    expect(home).toMatchObject({ isDefaultShipping: true, isDefaultBilling: true });
    await add(ada, 'Paris');
    expect(defaultsOf(await bookOf(ada))).toEqual({ shipping: ['London'], billing: ['London'] });
    await add(ada, 'Berlin', { isDefaultShipping: true });
    expect(defaultsOf(await bookOf(ada))).toEqual({ shipping: ['Berlin'], billing: ['London'] });
    // The defaults come first.
    expect((await bookOf(ada))[0]?.address.city).toBe('Berlin');

    const paris = (await bookOf(ada)).find((a) => a.address.city === 'Paris')!;
    const edited = await ada.request('PUT', `/api/account/addresses/${paris.id}`, {
      address: { ...ADDRESS, city: 'Lyon' },
      isDefaultBilling: true,
    });
    expect(edited.statusCode).toBe(200);
    expect(defaultsOf(await bookOf(ada))).toEqual({ shipping: ['Berlin'], billing: ['Lyon'] });
    // Unticking the only default leaves it where it is: a shopper always has one.
    await ada.request('PUT', `/api/account/addresses/${paris.id}`, {
      address: { ...ADDRESS, city: 'Lyon' },
      isDefaultBilling: false,
    });
    expect(defaultsOf(await bookOf(ada)).billing).toEqual(['Lyon']);
  });

  it('hands a deleted default to the newest address left', async () => {
    const bo = await shopper();
    const first = await add(bo, 'Oslo');
    await add(bo, 'Bergen');
    await add(bo, 'Tromsø');
    const deleted = await bo.request('DELETE', `/api/account/addresses/${first.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(defaultsOf(deleted.json<AddressBook>().addresses)).toEqual({
      shipping: ['Tromsø'],
      billing: ['Tromsø'],
    });
    expect((await bo.request('DELETE', `/api/account/addresses/${first.id}`)).statusCode).toBe(404);
  });

  it("keeps each shopper's addresses to themselves", async () => {
    const owner = await shopper();
    const kept = await add(owner, 'Rome');
    const other = await shopper();
    expect(await bookOf(other)).toEqual([]);
    const changed = await other.request('PUT', `/api/account/addresses/${kept.id}`, {
      address: { ...ADDRESS, city: 'Milan' },
    });
    expect(changed.statusCode).toBe(404);
    expect((await other.request('DELETE', `/api/account/addresses/${kept.id}`)).statusCode).toBe(404);
    expect((await bookOf(owner))[0]?.address.city).toBe('Rome');
  });

  it('refuses an address the checkout would refuse, and a full book, changing nothing', async () => {
    const cy = await shopper();
    for (const address of [
      { ...ADDRESS, country: 'USA' },
      { ...ADDRESS, country: 'US', state: '' },
      { ...ADDRESS, name: '' },
      { ...ADDRESS, line1: 'x'.repeat(201) },
    ]) {
      const refused = await cy.request('POST', '/api/account/addresses', { address });
      expect(refused.statusCode, JSON.stringify(address)).toBe(400);
    }
    expect(
      (await cy.request('POST', '/api/account/addresses', { address: ADDRESS, role: 'x' })).statusCode,
    ).toBe(400);
    expect(
      (await cy.request('PUT', '/api/account/addresses/not-a-uuid', { address: ADDRESS })).statusCode,
    ).toBe(400);
    expect(await bookOf(cy)).toEqual([]);

    for (let i = 0; i < MAX_SAVED_ADDRESSES; i += 1) await add(cy, `Town ${i}`);
    const full = await cy.request('POST', '/api/account/addresses', { address: ADDRESS });
    expect(full.statusCode).toBe(409);
    expect(await bookOf(cy)).toHaveLength(MAX_SAVED_ADDRESSES);
  });

  it('keeps one default of each kind when two requests make different ones at once', async () => {
    const di = await shopper();
    // Two first addresses at once: one of them takes the defaults.
    const firsts = await Promise.all(
      ['Madrid', 'Bilbao'].map((city) =>
        di.request('POST', '/api/account/addresses', { address: { ...ADDRESS, city } }),
      ),
    );
    expect(firsts.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(defaultsOf(await bookOf(di)).shipping).toHaveLength(1);
    const [a, b] = await Promise.all([
      di.request('POST', '/api/account/addresses', {
        address: { ...ADDRESS, city: 'Seville' },
        isDefaultShipping: true,
      }),
      di.request('POST', '/api/account/addresses', {
        address: { ...ADDRESS, city: 'Valencia' },
        isDefaultShipping: true,
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 201]);
    expect(defaultsOf(await bookOf(di)).shipping).toHaveLength(1);
  });
});
