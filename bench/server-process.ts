// Starts the shop as a child process, waits until it answers, reads its memory use, stops it.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { missingServerSettings } from '../scripts/process-settings.mjs';

/** Variables of ours that must not leak from the caller's environment into the server. */
const SHOP_VARIABLES = [
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'SEED_DEMO_DATA',
  'LOG_LEVEL',
  'NODE_ENV',
  'WEB_DIST_DIR',
];

export type ServerProcess = {
  child: ChildProcess;
  pid: number;
  baseUrl: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  exited: Promise<number | null>;
};

export type MemoryUse = { rssMb: number; peakRssMb: number };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function startServer(
  command: string[],
  env: Record<string, string>,
  cwd: string,
  /** Listen here instead of a free port picked now (when the caller must know it beforehand). */
  port?: number,
): Promise<ServerProcess> {
  port ??= await freePort();
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const name of SHOP_VARIABLES) delete childEnv[name];
  // A benchmark's stop is not a rolling restart: no drain (SHUTDOWN_DRAIN_SECONDS), unless asked for.
  const [executable, ...givenArgs] = command;
  if (!executable) throw new Error('startServer needs a command');
  const isNode = executable === process.execPath || executable === 'node';
  Object.assign(childEnv, { HOST: '127.0.0.1', PORT: String(port), SHUTDOWN_DRAIN_SECONDS: '0', ...env });
  // A node server runs with the memory settings `npm start` gives it (scripts/process-settings.mjs),
  // unless the caller gave its own.
  const settings = isNode ? missingServerSettings(givenArgs, childEnv) : { flags: [], environment: {} };
  Object.assign(childEnv, settings.environment);
  // NOTE: node refuses --cpu-prof in NODE_OPTIONS; BENCH_CPU_PROF_DIR profiles each server started here.
  const profileDir = process.env.BENCH_CPU_PROF_DIR;
  const args = isNode
    ? [...settings.flags, ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), ...givenArgs]
    : givenArgs;
  const child = spawn(executable, args, { cwd, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  if (child.pid === undefined) throw new Error(`Could not start ${command.join(' ')}`);
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, pid: child.pid, baseUrl: `http://127.0.0.1:${port}`, output: () => output, exited };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `path` until `accept` says yes; returns the milliseconds since `since`. Fails when the
 * process exits or `timeoutMs` passes.
 */
export async function waitUntilReady(
  server: ServerProcess,
  path: string,
  accept: (response: Response) => boolean,
  { since = performance.now(), timeoutMs = 120_000, intervalMs = 20 } = {},
): Promise<number> {
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  while (performance.now() - since < timeoutMs) {
    if (exitCode !== undefined) {
      throw new Error(`The server exited (code ${exitCode}) before answering:\n${server.output()}`);
    }
    try {
      const response = await fetch(`${server.baseUrl}${path}`, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (accept(response)) return performance.now() - since;
    } catch {
      // Not listening yet.
    }
    await sleep(intervalMs);
  }
  throw new Error(`The server did not answer ${path} within ${timeoutMs} ms:\n${server.output()}`);
}

/** Current and peak resident memory of a process, from /proc (Linux only; zeros elsewhere). */
export function readMemory(pid: number): MemoryUse {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    return { rssMb: kb('VmRSS') / 1024, peakRssMb: kb('VmHWM') / 1024 };
  } catch {
    return { rssMb: 0, peakRssMb: 0 };
  }
}

/** SIGTERM, then SIGKILL if it has not exited within `graceMs`; resolves with the exit code. */
export async function stopServer(server: ServerProcess, graceMs = 15_000): Promise<number | null> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return server.exited;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), graceMs);
  try {
    return await server.exited;
  } finally {
    clearTimeout(timer);
  }
}
