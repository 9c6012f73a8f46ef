// Listing benchmark: for each backend and catalogue size, a fresh database, the built server as a
// child process, and autocannon on each scenario.
import fs from 'node:fs';
import { createBenchDatabase } from './listing-database.js';
import { buildScenario } from './listing-scenarios.js';
import { measureLoad, type LoadSummary } from './load.js';
import type { BenchBackend, BenchOptions, ScenarioName } from './options.js';
import { ROOT, SERVER_ENTRY, SERVER_SOURCES, newestMtime } from './paths.js';
import { readMemory, startServer, stopServer, waitUntilReady, type MemoryUse } from './server-process.js';

export type ScenarioResult = LoadSummary & { scenario: ScenarioName; distinctUrls: number };

export type ListingResult = {
  backend: BenchBackend;
  size: number;
  seedMs: number;
  serverReadyMs: number;
  /** After all scenarios; peakRssMb is VmHWM (the whole life of the process, start included). */
  memory: MemoryUse;
  scenarios: ScenarioResult[];
  error?: string;
};

type Log = (message: string) => void;

async function checkCatalogue(baseUrl: string, size: number): Promise<void> {
  const response = await fetch(`${baseUrl}/api/products`);
  const body = (await response.json()) as { total?: number };
  if (response.status !== 200 || body.total !== size) {
    throw new Error(
      `GET /api/products answered ${response.status} with total ${body.total}, expected ${size}`,
    );
  }
}

async function benchOne(
  backend: BenchBackend,
  size: number,
  options: BenchOptions,
  log: Log,
): Promise<ListingResult> {
  log(`[listing] ${backend} ${size}: creating the catalogue...`);
  const database = await createBenchDatabase(backend, size, options.postgresUrl);
  const result: ListingResult = {
    backend,
    size,
    seedMs: database.seedMs,
    serverReadyMs: 0,
    memory: { rssMb: 0, peakRssMb: 0 },
    scenarios: [],
  };
  log(
    `[listing] ${backend} ${size}: seeded in ${(database.seedMs / 1000).toFixed(1)} s; starting the server`,
  );
  const startedAt = performance.now();
  const server = await startServer(
    ['node', SERVER_ENTRY],
    { ...database.serverEnv, SEED_DEMO_DATA: 'false', LOG_LEVEL: 'warn' },
    ROOT,
  );
  try {
    result.serverReadyMs = await waitUntilReady(server, '/api/health', (r) => r.status === 200, {
      since: startedAt,
    });
    await checkCatalogue(server.baseUrl, size);
    for (const name of options.scenarios) {
      const scenario = buildScenario(name);
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
    result.memory = readMemory(server.pid);
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
    log(`[listing] ${backend} ${size}: FAILED: ${result.error}`);
  } finally {
    const code = await stopServer(server);
    if (code !== 0 && !result.error) result.error = `server exited with code ${code}:\n${server.output()}`;
    await database.dispose();
  }
  return result;
}

export async function runListing(options: BenchOptions, log: Log): Promise<ListingResult[]> {
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
          memory: { rssMb: 0, peakRssMb: 0 },
          scenarios: [],
          error: message,
        });
      }
    }
  }
  return results;
}
