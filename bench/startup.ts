// Startup benchmark: from spawning `node scripts/start.mjs` (what `npm start` runs) until the shop
// answers, on a new data folder (PGlite creation, migrations, demo seed) and on an existing one.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BenchOptions } from './options.js';
import { ROOT, WEB_DIST } from './paths.js';
import { readMemory, startServer, stopServer, waitUntilReady } from './server-process.js';

export type StartupCase = 'new' | 'existing';

export type StartupSample = { ms: number; peakRssMb: number; rebuilt: boolean };

export type StartupResult = {
  /** What "ready" means: GET / with HTML, or /api/health when the web app is not built. */
  readyCheck: 'GET / (HTML)' | 'GET /api/health (no apps/web/dist)';
  /** What `scripts/start.mjs` built before the measurements (stale outputs), in ms; 0 if nothing. */
  prebuildMs: number;
  cases: Record<StartupCase, { medianMs: number; samples: StartupSample[] }>;
};

type Log = (message: string) => void;
const START_SCRIPT = path.join(ROOT, 'scripts/start.mjs');

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/**
 * start.mjs rebuilds outputs older than their sources. Run it once with an invalid PORT: it builds
 * what is stale, then the server refuses the configuration and exits, so no timing includes a build.
 */
function prebuild(log: Log): number {
  const startedAt = performance.now();
  const run = spawnSync('node', [START_SCRIPT], {
    cwd: ROOT,
    env: { ...process.env, PORT: 'not-a-port' },
    encoding: 'utf8',
  });
  const built = /Building /.test(run.stdout);
  if (built) log(`[startup] start.mjs rebuilt stale outputs first:\n${run.stdout.trim()}`);
  if (!/Invalid configuration/.test(run.stderr)) {
    log(`[startup] warning: the build check did not end as expected:\n${run.stderr.trim().slice(-2_000)}`);
  }
  return built ? performance.now() - startedAt : 0;
}

async function startOnce(dataDir: string, htmlReady: boolean): Promise<StartupSample> {
  const startedAt = performance.now();
  const server = await startServer(['node', START_SCRIPT], { DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, ROOT);
  let sample: StartupSample;
  try {
    const ms = htmlReady
      ? await waitUntilReady(
          server,
          '/',
          (r) => r.status === 200 && (r.headers.get('content-type') ?? '').includes('text/html'),
          { since: startedAt, intervalMs: 10 },
        )
      : await waitUntilReady(server, '/api/health', (r) => r.status === 200, {
          since: startedAt,
          intervalMs: 10,
        });
    sample = { ms, peakRssMb: readMemory(server.pid).peakRssMb, rebuilt: /Building /.test(server.output()) };
  } finally {
    await stopServer(server);
  }
  if (server.child.exitCode !== 0) {
    throw new Error(`start.mjs exited with code ${server.child.exitCode}:\n${server.output()}`);
  }
  return sample;
}

/** start.mjs rebuilds when sources changed since the last build (others may be editing): retry. */
async function measure(
  dirFor: (attempt: number) => string,
  htmlReady: boolean,
  label: string,
  log: Log,
): Promise<{ sample: StartupSample; dir: string }> {
  let dir = dirFor(0);
  let sample = await startOnce(dir, htmlReady);
  for (let attempt = 1; sample.rebuilt && attempt < 3; attempt += 1) {
    log(`[startup] ${label}: start.mjs rebuilt first (${Math.round(sample.ms)} ms); measuring again`);
    dir = dirFor(attempt);
    sample = await startOnce(dir, htmlReady);
  }
  log(`[startup] ${label}: ${Math.round(sample.ms)} ms${sample.rebuilt ? ' (included a build)' : ''}`);
  return { sample, dir };
}

export async function runStartup(options: BenchOptions, log: Log): Promise<StartupResult> {
  const prebuildMs = prebuild(log);
  const htmlReady = fs.existsSync(path.join(WEB_DIST, 'index.html'));
  if (!htmlReady)
    log('[startup] apps/web/dist is absent: timing until /api/health answers instead of GET /.');
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'eshop-bench-startup-'));
  const samples: Record<StartupCase, StartupSample[]> = { new: [], existing: [] };
  try {
    let existingDir = '';
    for (let round = 0; round < options.repeats; round += 1) {
      // Every attempt of a "new" run gets an empty folder.
      const newDir = (attempt: number) => path.join(root, `new-${round}-${attempt}`);
      const { sample, dir } = await measure(newDir, htmlReady, `new data folder #${round + 1}`, log);
      samples.new.push(sample);
      existingDir ||= dir;
    }
    // Restarts on the folder the first run created, migrated and seeded.
    for (let round = 0; round < options.repeats; round += 1) {
      const label = `existing data folder #${round + 1}`;
      const { sample } = await measure(() => existingDir, htmlReady, label, log);
      samples.existing.push(sample);
    }
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
  const summarise = (list: StartupSample[]) => ({ medianMs: median(list.map((s) => s.ms)), samples: list });
  return {
    readyCheck: htmlReady ? 'GET / (HTML)' : 'GET /api/health (no apps/web/dist)',
    prebuildMs,
    cases: { new: summarise(samples.new), existing: summarise(samples.existing) },
  };
}
