// Cart writes under a crowd (issue 8, item 12): listing throughput, then 200 signed-in shoppers
// writing their carts as fast as they can for a while, then listing again. Each write has a 10 s
// client timeout; the shop should answer every one in time, either served (p99 under 1 s) or
// turned away at once with a 503, and the listing afterwards should be as fast as before.
import { percentile, productIds, writeCartsUntil } from './cart-writers.js';
import { registerShopper } from './checkout.js';
import { createBenchDatabase } from './listing-database.js';
import { measureLoad } from './load.js';
import type { BenchBackend, BenchOptions } from './options.js';
import { ROOT, SERVER_ENTRY } from './paths.js';
import { readMemory, startServer, stopServer, waitUntilReady } from './server-process.js';

const CATALOGUE_SIZE = 1_000;
const WRITERS = 200;
const WRITE_SECONDS = 10;
const CLIENT_TIMEOUT_MS = 10_000;
const LISTING_SECONDS = 5;

export type WritesRun = {
  backend: BenchBackend;
  writers: number;
  seconds: number;
  served: number;
  shed: number;
  timeouts: number;
  otherErrors: number;
  servedPerSecond: number;
  servedP50Ms: number;
  servedP99Ms: number;
  shedP99Ms: number;
  listingBefore: number;
  listingAfter: number;
  peakRssMb: number;
  error?: string;
};

type Log = (message: string) => void;

async function listingRate(baseUrl: string, options: BenchOptions): Promise<number> {
  const summary = await measureLoad({
    baseUrl,
    path: '/api/products',
    connections: options.connections,
    acceptEncoding: options.acceptEncoding,
    durationSeconds: LISTING_SECONDS,
    warmupSeconds: 1,
  });
  return summary.requestsPerSecond;
}

async function writeStorm(baseUrl: string, cookies: string[], products: string[]) {
  const startedAt = performance.now();
  const writes = await writeCartsUntil(
    baseUrl,
    cookies,
    products,
    startedAt + WRITE_SECONDS * 1000,
    CLIENT_TIMEOUT_MS,
  );
  return { ...writes, seconds: (performance.now() - startedAt) / 1000 };
}

async function benchOne(backend: BenchBackend, options: BenchOptions, log: Log): Promise<WritesRun> {
  const run: WritesRun = {
    backend,
    writers: WRITERS,
    seconds: 0,
    served: 0,
    shed: 0,
    timeouts: 0,
    otherErrors: 0,
    servedPerSecond: 0,
    servedP50Ms: 0,
    servedP99Ms: 0,
    shedP99Ms: 0,
    listingBefore: 0,
    listingAfter: 0,
    peakRssMb: 0,
  };
  log(`[writes] ${backend}: creating a catalogue of ${CATALOGUE_SIZE} products...`);
  const database = await createBenchDatabase(backend, CATALOGUE_SIZE, options.postgresUrl, 'writes');
  try {
    const server = await startServer(
      [process.execPath, SERVER_ENTRY],
      { ...database.serverEnv, SEED_DEMO_DATA: 'false', LOG_LEVEL: 'warn', RATE_LIMIT_ENABLED: 'false' },
      ROOT,
    );
    try {
      await waitUntilReady(server, '/api/health', (r) => r.ok);
      log(`[writes] ${backend}: signing in ${WRITERS} shoppers`);
      const cookies: string[] = [];
      for (let i = 0; i < WRITERS; i += 1) cookies.push(await registerShopper(server.baseUrl, i));
      const products = await productIds(server.baseUrl);
      log(`[writes] ${backend}: listing before`);
      run.listingBefore = await listingRate(server.baseUrl, options);
      log(`[writes] ${backend}: ${WRITERS} shoppers writing carts for ${WRITE_SECONDS} s`);
      const storm = await writeStorm(server.baseUrl, cookies, products);
      log(`[writes] ${backend}: listing after`);
      run.listingAfter = await listingRate(server.baseUrl, options);
      Object.assign(run, {
        seconds: storm.seconds,
        served: storm.served.length,
        shed: storm.shed.length,
        timeouts: storm.timeouts,
        otherErrors: storm.otherErrors,
        servedPerSecond: storm.served.length / storm.seconds,
        servedP50Ms: percentile(storm.served, 0.5),
        servedP99Ms: percentile(storm.served, 0.99),
        shedP99Ms: percentile(storm.shed, 0.99),
        peakRssMb: readMemory(server.pid).peakRssMb,
      });
    } finally {
      await stopServer(server);
    }
  } catch (error) {
    run.error = error instanceof Error ? error.message : String(error);
    log(`[writes] ${backend}: FAILED ${run.error}`);
  } finally {
    await database.dispose();
  }
  return run;
}

export async function runWrites(options: BenchOptions, log: Log): Promise<WritesRun[]> {
  const runs: WritesRun[] = [];
  for (const backend of options.backends) runs.push(await benchOne(backend, options, log));
  return runs;
}
