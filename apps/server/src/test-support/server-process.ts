// The shop as a real process for tests that need one (kill -9, file modes, start-up failures, a
// proxy in front): started from the test run's bundle of the server (server-build.ts), on a free
// port, with its own DATA_DIR.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGLITE_TEMPLATE_DIR, createPostgresDatabase } from './test-database.js';
import type { Backend } from '../db/client.js';
import { serverEntryCommand } from './server-build.js';

/** The server's compiler settings (JSX for the e-mails), when it runs from its sources through tsx. */
const SERVER_TSCONFIG = fileURLToPath(new URL('../../tsconfig.json', import.meta.url));

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

export type ShopProcess = {
  child: ChildProcess;
  /** What it wrote to stdout and stderr so far. */
  output: () => string;
  exited: Promise<number | null>;
  /** SIGTERM (or the given signal), resolved when it has exited. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

export function startShop(env: Record<string, string>): ShopProcess {
  const child = spawn(process.execPath, serverEntryCommand('server', 'src/server.ts'), {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ENABLED: 'false',
      PAYMENT_SWEEP_SECONDS: '0',
      // A test's SIGTERM is not a rolling restart; a test of the drain sets its own.
      SHUTDOWN_DRAIN_SECONDS: '0',
      TSX_TSCONFIG_PATH: SERVER_TSCONFIG,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-50_000));
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

export async function waitFor<T>(check: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export const isUp = (base: string) => async () => ((await fetch(`${base}/api/health`)).ok ? true : undefined);

/**
 * A DATA_DIR in a temp folder and the environment that points a shop at it (on PostgreSQL, a new
 * database too), with a free port and PUBLIC_URL; `cleanup` removes both.
 */
export async function shopEnvironment(
  backend: Backend,
): Promise<{ env: Record<string, string>; base: string; dataDir: string; cleanup: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eshop-process-'));
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const env: Record<string, string> = { DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: base };
  let drop = async () => {};
  if (backend === 'postgres') {
    const database = await createPostgresDatabase();
    drop = database.drop;
    env.DATABASE_URL = database.url;
  } else {
    fs.cpSync(PGLITE_TEMPLATE_DIR, path.join(dataDir, 'pglite'), { recursive: true });
  }
  return {
    env,
    base,
    dataDir,
    cleanup: async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await drop();
    },
  };
}

/** A browser's side of the API: the shop's origin and the session cookie. */
export function browser(base: string) {
  let cookie = '';
  return async <T>(method: string, url: string, body?: unknown): Promise<{ status: number; json: T }> => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { origin: base, cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const session = response.headers.getSetCookie().find((c) => c.includes('session_token='));
    if (session) cookie = session.split(';')[0] ?? '';
    return { status: response.status, json: (await response.json()) as T };
  };
}
