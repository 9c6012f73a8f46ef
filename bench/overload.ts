// Issue 23's overload: one instance of the built shop with its read cache off, 500 connections of
// uncached varied searches for 30 s. Each request should be answered, or turned away fast with a 503
// and Retry-After, never left in a queue that grows without bound; and the next request after the
// load should be answered in under 50 ms. Single requests before and after the load, timed by a
// probe process of their own, show the latency of a quiet shop and of one recovering from the crowd.
import autocannon from 'autocannon';
import { createBenchDatabase } from './listing-database.js';
import { startProbe } from './probe-process.js';
import { waitUntilIndexed } from './listing.js';
import { variedMixPaths } from './listing-scenarios.js';
import type { BenchBackend, BenchOptions } from './options.js';
import { ROOT, SERVER_ENTRY } from './paths.js';
import { readMemory, startServer, stopServer, waitUntilReady, type MemoryUse } from './server-process.js';
import { formatTable, round } from './table.js';
import { BENCH_METRICS_TOKEN, describeTurnedAway, readTurnedAway, type TurnedAway } from './turned-away.js';

/** Single requests sent one after another, before and after the crowd. */
const SINGLE_REQUESTS = 9;
/** Connections of the unmeasured warm-up (compilation, the database's caches). */
const WARMUP_CONNECTIONS = 50;
/** A request unanswered this long counts as a timeout (autocannon's default). */
const CLIENT_TIMEOUT_SECONDS = 10;

export type Latencies = { count: number; p50Ms: number; p99Ms: number; maxMs: number };
export type SingleRequests = { firstMs: number; medianMs: number; maxMs: number; statuses: number[] };
export type OverloadRun = {
  backend: BenchBackend;
  products: number;
  connections: number;
  seconds: number;
  /** Answers per second, whatever their status. */
  answersPerSecond: number;
  ok: Latencies;
  /** 503s, and how many of them said when to come back. */
  shed: Latencies & { withRetryAfter: number };
  /** Answers other than 200 and 503, by status. */
  otherStatuses: Record<string, number>;
  /** Connection errors, and requests unanswered after CLIENT_TIMEOUT_SECONDS. */
  errors: number;
  timeouts: number;
  before: SingleRequests;
  after: SingleRequests;
  /** The instance's 503s by cause, from its /metrics (warm-up included). */
  turnedAway: TurnedAway;
  memory: MemoryUse;
  error?: string;
};

type Log = (message: string) => void;

export function latencies(values: number[]): Latencies {
  const sorted = [...values].sort((x, y) => x - y);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { count: sorted.length, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: sorted.at(-1) ?? 0 };
}

/** SINGLE_REQUESTS uncached searches one after another, each over a new connection, from the probe. */
async function singleRequests(
  probe: ReturnType<typeof startProbe>,
  baseUrl: string,
  next: () => string,
): Promise<SingleRequests> {
  const answers = await probe.measure(
    baseUrl,
    Array.from({ length: SINGLE_REQUESTS }, () => next()),
  );
  const sorted = answers.map((answer) => answer.ms).sort((x, y) => x - y);
  return {
    firstMs: answers[0]?.ms ?? 0,
    medianMs: sorted[Math.floor(sorted.length / 2)] ?? 0,
    maxMs: sorted.at(-1) ?? 0,
    statuses: answers.map((answer) => answer.status),
  };
}

type Crowd = Pick<OverloadRun, 'answersPerSecond' | 'ok' | 'shed' | 'otherStatuses' | 'errors' | 'timeouts'>;

/** autocannon with every answer's status, time and Retry-After kept. */
function crowd(baseUrl: string, next: () => string, connections: number, seconds: number): Promise<Crowd> {
  const byStatus = new Map<number, number[]>();
  let withRetryAfter = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        duration: seconds,
        timeout: CLIENT_TIMEOUT_SECONDS,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => ({ ...request, path: next() }),
            onResponse: (status, _body, _context, headers) => {
              const hasRetryAfter = Object.keys(headers ?? {}).some(
                (name) => name.toLowerCase() === 'retry-after',
              );
              if (status === 503 && hasRetryAfter) withRetryAfter += 1;
            },
          },
        ],
      },
      (error, result) => {
        if (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
          return;
        }
        const otherStatuses: Record<string, number> = {};
        let answers = 0;
        for (const [status, times] of byStatus) {
          answers += times.length;
          if (status !== 200 && status !== 503) otherStatuses[status] = times.length;
        }
        resolve({
          answersPerSecond: answers / seconds,
          ok: latencies(byStatus.get(200) ?? []),
          shed: { ...latencies(byStatus.get(503) ?? []), withRetryAfter },
          otherStatuses,
          errors: result.errors - result.timeouts,
          timeouts: result.timeouts,
        });
      },
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      const times = byStatus.get(status) ?? [];
      times.push(ms);
      byStatus.set(status, times);
    });
  });
}

async function benchOne(backend: BenchBackend, options: BenchOptions, log: Log): Promise<OverloadRun> {
  const size = options.overloadProducts;
  const empty = { firstMs: 0, medianMs: 0, maxMs: 0, statuses: [] };
  const result: OverloadRun = {
    backend,
    products: size,
    connections: options.overloadConnections,
    seconds: options.overloadSeconds,
    answersPerSecond: 0,
    ok: latencies([]),
    shed: { ...latencies([]), withRetryAfter: 0 },
    otherStatuses: {},
    errors: 0,
    timeouts: 0,
    before: empty,
    after: empty,
    turnedAway: {},
    memory: { rssMb: 0, peakRssMb: 0 },
  };
  log(`[overload] ${backend}: creating a catalogue of ${size} products...`);
  const database = await createBenchDatabase(backend, size, options.postgresUrl, 'overload');
  try {
    const startedAt = performance.now();
    const server = await startServer(
      [process.execPath, SERVER_ENTRY],
      {
        ...database.serverEnv,
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
        CATALOG_CACHE_ENTRIES: '0',
        METRICS_TOKEN: BENCH_METRICS_TOKEN,
      },
      ROOT,
    );
    const probe = startProbe();
    try {
      await waitUntilReady(server, '/api/health', (r) => r.status === 200, { since: startedAt });
      await waitUntilIndexed(server.baseUrl, startedAt);
      const paths = variedMixPaths();
      if (options.warmup > 0) await crowd(server.baseUrl, paths.next, WARMUP_CONNECTIONS, options.warmup);
      result.before = await singleRequests(probe, server.baseUrl, paths.next);
      log(
        `[overload] ${backend}: ${options.overloadConnections} connections of uncached varied searches for ${options.overloadSeconds} s`,
      );
      Object.assign(
        result,
        await crowd(server.baseUrl, paths.next, options.overloadConnections, options.overloadSeconds),
      );
      // At once: whatever the crowd left queued in the server is still ahead of this request.
      result.after = await singleRequests(probe, server.baseUrl, paths.next);
      result.memory = readMemory(server.pid);
      result.turnedAway = await readTurnedAway(server.baseUrl);
    } finally {
      probe.stop();
      await stopServer(server);
    }
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
    log(`[overload] ${backend}: FAILED ${result.error}`);
  } finally {
    await database.dispose();
  }
  return result;
}

export async function runOverload(options: BenchOptions, log: Log): Promise<OverloadRun[]> {
  const results: OverloadRun[] = [];
  for (const backend of options.backends) results.push(await benchOne(backend, options, log));
  return results;
}

/** Answers that were neither served nor turned away properly, and requests never answered. */
export const unansweredOf = (run: OverloadRun) =>
  Object.values(run.otherStatuses).reduce((sum, count) => sum + count, 0) +
  (run.shed.count - run.shed.withRetryAfter) +
  run.errors +
  run.timeouts;

export function overloadTable(runs: OverloadRun[]): string {
  const first = runs[0];
  const ms = (value: number) => round(value, value < 10 ? 1 : 0);
  return [
    `Overload: one instance, read cache off, ${first?.connections ?? '-'} connections of uncached varied searches for ${first?.seconds ?? '-'} s (${first?.products.toLocaleString('en-US') ?? '-'} products); single requests over new connections before and right after`,
    formatTable(
      [
        'backend',
        'answers/s',
        '200s',
        '200 p50/p99 ms',
        '503s (Retry-After)',
        '503 p50/p99 ms',
        'other',
        'errors/timeouts',
        'before: median ms',
        'after: first / median / max ms',
        'RSS MB',
        '503s by cause (/metrics)',
      ],
      runs.map((run) => [
        run.backend,
        round(run.answersPerSecond),
        run.ok.count,
        `${ms(run.ok.p50Ms)} / ${ms(run.ok.p99Ms)}`,
        `${run.shed.count} (${run.shed.withRetryAfter})`,
        `${ms(run.shed.p50Ms)} / ${ms(run.shed.p99Ms)}`,
        Object.entries(run.otherStatuses)
          .map(([status, count]) => `${count} x ${status}`)
          .join(', ') || '0',
        `${run.errors} / ${run.timeouts}`,
        ms(run.before.medianMs),
        run.error
          ? `FAILED: ${run.error}`
          : `${ms(run.after.firstMs)} / ${ms(run.after.medianMs)} / ${ms(run.after.maxMs)}${run.after.statuses.every((status) => status === 200) ? '' : ` (statuses ${run.after.statuses.join(',')})`}`,
        `${round(run.memory.rssMb)} (peak ${round(run.memory.peakRssMb)})`,
        describeTurnedAway(run.turnedAway),
      ]),
    ),
  ].join('\n');
}
