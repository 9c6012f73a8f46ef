// The server is killed (kill -9) after the card was authorised and before the order was written;
// the restarted server finds the payment and writes exactly one order. Real processes, real HTTP.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { CreatePaymentIntentResponse, OrderListResponse, ProductListResponse } from '@eshop/shared';
import { ADDRESS, GOOD_CARD } from '../../test-support/checkout.js';
import { BACKENDS, PGLITE_TEMPLATE_DIR, createPostgresDatabase } from '../../test-support/test-database.js';

const SERVER_ENTRY = fileURLToPath(new URL('../../server.ts', import.meta.url));

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

function startServer(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--conditions=development', '--import', 'tsx', SERVER_ENTRY], {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ENABLED: 'false',
      PAYMENT_SWEEP_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitFor<T>(check: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A browser's side of the API: the shop's origin and the session cookie. */
function browser(base: string) {
  let cookie = '';
  return async <T>(method: string, url: string, body?: unknown): Promise<{ status: number; json: T }> => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { origin: base, cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const session = response.headers.getSetCookie().find((c) => c.includes('session_token='));
    if (session) cookie = session.split(';')[0] ?? '';
    return { status: response.status, json: (await response.json()) as T };
  };
}

describe.each(BACKENDS)('kill -9 between payment and order on %s', (backend) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('the restarted server writes exactly one order for the authorised payment', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eshop-crash-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const env: Record<string, string> = { DATA_DIR: dataDir, PORT: String(await freePort()) };
    if (backend === 'postgres') {
      const database = await createPostgresDatabase();
      cleanups.push(database.drop);
      env.DATABASE_URL = database.url;
    } else {
      fs.cpSync(PGLITE_TEMPLATE_DIR, path.join(dataDir, 'pglite'), { recursive: true });
    }
    const base = `http://localhost:${env.PORT}`;
    env.PUBLIC_URL = base;
    const isUp = async () => ((await fetch(`${base}/api/health`)).ok ? true : undefined);

    const first = startServer(env);
    cleanups.push(() => void first.kill('SIGKILL'));
    await waitFor(isUp);
    const call = browser(base);
    await call('POST', '/api/auth/sign-up/email', {
      email: 'crash@example.com',
      password: 'crash password',
      name: '',
    });
    expect(
      (
        await call('POST', '/api/auth/sign-in/email', {
          email: 'crash@example.com',
          password: 'crash password',
        })
      ).status,
    ).toBe(200);
    const product = (await call<ProductListResponse>('GET', '/api/products?limit=1')).json.items[0]!;
    const intent = await call<CreatePaymentIntentResponse>('POST', '/api/create-payment-intent', {
      items: [{ id: product.id, cartQuantity: 1 }],
      shipping: ADDRESS,
      billing: ADDRESS,
    });
    expect(intent.status).toBe(200);
    const { paymentIntentId, clientSecret } = intent.json;
    expect(
      (await call('POST', `/api/test-payments/${paymentIntentId}/confirm`, { clientSecret, ...GOOD_CARD }))
        .status,
    ).toBe(200);

    // The card is authorised; the browser's confirmation never arrives: the server dies now.
    const exited = new Promise((resolve) => first.once('exit', resolve));
    first.kill('SIGKILL');
    await exited;

    const second = startServer(env);
    cleanups.push(async () => {
      const stopped = new Promise((resolve) => second.once('exit', resolve));
      second.kill('SIGTERM');
      await stopped;
    });
    await waitFor(isUp);
    const history = await waitFor(async () => {
      const list = (await call<OrderListResponse>('GET', '/api/orders')).json;
      return list.total > 0 ? list : undefined;
    });
    expect(history.total).toBe(1);
    // The shopper's late confirmation finds that same order.
    const late = await call<{ orderId: string }>('POST', '/api/checkout/complete', { paymentIntentId });
    expect(late.status).toBe(200);
    expect(late.json.orderId).toBe(history.items[0]?.id);
    expect((await call<OrderListResponse>('GET', '/api/orders')).json.total).toBe(1);
  });
});
