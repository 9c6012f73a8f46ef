// The admin's order list searched and limited to dates, and its CSV export, through the real app on
// both backends: the filters alone and combined, bad input refused, the file's content, quoting and
// formula neutralising, batches past the first, and who may read them.
import { ADMIN_ORDER_PAGE_SIZE, type AdminOrderListResponse } from '@eshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder, insertOrders } from '../../test-support/admin-orders.js';
import { createClient, type Client } from '../../test-support/auth-client.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { signedInAdmin, signedInShopper } from '../../test-support/signed-in.js';
import { BACKENDS } from '../../test-support/test-database.js';
import { EXPORT_BATCH_SIZE } from './order-export.js';

const SHOPPER = { email: 'shopper@example.com', password: 'shopper password 1' };
const HEADER =
  'Order number,Date,Customer e-mail,Shipping name,Status,Items,Currency,Subtotal,Shipping,Discount code,Discount,Tax,Total';
const at = (iso: string) => new Date(iso);

describe.each(BACKENDS)('admin order search and CSV export on %s', (backend) => {
  let t: TestApp;
  let admin: Client;
  let shopper: Client;
  /** The numbers of the orders written in beforeAll, by name. */
  const numbers: Record<string, number> = {};

  const list = async (query: string) => {
    const response = await admin.request('GET', `/api/admin/orders${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AdminOrderListResponse>();
  };
  const numbersOf = async (query: string) => (await list(query)).items.map((order) => order.number);
  const exportCsv = async (query = '') => {
    const response = await admin.request('GET', `/api/admin/orders/export.csv${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  /** The file's records as lines, the BOM and the final line break taken off. */
  const linesOf = (body: string) =>
    body
      .replace(/^\uFEFF/, '')
      .replace(/\r\n$/, '')
      .split('\r\n');

  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_ENABLED: 'false' });
    admin = await signedInAdmin(t);
    shopper = await signedInShopper(t, SHOPPER);

    const db = t.testDb.database.db;
    const fixtures = {
      // The edges of 1 March 2024 (UTC).
      lastOfFebruary: { userEmail: 'ada@example.com', createdAt: at('2024-02-29T23:59:59.999Z') },
      firstOfMarch: {
        userEmail: 'ada@example.com',
        createdAt: at('2024-03-01T00:00:00.000Z'),
        shippingName: 'Ada Lovelace',
        status: 'Delivered' as const,
      },
      endOfMarchFirst: {
        userEmail: 'Grace@Example.com',
        createdAt: at('2024-03-01T23:59:59.999Z'),
        shippingName: 'Grace Hopper',
      },
      secondOfMarch: {
        userEmail: 'grace@example.com',
        createdAt: at('2024-03-02T00:00:00.000Z'),
        shippingName: 'Grace Hopper',
        status: 'Delivered' as const,
      },
      // For the export: money, units and cells that need quoting or neutralising.
      tricky: {
        userEmail: '+trick@example.com',
        createdAt: at('2024-04-01T12:30:00.000Z'),
        shippingName: '=HYPERLINK("http://evil.example","Click")',
        amountCents: 12_345,
        shippingCents: 499,
        taxCents: 5,
        quantities: [2, 3],
      },
      quoted: {
        userEmail: 'o.brien@example.com',
        createdAt: at('2024-04-02T08:00:00.000Z'),
        shippingName: 'O\'Brien, "Pat"\nFlat 2',
        amountCents: 5,
      },
      atSign: {
        userEmail: 'at@example.com',
        createdAt: at('2024-04-03T08:00:00.000Z'),
        shippingName: '@SUM(A1)',
      },
      minus: {
        userEmail: 'minus@example.com',
        createdAt: at('2024-04-04T08:00:00.000Z'),
        shippingName: '-2+3',
      },
    };
    for (const [name, fixture] of Object.entries(fixtures))
      numbers[name] = (await insertOrder(db, fixture)).number;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('finds an order by its number, with or without #', async () => {
    const number = numbers.secondOfMarch ?? 0;
    expect(await numbersOf(`?search=${encodeURIComponent(`#${number}`)}`)).toEqual([number]);
    expect(await numbersOf(`?search=${number}`)).toEqual([number]);
    expect(await numbersOf(`?search=${encodeURIComponent(' #999999999 ')}`)).toEqual([]);
  });

  it('finds orders by part of the e-mail or the shipping name, in any case', async () => {
    const { firstOfMarch, endOfMarchFirst, secondOfMarch, lastOfFebruary } = numbers;
    expect(await numbersOf('?search=GRACE%40')).toEqual([secondOfMarch, endOfMarchFirst]);
    expect(await numbersOf('?search=lovelace')).toEqual([firstOfMarch]);
    expect(await numbersOf('?search=ada%40example')).toEqual([firstOfMarch, lastOfFebruary]);
    // LIKE's wildcards are plain text.
    expect(await numbersOf('?search=_')).toEqual([]);
  });

  it('keeps orders of the days from and to, both included (UTC days)', async () => {
    const { firstOfMarch, endOfMarchFirst, secondOfMarch, lastOfFebruary } = numbers;
    expect(await numbersOf('?from=2024-03-01&to=2024-03-01')).toEqual([endOfMarchFirst, firstOfMarch]);
    expect(await numbersOf('?to=2024-03-01')).toEqual([endOfMarchFirst, firstOfMarch, lastOfFebruary]);
    const fromSecond = await numbersOf('?from=2024-03-02');
    expect(fromSecond).toContain(secondOfMarch);
    expect(fromSecond).not.toContain(endOfMarchFirst);
  });

  it('combines search, dates and status', async () => {
    const { endOfMarchFirst, secondOfMarch, firstOfMarch } = numbers;
    expect(await numbersOf('?search=grace&from=2024-03-01&to=2024-03-01')).toEqual([endOfMarchFirst]);
    expect(await numbersOf('?search=grace&status=Delivered')).toEqual([secondOfMarch]);
    expect(await numbersOf('?status=Delivered&from=2024-03-01&to=2024-03-01')).toEqual([firstOfMarch]);
    const none = await list('?search=grace&status=Delivered&to=2024-03-01');
    expect(none).toMatchObject({ items: [], total: 0, pageCount: 1 });
  });

  it('pages the filtered list with its own total', async () => {
    const db = t.testDb.database.db;
    await insertOrders(
      db,
      Array.from({ length: ADMIN_ORDER_PAGE_SIZE + 2 }, (_, index) => ({
        userEmail: `bulk${index}@example.net`,
        createdAt: at(`2023-06-${String(index + 1).padStart(2, '0')}T10:00:00.000Z`),
      })),
    );
    const second = await list('?search=example.net&page=2');
    expect(second).toMatchObject({ total: ADMIN_ORDER_PAGE_SIZE + 2, page: 2, pageCount: 2 });
    expect(second.items.map((order) => order.userEmail)).toEqual(['bulk1@example.net', 'bulk0@example.net']);
  });

  it('refuses bad dates, a range out of order and unknown filters with a 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['from=2024-13-01', 'from'],
      ['to=yesterday', 'to'],
      ['from=2024-02-30', 'from'],
      ['from=2024-03-01T00:00:00Z', 'from'],
      ['from=2024-03-02&to=2024-03-01', 'from'],
      ['status=Lost', 'status'],
      [`search=${'1'.repeat(101)}`, 'search'],
      ['search=a%00b', 'search'],
      ['colour=red', 'colour'],
    ];
    for (const path of ['/api/admin/orders', '/api/admin/orders/export.csv']) {
      for (const [query, field] of cases) {
        const response = await admin.request('GET', `${path}?${query}`);
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        const body = response.json<{ error: { code: string; details: { path: string }[] } }>();
        expect(body.error.code).toBe('VALIDATION_ERROR');
        expect(body.error.details.map((detail) => detail.path)).toContain(field);
      }
    }
    const outOfOrder = await admin.request('GET', '/api/admin/orders?from=2024-03-02&to=2024-03-01');
    expect(outOfOrder.json()).toMatchObject({
      error: { details: [{ path: 'from', message: 'The start date must be on or before the end date.' }] },
    });
    // The list's page is not a filter of the export.
    expect((await admin.request('GET', '/api/admin/orders/export.csv?page=2')).statusCode).toBe(400);
  });

  it('exports the filtered orders as an attached CSV, money in dollars and cents', async () => {
    const response = await exportCsv('?from=2024-04-01&to=2024-04-01');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    expect(linesOf(response.body)).toEqual([
      HEADER,
      // The formula is neutralised (a leading apostrophe) and quoted for its quotes and comma.
      `${numbers.tricky},2024-04-01T12:30:00.000Z,'+trick@example.com,"'=HYPERLINK(""http://evil.example"",""Click"")",Order Placed,5,USD,118.41,4.99,,0.00,0.05,123.45`,
    ]);
  });

  it('quotes cells with commas, quotes and line breaks, and neutralises every formula start', async () => {
    const body = (await exportCsv('?from=2024-04-02&to=2024-04-04')).body;
    expect(linesOf(body).slice(1)).toEqual([
      `${numbers.minus},2024-04-04T08:00:00.000Z,minus@example.com,'-2+3,Order Placed,1,USD,10.00,0.00,,0.00,0.00,10.00`,
      `${numbers.atSign},2024-04-03T08:00:00.000Z,at@example.com,'@SUM(A1),Order Placed,1,USD,10.00,0.00,,0.00,0.00,10.00`,
      `${numbers.quoted},2024-04-02T08:00:00.000Z,o.brien@example.com,"O'Brien, ""Pat""\nFlat 2",Order Placed,1,USD,0.05,0.00,,0.00,0.00,0.05`,
    ]);
  });

  it('exports the same orders as the list shows for the same filters', async () => {
    const filters = '?search=grace&status=Delivered';
    const listed = await numbersOf(filters);
    const exported = linesOf((await exportCsv(filters)).body)
      .slice(1)
      .map((line) => Number(line.split(',')[0]));
    expect(exported).toEqual(listed);
    // Nothing matches: the header alone.
    expect(linesOf((await exportCsv('?search=nobody-at-all')).body)).toEqual([HEADER]);
  });

  it('streams every order once, newest first, across batches', async () => {
    const db = t.testDb.database.db;
    const count = EXPORT_BATCH_SIZE * 2 + 3;
    // Half of them share one instant: the batches must still split them by id, losing none.
    const sameInstant = at('2022-01-15T12:00:00.000Z');
    const written = await insertOrders(
      db,
      Array.from({ length: count }, (_, index) => ({
        userEmail: `batch${index}@example.org`,
        createdAt:
          index % 2 === 0
            ? sameInstant
            : at(
                `2022-01-01T00:00:${String(index % 60).padStart(2, '0')}.${String(index).padStart(3, '0').slice(-3)}Z`,
              ),
      })),
    );
    const response = await exportCsv('?search=example.org');
    const records = linesOf(response.body).slice(1);
    expect(records).toHaveLength(count);
    const exportedNumbers = records.map((line) => Number(line.split(',')[0]));
    expect(new Set(exportedNumbers)).toEqual(new Set(written.map((row) => row.number)));
    const dates = records.map((line) => Date.parse(line.split(',')[1] ?? ''));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('lets only the admin export: 401 for a visitor, 403 for a shopper', async () => {
    const url = '/api/admin/orders/export.csv';
    const visitor = await createClient(t.app).request('GET', url);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
    const refused = await shopper.request('GET', url);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('Order number');
    expect((await shopper.request('GET', '/api/admin/orders?search=ada')).statusCode).toBe(403);
  });
});
