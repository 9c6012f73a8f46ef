// Live updates at scale: how many Server-Sent Events streams one instance (the built shop, embedded
// database) holds, how fast an event reaches all of them, and what each costs in server memory.
// Opens `connections` streams on /api/events, then the admin edits a product `events` times; every
// stream must hear every edit. Delivery time = from the edit's request to the event on a stream.
import http from 'node:http';
import { readMemory } from './server-process.js';
import { startShop } from './shop.js';
import { formatTable, round } from './table.js';

export type SseResult = {
  connections: number;
  opened: number;
  events: number;
  deliveries: number;
  expected: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  rssIdleMb: number;
  rssOpenMb: number;
  kbPerConnection: number;
};

const ADMIN = { email: 'bench-admin@example.com', password: 'bench admin password 1' };
const OPEN_BATCH = 250;
const GRACE_MS = 10_000;

type Stream = { received: number[]; close: () => void };

/**
 * The shop lets one client address hold 20 streams; a crowd of shoppers comes from many. Linux
 * answers the whole 127.0.0.0/8 on loopback, so stream n connects from its own 127.1.x.y.
 */
const STREAMS_PER_ADDRESS = 20;
const localAddressOf = (n: number) => {
  const k = Math.floor(n / STREAMS_PER_ADDRESS);
  return `127.1.${Math.floor(k / 250)}.${(k % 250) + 1}`;
};

/** One stream: the times product.changed events arrive, in order. */
function openStream(baseUrl: string, n: number): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const received: number[] = [];
    const request = http.get(
      `${baseUrl}/api/events`,
      { agent: false, localAddress: localAddressOf(n), headers: { accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`stream answered ${response.statusCode}`));
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            if (buffer.slice(0, end).includes('event: product.changed')) received.push(performance.now());
            buffer = buffer.slice(end + 2);
          }
        });
        response.on('error', () => undefined);
        resolve({ received, close: () => request.destroy() });
      },
    );
    request.on('error', reject);
  });
}

async function signInAdmin(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`admin sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

export async function runSse(
  options: { connections: number; events: number },
  log: (message: string) => void,
): Promise<SseResult> {
  const shop = await startShop('sse', log, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  const streams: Stream[] = [];
  try {
    const cookie = await signInAdmin(shop.baseUrl);
    const product = (
      (await (await fetch(`${shop.baseUrl}/api/products?limit=1`)).json()) as {
        items: Record<string, unknown>[];
      }
    ).items[0]!;
    const rssIdleMb = readMemory(shop.server.pid).rssMb;
    log(`[sse] opening ${options.connections} streams`);
    while (streams.length < options.connections) {
      const batch = Math.min(OPEN_BATCH, options.connections - streams.length);
      const first = streams.length;
      streams.push(
        ...(await Promise.all(Array.from({ length: batch }, (_, i) => openStream(shop.baseUrl, first + i)))),
      );
    }
    // Let the server settle (subscriptions made, buffers allocated) before reading its memory.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const rssOpenMb = readMemory(shop.server.pid).rssMb;

    log(`[sse] ${options.events} product edits to ${streams.length} streams`);
    const sentAt: number[] = [];
    for (let i = 0; i < options.events; i += 1) {
      sentAt.push(performance.now());
      const edit = await fetch(`${shop.baseUrl}/api/admin/products/${String(product.id)}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', origin: shop.baseUrl, cookie },
        body: JSON.stringify({
          name: product.name,
          priceCents: Number(product.priceCents) + i + 1,
          category: product.category,
          brand: product.brand,
          desc: product.desc,
          imageURL: product.imageURL,
          stock: product.stock,
        }),
      });
      if (!edit.ok) throw new Error(`product edit answered ${edit.status}: ${await edit.text()}`);
      // Apart enough that the i-th event each stream hears is the i-th edit.
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const deadline = performance.now() + GRACE_MS;
    while (performance.now() < deadline && streams.some((s) => s.received.length < options.events)) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const delays = streams
      .flatMap((stream) => stream.received.slice(0, options.events).map((at, i) => at - (sentAt[i] ?? at)))
      .sort((a, b) => a - b);
    return {
      connections: options.connections,
      opened: streams.length,
      events: options.events,
      deliveries: delays.length,
      expected: streams.length * options.events,
      p50Ms: percentile(delays, 50),
      p99Ms: percentile(delays, 99),
      maxMs: delays.at(-1) ?? 0,
      rssIdleMb,
      rssOpenMb,
      kbPerConnection: ((rssOpenMb - rssIdleMb) * 1024) / Math.max(1, streams.length),
    };
  } finally {
    for (const stream of streams) stream.close();
    await shop.stop();
  }
}

export function sseTable(result: SseResult): string {
  return [
    'Live updates (SSE streams on /api/events held by one instance, PGlite; an admin edit to every stream)',
    formatTable(
      [
        'streams',
        'events',
        'delivered',
        'p50 ms',
        'p99 ms',
        'max ms',
        'RSS idle MB',
        'RSS open MB',
        'KB/stream',
      ],
      [
        [
          result.opened,
          result.events,
          `${result.deliveries}/${result.expected}`,
          round(result.p50Ms),
          round(result.p99Ms),
          round(result.maxMs),
          round(result.rssIdleMb),
          round(result.rssOpenMb),
          round(result.kbPerConnection, 1),
        ],
      ],
    ),
  ].join('\n');
}
