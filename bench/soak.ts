// Issue 23's soak: `--soak-seconds` (600) of mixed traffic through nginx on two instances of the built
// shop on PostgreSQL: visitors browsing listings, searches, product data and drawn product pages,
// signed-in shoppers adding to their carts and checking out, the admin moving orders on and renaming
// a product. Each instance's RSS is read every 10 s: memory should stay flat (start after warm-up,
// max, end, and the trend), with no error, and orders = successful payments at the end.
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN, checkDatabase, loadProducts, type CheckoutRun, type Product } from './checkout.js';
import { startCheckoutCluster, type Cluster } from './cluster.js';
import { createBenchDatabase } from './listing-database.js';
import { variedMixPaths, variedSearchPaths } from './listing-scenarios.js';
import type { BenchOptions } from './options.js';
import { latencies } from './overload.js';
import { WEB_DIST } from './paths.js';
import { readMemory } from './server-process.js';
import {
  benchClient,
  emptyStepTimes,
  pauseAfter503,
  purchase,
  RETRIES_AFTER_503,
  signIn,
  signUp,
  STEPS,
  type BenchClient,
} from './shopper-journey.js';
import { formatTable, round } from './table.js';
import {
  BENCH_METRICS_TOKEN,
  describeTurnedAway,
  readTurnedAway,
  sumTurnedAway,
  type TurnedAway,
} from './turned-away.js';

const CATALOGUE_SIZE = 1_000;
const INSTANCES = 2;
/** Browsing visitors, signed-in shoppers and admins, each one request after another. */
const VISITORS = 8;
const SHOPPERS = 4;
/** The admin pauses between rounds (an owner at work, not a script). */
const ADMIN_PAUSE_MS = 250;
const SAMPLE_EVERY_MS = 10_000;
/**
 * Memory is judged by its level in the first and in the second half of the run after the warm-up, each
 * the median of its samples. One 10-second sample can land on a garbage collection's low or a burst's
 * high, and the catalogue index's rebuilds (the admin's edits and the orders' stock crowd it) make a
 * sawtooth of about 12 minutes: RSS falls by 250 MB when the rebuild's memory is given back, climbs
 * back within two minutes and creeps up 20-40 MB until the next. Windows of 5 minutes landed on
 * different phases of it (an hour's soak: +22.5 MB, where the peaks of its five cycles were 565, 565,
 * 572, 581 and 566 MB); halves of 25 minutes hold two cycles each, while a leak still moves the level.
 */
const PASSWORD = 'bench password 1';

export type SoakKind = { kind: string; requests: number; errors: number; p50Ms: number; p99Ms: number };
export type SoakMemory = {
  startMb: number;
  maxMb: number;
  endMb: number;
  slopeMbPerMinute: number;
  /** The median of the first and of the second half after the warm-up: the level it sits at. */
  firstLevelMb: number;
  lastLevelMb: number;
};
export type SoakRun = {
  instances: number;
  seconds: number;
  /** Traffic before the memory taken as the start (allocations that come once). */
  warmupSeconds: number;
  workers: { visitors: number; shoppers: number; admins: number };
  kinds: SoakKind[];
  requests: number;
  errors: number;
  errorSamples: string[];
  /** The instances' 503s by cause, from their /metrics. */
  turnedAway: TurnedAway;
  /** Requests the clients sent again after a 503, as the web app does (each 503 is an error only when the last try got it too). */
  retriedAfter503: number;
  ordersPlaced: number;
  check: CheckoutRun['check'] | null;
  /** Per instance, from the samples after the warm-up. */
  memory: SoakMemory[];
  /** RSS from /proc; the V8 heap in use from /metrics (0 when unread), which tells a leak from a heap that grew. */
  samples: { atSeconds: number; rssMb: number[]; heapMb: number[] }[];
  error?: string;
};

type Log = (message: string) => void;

/** Times and failures per kind of request. */
function createRecorder() {
  const times = new Map<string, number[]>();
  const errors = new Map<string, number>();
  const samples: string[] = [];
  const fail = (kind: string, error: unknown) => {
    errors.set(kind, (errors.get(kind) ?? 0) + 1);
    if (samples.length < 10)
      samples.push(`${kind}: ${error instanceof Error ? error.message : String(error)}`);
  };
  const add = (kind: string, ms: number) => {
    const list = times.get(kind) ?? [];
    list.push(ms);
    times.set(kind, list);
  };
  const timed = async (kind: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    try {
      await work();
      add(kind, performance.now() - started);
    } catch (error) {
      fail(kind, error);
    }
  };
  const kinds = (): SoakKind[] =>
    [...new Set([...times.keys(), ...errors.keys()])].sort().map((kind) => {
      const measured = latencies(times.get(kind) ?? []);
      return {
        kind,
        requests: measured.count + (errors.get(kind) ?? 0),
        errors: errors.get(kind) ?? 0,
        p50Ms: measured.p50Ms,
        p99Ms: measured.p99Ms,
      };
    });
  return { add, fail, timed, kinds, samples };
}

/** GET, throwing on anything but a 2xx; the body is read (as a browser would). */
/** A visitor's read, sent again after a 503 as the web app does (counted in `retried.count`). */
async function get(baseUrl: string, url: string, retried: { count: number }): Promise<void> {
  for (let retries = 0; ; retries += 1) {
    const response = await fetch(`${baseUrl}${url}`);
    await response.arrayBuffer();
    if (response.ok) return;
    if (response.status !== 503 || retries >= RETRIES_AFTER_503)
      throw new Error(`GET ${url} answered ${response.status}`);
    retried.count += 1;
    await new Promise((resolve) => setTimeout(resolve, pauseAfter503(response)));
  }
}

/** The V8 heap in use, in MB, from the instance's /metrics (0 when it cannot be read). */
async function readHeapUsedMb(baseUrl: string): Promise<number> {
  try {
    const response = await fetch(`${baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` },
    });
    const text = await response.text();
    const match = /^nodejs_heap_size_used_bytes\s+(\S+)$/m.exec(text);
    return match ? Number(match[1]) / 1024 / 1024 : 0;
  } catch {
    return 0;
  }
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length === 0
    ? 0
    : sorted.length % 2
      ? sorted[middle]!
      : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Each instance's memory over the samples after the warm-up. */
export function memoryAfterWarmup(
  samples: SoakRun['samples'],
  warmupSeconds: number,
  instances: number,
): SoakMemory[] {
  const settled = samples
    .filter((s) => s.atSeconds >= warmupSeconds)
    .sort((a, b) => a.atSeconds - b.atSeconds);
  const half = Math.ceil(settled.length / 2);
  return Array.from({ length: instances }, (_, n) => {
    const points = settled.map((s) => ({ atSeconds: s.atSeconds, mb: s.rssMb[n] ?? 0 }));
    const level = (part: typeof points) => round(median(part.map((p) => p.mb)), 1);
    return {
      startMb: points[0]?.mb ?? 0,
      maxMb: Math.max(0, ...points.map((p) => p.mb)),
      endMb: points.at(-1)?.mb ?? 0,
      slopeMbPerMinute: round(slopePerMinute(points), 2),
      firstLevelMb: level(points.slice(0, half)),
      lastLevelMb: level(points.slice(half)),
    };
  });
}

/** Least-squares slope of (seconds, MB) in MB per minute. */
function slopePerMinute(points: { atSeconds: number; mb: number }[]): number {
  if (points.length < 2) return 0;
  const meanX = points.reduce((sum, p) => sum + p.atSeconds, 0) / points.length;
  const meanY = points.reduce((sum, p) => sum + p.mb, 0) / points.length;
  const sxy = points.reduce((sum, p) => sum + (p.atSeconds - meanX) * (p.mb - meanY), 0);
  const sxx = points.reduce((sum, p) => sum + (p.atSeconds - meanX) ** 2, 0);
  return sxx === 0 ? 0 : (sxy / sxx) * 60;
}

async function mixedTraffic(
  cluster: Cluster,
  products: Product[],
  seconds: number,
  recorder: ReturnType<typeof createRecorder>,
  onOrder: (totalCents: number) => void,
): Promise<{ retriedAfter503: number }> {
  const deadline = performance.now() + seconds * 1000;
  const visitorsRetried = { count: 0 };
  const running = () => performance.now() < deadline;
  const { baseUrl, origin } = cluster;
  const hasPages = fs.existsSync(path.join(WEB_DIST, 'index.html'));
  const listings = variedMixPaths();
  const searches = variedSearchPaths();
  const productAt = (n: number) => products[n % products.length]!;

  const visitor = async (v: number) => {
    for (let n = v; running(); n += 1) {
      const product = productAt(n * 7);
      const action = n % 4;
      if (action === 0) await recorder.timed('listing', () => get(baseUrl, listings.next(), visitorsRetried));
      else if (action === 1)
        await recorder.timed('search', () => get(baseUrl, searches.next(), visitorsRetried));
      else if (action === 2 || !hasPages)
        await recorder.timed('product', () => get(baseUrl, `/api/products/${product.id}`, visitorsRetried));
      else
        await recorder.timed('page', () => get(baseUrl, `/product-details/${product.id}`, visitorsRetried));
    }
  };

  let orderNumber = 0;
  const shopper = async (client: BenchClient, s: number) => {
    for (let n = 0; running(); n += 1) {
      const lines = [productAt(s * 31 + n), productAt(s * 31 + n + 11)].slice(0, 1 + (n % 2));
      await recorder.timed('cart', () =>
        client.call('PUT', '/api/cart', {
          items: lines.map((product) => ({ productId: product.id, quantity: 1 + (n % 3) })),
        }),
      );
      await recorder.timed('cart read', () => client.call('GET', '/api/cart'));
      if (n % 2 === 1) {
        const steps = emptyStepTimes();
        try {
          const { totalCents } = await purchase(client, products, (orderNumber += 1), steps);
          onOrder(totalCents);
        } catch (error) {
          recorder.fail('checkout', error);
        }
        for (const step of STEPS) for (const ms of steps[step]) recorder.add(`checkout: ${step}`, ms);
      }
    }
  };

  const admin = async (client: BenchClient) => {
    const edited = products.at(-1)!;
    for (let n = 1; running(); n += 1) {
      let next: { id: string } | undefined;
      await recorder.timed('admin: orders', async () => {
        const list = await client.call<{ items: { id: string; status: string }[] }>(
          'GET',
          '/api/admin/orders',
        );
        next = list.items.find((order) => order.status === 'Order Placed');
      });
      const placed = next;
      if (placed)
        await recorder.timed('admin: status change', () =>
          client.call('PATCH', `/api/admin/orders/${placed.id}`, { orderStatus: 'Processing...' }),
        );
      await recorder.timed('admin: product edit', async () => {
        const form = await client.call<Record<string, unknown> & { stock: number }>(
          'GET',
          `/api/admin/products/${edited.id}`,
        );
        const { priceCents, category, brand, desc, imageURL, stock } = form;
        await client.call('PUT', `/api/admin/products/${edited.id}`, {
          name: `Soak edit ${n}`,
          priceCents,
          category,
          brand,
          desc,
          imageURL,
          stock,
          stockWas: stock,
        });
      });
      await new Promise((resolve) => setTimeout(resolve, ADMIN_PAUSE_MS));
    }
  };

  const shoppers = await Promise.all(
    Array.from({ length: SHOPPERS }, async (_, s) => {
      const client = benchClient(baseUrl, origin, { retryUnavailable: true });
      await signUp(client, `soak${s}@bench.example.com`, PASSWORD);
      await signIn(client, `soak${s}@bench.example.com`, PASSWORD);
      return client;
    }),
  );
  const owner = benchClient(baseUrl, origin, { retryUnavailable: true });
  await signIn(owner, ADMIN.email, ADMIN.password);
  await Promise.all([
    ...Array.from({ length: VISITORS }, (_, v) => visitor(v)),
    ...shoppers.map((client, s) => shopper(client, s)),
    admin(owner),
  ]);
  const clientsRetried = [...shoppers, owner].reduce((sum, client) => sum + client.retried, 0);
  return { retriedAfter503: visitorsRetried.count + clientsRetried };
}

export async function runSoak(options: BenchOptions, log: Log): Promise<SoakRun> {
  const seconds = options.soakSeconds;
  // The first sixth, at most 10 minutes: an hour's soak is judged on its last 50 minutes (issue 33).
  const warmupSeconds = Math.min(600, Math.max(5, Math.round(seconds / 6)));
  const result: SoakRun = {
    instances: INSTANCES,
    seconds,
    warmupSeconds,
    workers: { visitors: VISITORS, shoppers: SHOPPERS, admins: 1 },
    kinds: [],
    requests: 0,
    errors: 0,
    errorSamples: [],
    turnedAway: {},
    retriedAfter503: 0,
    ordersPlaced: 0,
    check: null,
    memory: [],
    samples: [],
  };
  log(`[soak] creating a PostgreSQL catalogue of ${CATALOGUE_SIZE} products...`);
  const database = await createBenchDatabase('postgres', CATALOGUE_SIZE, options.postgresUrl, 'soak');
  let expectedCents = 0;
  try {
    const cluster = await startCheckoutCluster(database, INSTANCES);
    try {
      const products = await loadProducts(cluster.baseUrl);
      const recorder = createRecorder();
      const startedAt = performance.now();
      const sample = async () => {
        const atSeconds = round((performance.now() - startedAt) / 1000, 1);
        const rssMb = cluster.servers.map((server) => round(readMemory(server.pid).rssMb, 1));
        const heapMb = await Promise.all(
          cluster.servers.map(async (server) => round(await readHeapUsedMb(server.baseUrl), 1)),
        );
        result.samples.push({ atSeconds, rssMb, heapMb });
      };
      await sample();
      const sampler = setInterval(() => void sample(), SAMPLE_EVERY_MS);
      log(
        `[soak] ${seconds} s of mixed traffic through nginx on ${INSTANCES} instances (${VISITORS} visitors, ${SHOPPERS} shoppers, 1 admin)`,
      );
      try {
        ({ retriedAfter503: result.retriedAfter503 } = await mixedTraffic(
          cluster,
          products,
          seconds,
          recorder,
          (totalCents) => {
            expectedCents += totalCents;
            result.ordersPlaced += 1;
          },
        ));
      } finally {
        clearInterval(sampler);
        await sample();
      }
      result.kinds = recorder.kinds();
      result.requests = result.kinds.reduce((sum, kind) => sum + kind.requests, 0);
      result.errors = result.kinds.reduce((sum, kind) => sum + kind.errors, 0);
      result.errorSamples = recorder.samples;
      result.turnedAway = sumTurnedAway(
        await Promise.all(cluster.servers.map((server) => readTurnedAway(server.baseUrl))),
      );
      result.memory = memoryAfterWarmup(result.samples, warmupSeconds, cluster.servers.length);
    } finally {
      await cluster.stop();
    }
    result.check = await checkDatabase(database.databaseOptions, expectedCents);
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
    log(`[soak] FAILED: ${result.error}`);
  } finally {
    await database.dispose();
  }
  return result;
}

/** Orders = successful payments exactly, each charged what its quote said. */
export function isSoakLedgerSound(run: SoakRun): boolean {
  const { check } = run;
  return (
    check !== null &&
    check.orders === run.ordersPlaced &&
    check.orders === check.successfulPayments &&
    check.paymentsWithoutOrder === 0 &&
    check.ordersNotCaptured === 0 &&
    check.amountChargedCents === check.amountExpectedCents
  );
}

export function soakTable(run: SoakRun): string {
  const { check } = run;
  return [
    `Soak: ${run.seconds} s of mixed traffic through nginx, ${run.instances} instances on PostgreSQL (${run.workers.visitors} visitors, ${run.workers.shoppers} shoppers, ${run.workers.admins} admin, one request after another each)`,
    formatTable(
      ['kind', 'requests', 'errors', 'p50 ms', 'p99 ms'],
      run.kinds.map((kind) => [
        kind.kind,
        kind.requests,
        kind.errors,
        round(kind.p50Ms, 1),
        round(kind.p99Ms),
      ]),
    ),
    formatTable(
      [
        'instance',
        `RSS MB at ${run.warmupSeconds} s`,
        'max',
        'end',
        'trend MB/min',
        'first half (median)',
        'second half (median)',
      ],
      run.memory.map((m, n) => [
        n + 1,
        m.startMb,
        m.maxMb,
        m.endMb,
        m.slopeMbPerMinute,
        m.firstLevelMb,
        m.lastLevelMb,
      ]),
    ),
    `requests ${run.requests}, errors ${run.errors}${run.errorSamples.length ? ` (${run.errorSamples.slice(0, 3).join(' | ')})` : ''}`,
    `503s by cause (both instances' /metrics): ${describeTurnedAway(run.turnedAway)}; sent again after a 503 (as the web app does): ${run.retriedAfter503 ?? 0}`,
    `ledger: ${check ? `${check.orders} orders, ${check.successfulPayments} successful payments, ${check.paymentsWithoutOrder} paid without an order` : 'not counted'} -> ${isSoakLedgerSound(run) ? 'sound' : 'NOT SOUND'}`,
    `RSS samples (s: MB per instance): ${run.samples.map((s) => `${Math.round(s.atSeconds)}: ${s.rssMb.join('/')}`).join(', ')}`,
    `V8 heap in use (s: MB per instance): ${run.samples.map((s) => `${Math.round(s.atSeconds)}: ${s.heapMb.join('/')}`).join(', ')}`,
    ...(run.error ? [`FAILED: ${run.error}`] : []),
  ].join('\n');
}
