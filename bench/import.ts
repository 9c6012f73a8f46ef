// Product CSV import benchmark (issue 22: 10,000 rows in under a minute): a fresh shop (no products)
// on each backend, the admin sends a generated 10,000-row file through the real HTTP API (preview,
// start, progress polled until finished), then sends the same file again, which must update every
// product and add none. Reports seconds per step, rows/s end to end, and the server's memory.
import fs from 'node:fs';
import { priceText, type ProductImport } from '@eshop/shared';
import { stringify } from 'csv-stringify/sync';
import { generateProducts } from '../apps/server/src/db/seed/generate-products.js';
import { createBenchDatabase } from './listing-database.js';
import type { BenchBackend, BenchOptions } from './options.js';
import { newestMtime, ROOT, SERVER_ENTRY, SERVER_SOURCES } from './paths.js';
import { readMemory, startServer, stopServer, waitUntilReady, type MemoryUse } from './server-process.js';
import { formatTable, round } from './table.js';

export const IMPORT_ROWS = 10_000;
const ADMIN = { email: 'owner@bench.example.com', password: 'bench owner password' };
const POLL_MS = 100;
const JOB_TIMEOUT_MS = 10 * 60_000;

export type ImportPass = {
  /** The file sent, checked and previewed (nothing written). */
  previewSeconds: number;
  /** From Start until the polled job reads finished. */
  jobSeconds: number;
  totalSeconds: number;
  rowsPerSecond: number;
  created: number;
  updated: number;
  failed: number;
};
export type ImportRun = {
  backend: BenchBackend;
  rows: number;
  fileMb: number;
  /** 'built' (apps/server/dist) or 'sources' (tsx, when dist is missing or older than the sources). */
  server: 'built' | 'sources';
  first?: ImportPass;
  again?: ImportPass;
  /** Products the storefront lists afterwards. */
  listed: number;
  /** The server's memory once ready, before the import: resident, and its peak so far (start-up's). */
  before: MemoryUse;
  memory: MemoryUse;
  error?: string;
};
type Log = (message: string) => void;

/** The import's columns of a product sold one way (the shop's own names; Shopify's read too). */
const COLUMNS = ['Name', 'Brand', 'Category', 'Price', 'Stock', 'Description', 'Image', 'SKU'] as const;

/** The file: generated products (demo catalogue variations, drawn pictures), one SKU each. */
function importFile(rows: number): string {
  const records = generateProducts(rows, 22).map((product, index) => {
    const cells: Record<(typeof COLUMNS)[number], string | number> = {
      Name: product.name,
      Brand: product.brand,
      Category: product.category,
      Price: priceText(product.priceCents),
      Stock: product.stock ?? 0,
      Description: product.description,
      Image: product.imageUrl,
      SKU: `BENCH-${String(index + 1).padStart(5, '0')}`,
    };
    return COLUMNS.map((column) => cells[column]);
  });
  return stringify([[...COLUMNS], ...records], { record_delimiter: 'windows' });
}

/** The built server when it is up to date; otherwise the sources, as `npm run dev` runs them. */
function serverCommand(): { command: string[]; server: ImportRun['server'] } {
  const isBuiltFresh =
    fs.existsSync(SERVER_ENTRY) && newestMtime(SERVER_SOURCES) <= fs.statSync(SERVER_ENTRY).mtimeMs;
  if (isBuiltFresh) return { command: [process.execPath, SERVER_ENTRY], server: 'built' };
  return {
    command: [process.execPath, '--conditions=development', '--import', 'tsx', 'apps/server/src/server.ts'],
    server: 'sources',
  };
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`admin sign-in answered ${response.status}`);
  await response.arrayBuffer();
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
}

async function importOnce(baseUrl: string, cookie: string, file: string, rows: number): Promise<ImportPass> {
  const headers = { origin: baseUrl, cookie };
  const answer = async (response: Response, expected: number) => {
    const text = await response.text();
    if (response.status !== expected)
      throw new Error(`${response.url} answered ${response.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as ProductImport;
  };
  const startedAt = performance.now();
  const form = new FormData();
  form.append('file', new Blob([file], { type: 'text/csv' }), 'products.csv');
  const preview = await answer(
    await fetch(`${baseUrl}/api/admin/products/imports`, { method: 'POST', headers, body: form }),
    201,
  );
  if (preview.total !== rows)
    throw new Error(`the preview found ${preview.total} rows to write, not ${rows}`);
  const previewedAt = performance.now();
  await answer(
    await fetch(`${baseUrl}/api/admin/products/imports/${preview.id}/start`, { method: 'POST', headers }),
    202,
  );
  let job: ProductImport;
  for (;;) {
    job = await answer(await fetch(`${baseUrl}/api/admin/products/imports/${preview.id}`, { headers }), 200);
    if (job.state !== 'running') break;
    if (performance.now() - previewedAt > JOB_TIMEOUT_MS)
      throw new Error('the import did not finish in 10 minutes');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  if (job.state !== 'finished') throw new Error(`the import ended ${job.state}`);
  const finishedAt = performance.now();
  const totalSeconds = (finishedAt - startedAt) / 1000;
  return {
    previewSeconds: (previewedAt - startedAt) / 1000,
    jobSeconds: (finishedAt - previewedAt) / 1000,
    totalSeconds,
    rowsPerSecond: rows / totalSeconds,
    created: job.created,
    updated: job.updated,
    failed: job.failed,
  };
}

async function benchOne(backend: BenchBackend, options: BenchOptions, log: Log): Promise<ImportRun> {
  const file = importFile(IMPORT_ROWS);
  const { command, server: kind } = serverCommand();
  const result: ImportRun = {
    backend,
    rows: IMPORT_ROWS,
    fileMb: Buffer.byteLength(file) / 1024 / 1024,
    server: kind,
    listed: 0,
    before: { rssMb: 0, peakRssMb: 0 },
    memory: { rssMb: 0, peakRssMb: 0 },
  };
  log(`[import] ${backend}: a fresh shop (${kind === 'built' ? 'built server' : 'server from its sources'})`);
  const database = await createBenchDatabase(backend, 0, options.postgresUrl, 'import');
  try {
    const server = await startServer(
      command,
      {
        ...database.serverEnv,
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_ENABLED: 'false',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      },
      ROOT,
    );
    try {
      await waitUntilReady(server, '/api/health', (response) => response.status === 200);
      const cookie = await signIn(server.baseUrl);
      result.before = readMemory(server.pid);
      log(`[import] ${backend}: importing ${IMPORT_ROWS} rows (${round(result.fileMb, 1)} MB)`);
      result.first = await importOnce(server.baseUrl, cookie, file, IMPORT_ROWS);
      log(`[import] ${backend}: ${round(result.first.totalSeconds, 1)} s; importing the same file again`);
      result.again = await importOnce(server.baseUrl, cookie, file, IMPORT_ROWS);
      const listing = await fetch(`${server.baseUrl}/api/products?limit=1`);
      result.listed = ((await listing.json()) as { total: number }).total;
      result.memory = readMemory(server.pid);
    } finally {
      await stopServer(server);
    }
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
    log(`[import] ${backend}: FAILED ${result.error}`);
  } finally {
    await database.dispose();
  }
  return result;
}

export async function runImport(options: BenchOptions, log: Log): Promise<ImportRun[]> {
  const results: ImportRun[] = [];
  for (const backend of options.backends) results.push(await benchOne(backend, options, log));
  return results;
}

/** True when both passes wrote every row as they should: all added, then all updated, none twice. */
export const isImportRunSound = (run: ImportRun): boolean =>
  !run.error &&
  run.first?.created === run.rows &&
  run.first.failed === 0 &&
  run.again?.created === 0 &&
  run.again.updated === run.rows &&
  run.again.failed === 0 &&
  run.listed === run.rows;

export function importTable(runs: ImportRun[]): string {
  const rows = runs.flatMap((run) =>
    (['first', 'again'] as const).map((pass) => {
      const measured = run[pass];
      return [
        run.backend,
        pass === 'first' ? 'new shop' : 'same file again',
        run.rows,
        measured ? round(measured.previewSeconds, 1) : '-',
        measured ? round(measured.jobSeconds, 1) : '-',
        measured ? round(measured.totalSeconds, 1) : '-',
        measured ? round(measured.rowsPerSecond) : '-',
        measured ? `${measured.created}/${measured.updated}/${measured.failed}` : '-',
        pass === 'first' ? run.listed : '',
        pass === 'first'
          ? `${round(run.before.rssMb)}/${round(run.before.peakRssMb)} -> ${round(run.memory.peakRssMb)}`
          : '',
        run.error ? `FAILED: ${run.error}` : isImportRunSound(run) ? 'ok' : 'WRONG COUNTS',
      ];
    }),
  );
  return [
    `Product CSV import (${IMPORT_ROWS.toLocaleString('en-US')} rows through POST /api/admin/products/imports, start, progress polled; server: ${runs[0]?.server ?? '-'})`,
    formatTable(
      [
        'backend',
        'pass',
        'rows',
        'preview s',
        'job s',
        'total s',
        'rows/s',
        'added/updated/failed',
        'listed',
        'RSS/peak MB ready -> peak',
        'check',
      ],
      rows,
    ),
  ].join('\n');
}
