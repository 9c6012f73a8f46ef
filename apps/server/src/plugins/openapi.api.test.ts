// /api/openapi.json through the real app: the committed document the client is generated from, with
// unique operationIds, every operation saying who may call it, and no schema OpenAPI 3.0 misreads.
// PGlite only: the document is made from the routes, not from anything the database holds.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse } from '@eshop/shared';
import { createClient } from '../test-support/auth-client.js';
import { ADDRESS } from '../test-support/checkout.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

/** The routes outside the admin scope that answer 401 without a signed-in shopper. */
const SHOPPER_ONLY_OPERATIONS = [
  'get /api/account',
  'put /api/account/newsletter',
  'get /api/account/sessions',
  'delete /api/account/sessions/{id}',
  'post /api/account/sessions/end-others',
  'get /api/account/addresses',
  'get /api/account/export',
  'post /api/account/delete',
  'post /api/account/addresses',
  'put /api/account/addresses/{id}',
  'delete /api/account/addresses/{id}',
  'get /api/cart',
  'put /api/cart',
  'post /api/cart/merge',
  'get /api/checkout/last-addresses',
  'get /api/orders',
  'get /api/orders/{id}',
  'get /api/orders/{id}/invoice.pdf',
  'get /api/orders/{id}/credit-notes/{number}.pdf',
  'get /api/products/{id}/my-review',
  'post /api/products/{id}/reviews',
];

const COMMITTED = new URL('../../../../packages/api-client/openapi.json', import.meta.url);

type Operation = { operationId: string; security?: Record<string, string[]>[] };
type Document = { servers?: unknown[]; paths: Record<string, Record<string, Operation>> };

const operationsOf = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method, path, operation })),
  );

/** Every schema-like object below `node` that says nullable without a type. */
const untypedNullables = (node: unknown): unknown[] => {
  if (Array.isArray(node)) return node.flatMap(untypedNullables);
  if (typeof node !== 'object' || node === null) return [];
  const own = 'nullable' in node && !('type' in node) ? [node] : [];
  return [...own, ...Object.values(node).flatMap(untypedNullables)];
};

describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: Document;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<Document>();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is the committed packages/api-client/openapi.json (else: npm run generate -w @eshop/api-client)', () => {
    const committed = JSON.parse(fs.readFileSync(COMMITTED, 'utf8')) as Document;
    expect(document).toEqual(committed);
  });

  it('names every operation with a verb, once', () => {
    const ids = operationsOf(document).map(({ operation }) => operation.operationId);
    expect(ids.length).toBeGreaterThan(50);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(
        /^(list|get|create|replace|update|delete|stream|send|merge|quote|complete|confirm|start|cancel|export)[A-Z][A-Za-z]*$/,
      );
    }
  });

  it("keeps the admin guard's security and says which routes are public or a shopper's", () => {
    const shopperOnly = new Set(SHOPPER_ONLY_OPERATIONS);
    for (const { method, path, operation } of operationsOf(document)) {
      const where = `${method} ${path}`;
      if (path.startsWith('/api/admin/')) expect(operation.security, where).toEqual([{ adminSession: [] }]);
      else if (shopperOnly.has(where)) expect(operation.security, where).toEqual([{ shopperSession: [] }]);
      else expect(operation.security, where).toEqual([]);
    }
    expect(
      operationsOf(document).filter(({ operation }) => operation.security?.length === 0).length,
    ).toBeGreaterThan(10);
  });

  it("refuses a visitor on each shopper's route, as documented", async () => {
    const id = crypto.randomUUID();
    const bodies: Record<string, object> = {
      'put /api/cart': { items: [] },
      'post /api/cart/merge': { mergeId: crypto.randomUUID(), items: [] },
      'post /api/products/{id}/reviews': { rate: 5, review: 'Lovely.' },
      'put /api/account/newsletter': { consent: true },
      'post /api/account/sessions/end-others': {},
      'post /api/account/addresses': { address: ADDRESS },
      'post /api/account/delete': { password: 'x' },
      'put /api/account/addresses/{id}': { address: ADDRESS },
    };
    for (const where of SHOPPER_ONLY_OPERATIONS) {
      const [method = '', path = ''] = where.split(' ');
      const body = bodies[where];
      const response = await createClient(t.app).request(
        method.toUpperCase() as 'GET' | 'PUT' | 'POST' | 'DELETE',
        path.replace('{id}', id).replace('{number}', '1'),
        body,
      );
      expect(response.statusCode, where).toBe(401);
      expect(response.json<ErrorResponse>().error.code, where).toBe('UNAUTHORIZED');
    }
  });

  it('answers a visitor on the public reads it documents as public', async () => {
    const reads = operationsOf(document).filter(
      ({ method, path, operation }) =>
        method === 'get' &&
        !path.includes('{') &&
        operation.security?.length === 0 &&
        !operation.operationId.startsWith('stream'),
    );
    expect(reads.length).toBeGreaterThan(3);
    for (const { path } of reads) {
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode, path).toBe(200);
    }
  });

  it('has a server, and no nullable schema without a type', () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(untypedNullables(document.paths)).toEqual([]);
  });
});
