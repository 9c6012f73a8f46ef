// `npm run bench`: runs the benchmarks (listing, startup, bundle, Lighthouse, sign-in, checkout, scale, overload,
// soak, ...), prints a table per benchmark and the budgets, and writes everything to bench/results/<timestamp>.json
// and latest.json.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkBudgets, loadBudgets, type BenchResults } from './budgets.js';
import { runBundle } from './bundle.js';
import { runCheckout } from './checkout.js';
import { runLighthouse } from './lighthouse.js';
import { runListing } from './listing.js';
import { parseOptions, USAGE, type BenchmarkName } from './options.js';
import { RESULTS_DIR, ROOT, SERVER_ENTRY, SERVER_ROOT } from './paths.js';
import {
  budgetTable,
  bundleTable,
  checkoutTable,
  hangupsTable,
  lighthouseTable,
  resetTimingTable,
  writesTable,
  listingTables,
  signInTable,
  startupTable,
} from './report.js';
import { runSignIn } from './sign-in.js';
import { runResetTiming } from './reset-timing.js';
import { runStartup } from './startup.js';
import { runHangups } from './hangups.js';
import { runWrites } from './writes.js';
import { runSse, sseTable } from './sse.js';
import { importTable, runImport } from './import.js';
import { overloadTable, runOverload } from './overload.js';
import { runScale, scaleTable } from './scale.js';
import { runSoak, soakTable } from './soak.js';

const log = (message: string) => console.error(message);

/** Which code was measured: the commit, and when the server was last built (and where, if elsewhere). */
function buildInfo() {
  const head = (cwd: string) =>
    spawnSync('git', ['rev-parse', 'HEAD'], { cwd, encoding: 'utf8' }).stdout?.trim() || 'unknown';
  return {
    commit: head(ROOT),
    ...(SERVER_ROOT !== ROOT ? { serverRoot: SERVER_ROOT, serverCommit: head(SERVER_ROOT) } : {}),
    serverBuiltAt: fs.existsSync(SERVER_ENTRY) ? fs.statSync(SERVER_ENTRY).mtime.toISOString() : null,
  };
}

async function main() {
  let options;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    process.exit(2);
  }
  const startedAt = new Date();
  const results: BenchResults = {};
  const tables: string[] = [];

  const failures: Partial<Record<BenchmarkName, string>> = {};
  // One benchmark failing (say, a build broken by work in progress) must not lose the others.
  const attempt = async (name: BenchmarkName, run: () => Promise<string>) => {
    if (!options.only.includes(name)) return;
    try {
      tables.push(await run());
    } catch (error) {
      failures[name] = error instanceof Error ? error.message : String(error);
      tables.push(`${name}: FAILED\n${failures[name]}`);
    }
  };
  await attempt('bundle', async () => bundleTable((results.bundle = await runBundle(log))));
  await attempt('lighthouse', async () =>
    lighthouseTable((results.lighthouse = await runLighthouse(options, log))),
  );
  await attempt('startup', async () => startupTable((results.startup = await runStartup(options, log))));
  await attempt('signin', async () => signInTable((results.signin = await runSignIn(options, log))));
  await attempt('reset', async () => resetTimingTable((results.reset = await runResetTiming(options, log))));
  await attempt('writes', async () => writesTable((results.writes = await runWrites(options, log))));
  await attempt('hangups', async () => hangupsTable((results.hangups = await runHangups(options, log))));
  await attempt('checkout', async () => checkoutTable((results.checkout = await runCheckout(options, log))));
  await attempt('sse', async () =>
    sseTable(
      (results.sse = await runSse({ connections: options.sseConnections, events: options.sseEvents }, log)),
    ),
  );
  await attempt('import', async () => importTable((results.import = await runImport(options, log))));
  await attempt('scale', async () => scaleTable((results.scale = await runScale(options, log))));
  await attempt('overload', async () => overloadTable((results.overload = await runOverload(options, log))));
  await attempt('soak', async () => soakTable((results.soak = await runSoak(options, log))));
  await attempt('listing', async () =>
    listingTables((results.listing = await runListing(options, log)), options),
  );

  const budgets = checkBudgets(loadBudgets(), results);
  tables.push(budgetTable(budgets));
  const finishedAt = new Date();
  const report = {
    startedAt: startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    wallSeconds: (finishedAt.getTime() - startedAt.getTime()) / 1000,
    arguments: process.argv.slice(2),
    machine: {
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryMb: Math.round(os.totalmem() / 1024 / 1024),
    },
    build: buildInfo(),
    options,
    results,
    failures,
    budgets,
  };

  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const json = `${JSON.stringify(report, null, 2)}\n`;
  const file = path.join(RESULTS_DIR, `${startedAt.toISOString().replace(/:/g, '-')}.json`);
  fs.writeFileSync(file, json);
  fs.writeFileSync(path.join(RESULTS_DIR, 'latest.json'), json);

  console.log(`\n${tables.join('\n\n')}\n`);
  console.log(
    `Wall time ${Math.round(report.wallSeconds)} s. Results: ${path.relative(process.cwd(), file)}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
