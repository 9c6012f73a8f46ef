// Listing benchmark: for each backend and catalogue size, a fresh database, the built server as a
// child process, and autocannon on each scenario.
import fs from 'node:fs';
import { createBenchDatabase, type BenchDatabase } from './listing-database.js';
import {
  buildScenario,
  HTML_SCENARIOS,
  UNCACHED_SCENARIOS,
  VARIED_PRODUCT_PAGES,
  VARIED_PRODUCT_SCENARIOS,
  type ListingScenarioName,
} from './listing-scenarios.js';
import { measureLoad, type LoadSummary } from './load.js';
import type { BenchBackend, BenchOptions } from './options.js';
import { ROOT, SERVER_ENTRY, SERVER_SOURCES, newestMtime } from './paths.js';
import { readMemory, startServer, stopServer, waitUntilReady, type MemoryUse } from './server-process.js';

export type ScenarioResult = LoadSummary & { scenario: ListingScenarioName; distinctUrls: number };

export type ListingResult = {
  backend: BenchBackend;
  size: number;
  seedMs: number;
  /** From start until /api/health answers (the database answers listings from then on). */
  serverReadyMs: number;
  /** From start until the catalogue index is built (listings come from it from then on). */
  indexedMs: number;
  /** After all scenarios; peakRssMb is VmHWM (the whole life of the process, start included). */
  memory: MemoryUse;
  scenarios: ScenarioResult[];
  error?: string;
};

type Log = (message: string) => void;

/** The benchmark's options, with any listing scenario (issue 24's too, see listing-run.ts). */
export type ListingOptions = Omit<BenchOptions, 'scenarios'> & { scenarios: readonly ListingScenarioName[] };

async function checkCatalogue(baseUrl: string, size: number): Promise<void> {
  const response = await fetch(`${baseUrl}/api/products`);
  const body = (await response.json()) as { total?: number };
  if (response.status !== 200 || body.total !== size) {
    throw new Error(
      `GET /api/products answered ${response.status} with total ${body.total}, expected ${size}`,
    );
  }
}

/** The pages are drawn on the server (the web app and its renderer are built), not index.html. */
async function checkDrawnPages(baseUrl: string): Promise<void> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  if (!html.includes('id="server-state"')) {
    throw new Error('GET / is not drawn on the server: run "npm run build" (the web app and its renderer)');
  }
}

/** Ids of `count` products across the catalogue (every sort's first pages mixed), for product pages. */
async function productIds(baseUrl: string, count: number): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/products?limit=${count}&sort=a-z`);
  const body = (await response.json()) as { items: { id: string }[] };
  return body.items.map((item) => item.id);
}

/** Up to `count` product ids, a page of 100 at a time (the API's largest page). */
async function manyProductIds(baseUrl: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ids.length < count; page += 1) {
    const response = await fetch(`${baseUrl}/api/products?limit=100&sort=a-z&page=${page}`);
    const body = (await response.json()) as { items: { id: string }[] };
    if (body.items.length === 0) break;
    ids.push(...body.items.map((item) => item.id));
  }
  return ids.slice(0, count);
}

/** Polls /api/health until the catalogue index is built; the milliseconds since `since`. */
export async function waitUntilIndexed(baseUrl: string, since: number, timeoutMs = 300_000): Promise<number> {
  while (performance.now() - since < timeoutMs) {
    const body = (await (await fetch(`${baseUrl}/api/health`)).json()) as { catalogue?: string };
    if (body.catalogue !== 'indexing') return performance.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`The catalogue was not indexed within ${timeoutMs} ms`);
}

const peakOf = (a: MemoryUse, b: MemoryUse): MemoryUse => ({
  rssMb: Math.max(a.rssMb, b.rssMb),
  peakRssMb: Math.max(a.peakRssMb, b.peakRssMb),
});

/** Starts a server on the catalogue, runs `scenarios` against it, stops it. */
async function runOnServer(
  database: BenchDatabase,
  result: ListingResult,
  scenarios: ListingScenarioName[],
  extraEnv: Record<string, string>,
  options: ListingOptions,
  log: Log,
): Promise<void> {
  const { backend, size } = database;
  const startedAt = performance.now();
  const server = await startServer(
    ['node', SERVER_ENTRY],
    { ...database.serverEnv, SEED_DEMO_DATA: 'false', LOG_LEVEL: 'warn', ...extraEnv },
    ROOT,
  );
  try {
    result.serverReadyMs = Math.max(
      result.serverReadyMs,
      await waitUntilReady(server, '/api/health', (r) => r.status === 200, { since: startedAt }),
    );
    result.indexedMs = Math.max(result.indexedMs, await waitUntilIndexed(server.baseUrl, startedAt));
    await checkCatalogue(server.baseUrl, size);
    const context = {
      productIds: await productIds(server.baseUrl, 100),
      variedProductIds: scenarios.some((name) => VARIED_PRODUCT_SCENARIOS.includes(name))
        ? await manyProductIds(server.baseUrl, VARIED_PRODUCT_PAGES)
        : [],
    };
    if (scenarios.some((name) => HTML_SCENARIOS.includes(name))) await checkDrawnPages(server.baseUrl);
    for (const name of scenarios) {
      const scenario = buildScenario(name, context);
      log(
        `[listing] ${backend} ${size}: ${name} (${options.duration} s, ${options.connections} connections)`,
      );
      const summary = await measureLoad({
        baseUrl: server.baseUrl,
        path: scenario.path,
        connections: options.connections,
        acceptEncoding: options.acceptEncoding,
        durationSeconds: options.duration,
        warmupSeconds: options.warmup,
      });
      result.scenarios.push({ scenario: name, distinctUrls: scenario.distinctUrls, ...summary });
    }
    result.memory = peakOf(result.memory, readMemory(server.pid));
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
    log(`[listing] ${backend} ${size}: FAILED: ${result.error}`);
  } finally {
    const code = await stopServer(server);
    if (code !== 0 && !result.error) result.error = `server exited with code ${code}:\n${server.output()}`;
  }
}

async function benchOne(
  backend: BenchBackend,
  size: number,
  options: ListingOptions,
  log: Log,
): Promise<ListingResult> {
  log(`[listing] ${backend} ${size}: creating the catalogue...`);
  const database = await createBenchDatabase(backend, size, options.postgresUrl);
  const result: ListingResult = {
    backend,
    size,
    seedMs: database.seedMs,
    serverReadyMs: 0,
    indexedMs: 0,
    memory: { rssMb: 0, peakRssMb: 0 },
    scenarios: [],
  };
  log(
    `[listing] ${backend} ${size}: seeded in ${(database.seedMs / 1000).toFixed(1)} s; starting the server`,
  );
  try {
    // The cached scenarios on a server as shipped; the uncached ones on one with its read cache off.
    const cached = options.scenarios.filter((name) => !UNCACHED_SCENARIOS.includes(name));
    const uncached = options.scenarios.filter((name) => UNCACHED_SCENARIOS.includes(name));
    if (cached.length > 0) await runOnServer(database, result, cached, {}, options, log);
    if (uncached.length > 0 && !result.error) {
      await runOnServer(database, result, uncached, { CATALOG_CACHE_ENTRIES: '0' }, options, log);
    }
  } finally {
    await database.dispose();
  }
  return result;
}

export async function runListing(options: ListingOptions, log: Log): Promise<ListingResult[]> {
  if (!fs.existsSync(SERVER_ENTRY)) {
    throw new Error(
      `${SERVER_ENTRY} is missing: run "npm run build -w @eshop/shared && npm run build -w @eshop/server"`,
    );
  }
  if (newestMtime(SERVER_SOURCES) > fs.statSync(SERVER_ENTRY).mtimeMs) {
    log('[listing] note: apps/server/src has changes newer than dist; the BUILT server is measured.');
  }
  const results: ListingResult[] = [];
  for (const backend of options.backends) {
    for (const size of options.sizes) {
      try {
        results.push(await benchOne(backend, size, options, log));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log(`[listing] ${backend} ${size}: FAILED: ${message}`);
        results.push({
          backend,
          size,
          seedMs: 0,
          serverReadyMs: 0,
          indexedMs: 0,
          memory: { rssMb: 0, peakRssMb: 0 },
          scenarios: [],
          error: message,
        });
      }
    }
  }
  return results;
}
