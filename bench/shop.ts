// Starts the real built shop (apps/server/dist/server.js serving apps/web/dist) on a fresh data
// folder, so it creates PGlite, migrates and seeds the 70-product demo catalogue, as a first
// `npm start` does. Used by the benchmarks that load pages in a browser (bundle, lighthouse).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, SERVER_ENTRY, WEB_DIST } from './paths.js';
import { freePort, startServer, stopServer, waitUntilReady, type ServerProcess } from './server-process.js';

export type Shop = { server: ServerProcess; baseUrl: string; stop: () => Promise<void> };

/** Debian's Chromium (never a downloaded browser), headless without a sandbox, GPU or background traffic. */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export async function startShop(
  label: string,
  log: (message: string) => void,
  env: Record<string, string> = {},
): Promise<Shop> {
  if (!fs.existsSync(SERVER_ENTRY) || !fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error(
      `${label} needs the built shop (apps/server/dist and apps/web/dist): run "npm run build"`,
    );
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `eshop-bench-${label}-`));
  const port = await freePort();
  // PUBLIC_URL = the address the browser uses, so links and redirects stay on this origin.
  const baseUrl = `http://127.0.0.1:${port}`;
  const startedAt = performance.now();
  const server = await startServer(
    [process.execPath, SERVER_ENTRY],
    { DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUBLIC_URL: baseUrl, RATE_LIMIT_ENABLED: 'false', ...env },
    ROOT,
    port,
  );
  const stop = async () => {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(server, '/api/health', (r) => r.ok);
    const listing = await fetch(`${baseUrl}/api/products?limit=1`);
    const { total } = (await listing.json()) as { total?: number };
    if (!total) throw new Error(`The demo catalogue is empty:\n${server.output()}`);
    log(
      `[${label}] shop ready at ${baseUrl} in ${Math.round(performance.now() - startedAt)} ms, ${total} products`,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { server, baseUrl, stop };
}
