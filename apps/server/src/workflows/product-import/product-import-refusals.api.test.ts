// What the product import and export refuse, through the real app on both backends: anyone but the
// admin, and files that are not a product CSV (empty, no SKU column, broken quotes, a picture, too
// large, too many rows), each with a clear 4xx in the API's error shape and nothing written.
import { MAX_IMPORT_FILE_BYTES, MAX_IMPORT_ROWS, type ErrorResponse } from '@eshop/shared';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productImportJobs, products } from '../../db/schema/index.js';
import { createClient, type Client } from '../../test-support/auth-client.js';
import { csvOf, sendImport } from '../../test-support/product-import.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { signedInAdmin, signedInShopper } from '../../test-support/signed-in.js';
import { BACKENDS } from '../../test-support/test-database.js';
import { testPicture } from '../../test-support/uploads.js';

const SHOPPER = { email: 'shopper@example.com', password: 'shopper password 1' };
const HEADER = 'Name,Brand,Category,Price,Stock,Description,Image,SKU';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe.each(BACKENDS)('product CSV import refusals on %s', (backend) => {
  let t: TestApp;
  let admin: Client;
  let shopper: Client;
  let visitor: Client;

  const db = () => t.testDb.database.db;
  /** Products and import jobs: neither may change when a request is refused. */
  const written = async () => ({
    products: (await db().select({ total: count() }).from(products))[0]!.total,
    jobs: (await db().select({ total: count() }).from(productImportJobs))[0]!.total,
  });
  const refusal = async (csv: Buffer | string, status: number, message: string | RegExp) => {
    const before = await written();
    const response = await sendImport(t.app, admin, csv);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json<ErrorResponse>().error.message).toMatch(message);
    expect(response.body).not.toContain('    at ');
    expect(await written()).toEqual(before);
  };

  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_ENABLED: 'false', PAYMENT_SWEEP_SECONDS: '0' });
    admin = await signedInAdmin(t);
    shopper = await signedInShopper(t, SHOPPER);
    visitor = createClient(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lets only the admin export, import or read an import', async () => {
    const before = await written();
    for (const [client, status] of [
      [visitor, 401],
      [shopper, 403],
    ] as const) {
      expect((await client.request('GET', '/api/admin/products/export.csv')).statusCode).toBe(status);
      expect(
        (await sendImport(t.app, client, `${HEADER}\r\nA,B,Electronics,1,1,C,x.png,S-1`)).statusCode,
      ).toBe(status);
      expect((await client.request('GET', `/api/admin/products/imports/${UNKNOWN_ID}`)).statusCode).toBe(
        status,
      );
      expect(
        (await client.request('POST', `/api/admin/products/imports/${UNKNOWN_ID}/start`)).statusCode,
      ).toBe(status);
    }
    expect(await written()).toEqual(before);
  });

  it('refuses a file that is not a product CSV, saying why', async () => {
    await refusal('', 400, 'The file is empty.');
    await refusal(HEADER, 400, 'The file has no products, only a header.');
    await refusal('Name,Price\r\nLamp,19.99', 400, /^The file needs a SKU column/);
    await refusal(
      'SKU,Image,Image Src\r\nA,b,c',
      400,
      'The columns "Image" and "Image Src" both give the Image; keep one of them.',
    );
    await refusal(
      `${HEADER}\r\n"Lamp,Lumo,Electronics,1,1,A lamp.,x.png,S-1`,
      400,
      /a quoted cell is never closed/,
    );
    await refusal(
      await testPicture('png', 20, 20),
      415,
      'The file is not a CSV file; save the sheet as CSV.',
    );
    await refusal(
      `${HEADER}\r\n${'x,'.repeat(7)}S\r\n`.padEnd(MAX_IMPORT_FILE_BYTES + 10, ' '),
      413,
      /larger than 15 MB/,
    );
    const rows = Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => [
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      `S-${i}`,
    ]);
    await refusal(csvOf([HEADER.split(','), ...rows]), 413, /more than 50,000 products/);
  });

  it('refuses what is not a multipart upload of one CSV', async () => {
    const json = await admin.request('POST', '/api/admin/products/imports', { file: 'Name,SKU' });
    expect(json.statusCode).toBe(415);
    const picturesOnly = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/imports',
      payload: '--b\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--b--\r\n',
      headers: {
        origin: 'http://localhost:3000',
        'content-type': 'multipart/form-data; boundary=b',
        cookie: admin.cookie,
      },
    });
    expect(picturesOnly.statusCode).toBe(400);
    expect(picturesOnly.json<ErrorResponse>().error.message).toBe(
      'Send the CSV file in the form field "file", and any pictures in "pictures".',
    );
  });

  it('answers 404 for an unknown import, 400 for a malformed id, 409 for one with nothing to write', async () => {
    expect((await admin.request('GET', `/api/admin/products/imports/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await admin.request('POST', `/api/admin/products/imports/${UNKNOWN_ID}/start`)).statusCode).toBe(
      404,
    );
    expect((await admin.request('GET', '/api/admin/products/imports/nope')).statusCode).toBe(400);
    const preview = await sendImport(t.app, admin, `${HEADER}\r\nLamp,Lumo,Toys,1,1,A lamp.,x.png,S-1`);
    expect(preview.statusCode).toBe(201);
    const { id, total } = preview.json<{ id: string; total: number }>();
    expect(total).toBe(0);
    const before = await written();
    const start = await admin.request('POST', `/api/admin/products/imports/${id}/start`);
    expect(start.statusCode).toBe(409);
    expect(start.json<ErrorResponse>().error.message).toBe(
      'No row of this file can be imported; fix the errors and send it again.',
    );
    expect(await written()).toEqual(before);
  });
});
