// The admin's customers through the real app on both backends: accounts and guests with figures
// computed by hand from the orders written here, search, paging, one customer's page, and who may
// read them.
import {
  CUSTOMER_PAGE_SIZE,
  type CustomerDetails,
  type CustomerListResponse,
  type CustomerSummary,
} from '@eshop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema/index.js';
import { insertOrder, insertOrders } from '../../test-support/admin-orders.js';
import { createClient, type Client } from '../../test-support/auth-client.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { signedInAdmin, TEST_ADMIN } from '../../test-support/signed-in.js';
import { BACKENDS } from '../../test-support/test-database.js';

const ADA = { email: 'ada@example.com', password: 'ada password 12' };
const BOB = { email: 'bob@example.com', password: 'bob password 12' };
const GUEST = 'grace.guest@example.com';
const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = Date.now();
const daysAgo = (days: number) => new Date(NOW - days * DAY_MS);

describe.each(BACKENDS)('admin customers API on %s', (backend) => {
  let t: TestApp;
  let admin: Client;
  let ada: Client;
  let adaId: string;
  let bobId: string;

  const signUp = async (account: { email: string; password: string }) => {
    const client = createClient(t.app);
    expect((await client.signUp(account.email, account.password)).statusCode).toBe(200);
    expect((await client.signIn(account.email, account.password)).statusCode).toBe(200);
    const [row] = await t.testDb.database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, account.email));
    return { client, id: row?.id ?? '' };
  };
  const list = async (query = '') => {
    const response = await admin.request('GET', `/api/admin/customers${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CustomerListResponse>();
  };
  const customer = async (key: string, query = '') => {
    const response = await admin.request('GET', `/api/admin/customers/${encodeURIComponent(key)}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CustomerDetails>();
  };
  const byKey = (items: CustomerSummary[], key: string) => items.find((item) => item.key === key);

  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_ENABLED: 'false' });
    admin = await signedInAdmin(t);
    ({ client: ada, id: adaId } = await signUp(ADA));
    ({ id: bobId } = await signUp(BOB));
    const db = t.testDb.database.db;
    await db.update(user).set({ name: 'Ada Lovelace' }).where(eq(user.id, adaId));

    await insertOrders(db, [
      // Ada: two orders of her account, and one placed as a guest with her e-mail (hers too).
      { userId: adaId, userEmail: ADA.email, amountCents: 12_999, createdAt: daysAgo(5) },
      { userId: adaId, userEmail: ADA.email, amountCents: 1_050, createdAt: daysAgo(1) },
      { userEmail: ADA.email, amountCents: 500, createdAt: daysAgo(10) },
      // A guest: known by the e-mail, named by the newest order's shipping name.
      { userEmail: GUEST, amountCents: 2_500, createdAt: daysAgo(3), shippingName: 'Grace G.' },
      { userEmail: GUEST, amountCents: 7_777, createdAt: daysAgo(2), shippingName: 'Grace Hopper' },
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists accounts and guests with their order count, total spent in cents and last order', async () => {
    const page = await list();
    expect(page).toMatchObject({ page: 1, pageSize: CUSTOMER_PAGE_SIZE, pageCount: 1 });
    // Ada, the guest, Bob and the owner (accounts without orders are listed too).
    expect(page.total).toBe(4);
    expect(byKey(page.items, adaId)).toEqual({
      key: adaId,
      name: 'Ada Lovelace',
      email: ADA.email,
      isRegistered: true,
      orderCount: 3,
      totalSpentCents: 12_999 + 1_050 + 500,
      lastOrderAt: daysAgo(1).toISOString(),
      registeredAt: byKey(page.items, adaId)?.registeredAt,
    });
    expect(Date.parse(byKey(page.items, adaId)?.registeredAt ?? '')).toBeGreaterThan(NOW - 60_000);
    expect(byKey(page.items, GUEST)).toEqual({
      key: GUEST,
      name: 'Grace Hopper',
      email: GUEST,
      isRegistered: false,
      orderCount: 2,
      totalSpentCents: 2_500 + 7_777,
      lastOrderAt: daysAgo(2).toISOString(),
      registeredAt: null,
    });
    expect(byKey(page.items, bobId)).toMatchObject({
      isRegistered: true,
      orderCount: 0,
      totalSpentCents: 0,
      lastOrderAt: null,
      // An account without a name and without orders has no name to show.
      name: null,
    });
    // Who ordered last comes first; accounts without orders after them, the newest first.
    expect(page.items.map((item) => item.email)).toEqual([ADA.email, GUEST, BOB.email, TEST_ADMIN.email]);
  });

  it('searches by name or e-mail in any case', async () => {
    expect((await list('?search=LOVELACE')).items.map((item) => item.key)).toEqual([adaId]);
    expect((await list('?search=Grace.Guest@')).items.map((item) => item.key)).toEqual([GUEST]);
    // A guest's name is the one they shipped to.
    expect((await list('?search=hopper')).items.map((item) => item.key)).toEqual([GUEST]);
    expect((await list(`?search=${encodeURIComponent('bob@')}`)).items.map((item) => item.key)).toEqual([
      bobId,
    ]);
    // LIKE's wildcards are plain text.
    expect(await list('?search=%25')).toMatchObject({ total: 0, items: [], pageCount: 1 });
    expect((await list('?search=example.com')).total).toBe(4);
  });

  it('pages on the server, the total kept', async () => {
    const db = t.testDb.database.db;
    await insertOrders(
      db,
      Array.from({ length: CUSTOMER_PAGE_SIZE }, (_, index) => ({
        userEmail: `pager${index}@example.net`,
        amountCents: 100 + index,
        createdAt: daysAgo(20 + index),
      })),
    );
    const first = await list('?search=example.net');
    expect(first).toMatchObject({ total: CUSTOMER_PAGE_SIZE, pageCount: 1 });
    const all = await list();
    expect(all.total).toBe(4 + CUSTOMER_PAGE_SIZE);
    expect(all.pageCount).toBe(2);
    const second = await list('?page=2');
    expect(second.items).toHaveLength(4);
    const keys = [...all.items, ...second.items].map((item) => item.key);
    expect(new Set(keys).size).toBe(4 + CUSTOMER_PAGE_SIZE);
    // The oldest orderers, then the accounts without orders.
    expect(second.items.map((item) => item.email)).toEqual([
      'pager8@example.net',
      'pager9@example.net',
      BOB.email,
      TEST_ADMIN.email,
    ]);
    expect((await list('?page=3')).items).toEqual([]);
  });

  it("shows one customer's figures and orders, newest first", async () => {
    const details = await customer(adaId);
    expect(details.customer).toMatchObject({ key: adaId, orderCount: 3, totalSpentCents: 14_549 });
    expect(details.orders).toMatchObject({ total: 3, page: 1, pageCount: 1 });
    expect(details.orders.items.map((order) => order.orderAmountCents)).toEqual([1_050, 12_999, 500]);

    // A guest by e-mail, in any case.
    const guest = await customer('Grace.Guest@Example.com');
    expect(guest.customer).toMatchObject({
      key: GUEST,
      isRegistered: false,
      orderCount: 2,
      name: 'Grace Hopper',
    });
    expect(guest.orders.items.map((order) => order.orderAmountCents)).toEqual([7_777, 2_500]);

    // An account without orders.
    expect((await customer(bobId)).orders).toMatchObject({ total: 0, items: [] });
    // Ada's e-mail leads to her account.
    expect((await customer(ADA.email)).customer.key).toBe(adaId);
  });

  it("pages a customer's orders", async () => {
    const db = t.testDb.database.db;
    const email = 'frequent@example.org';
    await insertOrders(
      db,
      Array.from({ length: 12 }, (_, index) => ({ userEmail: email, createdAt: daysAgo(index) })),
    );
    const second = await customer(email, '?page=2');
    expect(second.orders).toMatchObject({ total: 12, page: 2, pageCount: 2 });
    expect(second.orders.items).toHaveLength(2);
    expect(second.customer.orderCount).toBe(12);
  });

  it('follows a guest who registered later to their account', async () => {
    const email = 'late.joiner@example.com';
    const db = t.testDb.database.db;
    await insertOrder(db, { userEmail: email, amountCents: 4_200 });
    expect((await customer(email)).customer.isRegistered).toBe(false);
    const { id } = await signUp({ email, password: 'late password 12' });
    const found = await customer(email);
    expect(found.customer).toMatchObject({
      key: id,
      isRegistered: true,
      orderCount: 1,
      totalSpentCents: 4_200,
    });
    expect(byKey((await list('?search=late.joiner')).items, email)).toBeUndefined();
  });

  it('answers 404 for no such customer and 400 for bad input', async () => {
    for (const key of ['nobody@example.com', 'no-such-account-id']) {
      const response = await admin.request('GET', `/api/admin/customers/${key}`);
      expect(response.statusCode, key).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
    for (const url of [
      '/api/admin/customers?page=0',
      '/api/admin/customers?page=x',
      '/api/admin/customers?sort=name',
      `/api/admin/customers?search=${'a'.repeat(101)}`,
      '/api/admin/customers?search=a%00b',
      `/api/admin/customers/${adaId}?page=0`,
      '/api/admin/customers/a%00b',
    ]) {
      const response = await admin.request('GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    }
  });

  it('answers a visitor 401 and a shopper 403', async () => {
    for (const url of ['/api/admin/customers', `/api/admin/customers/${adaId}`]) {
      expect((await createClient(t.app).request('GET', url)).statusCode, url).toBe(401);
      expect((await ada.request('GET', url)).statusCode, url).toBe(403);
    }
  });
});
