// One load test with autocannon: an unmeasured warm-up, then the measured run, summarised. Each
// run is autocannon in a process of its own (load-worker.mjs): a second autocannon run in one process
// reported a tail the server never had (decision 084: at 1M products, uncached product pages' p99
// 1.1-1.9 s and slowest 4.8-5.7 s from the second run on, against 240-330 ms and under 0.5 s for the
// first, while the server's own time from a request's bytes to its answer sent stayed under 62 ms).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type autocannon from 'autocannon';

export type LoadOptions = {
  baseUrl: string;
  /** Path of every request, or a function giving the next path (a different query per request). */
  path: string | (() => string);
  connections: number;
  acceptEncoding: string;
  durationSeconds: number;
  warmupSeconds: number;
};

export type LoadSummary = {
  requestsPerSecond: number;
  requests: number;
  latencyMs: { p2_5: number; p50: number; p97_5: number; p99: number; max: number; average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  throughputMbPerSecond: number;
};

const WORKER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'load-worker.mjs');

/**
 * Paths made ahead for the runs of a function path, per second of warm-up and measured run: more
 * than the fastest scenario asks for (product answers, about 17,000 a second here). A run that
 * asks for more goes round them again, and says so.
 */
const PATHS_PER_SECOND = 25_000;

type RunResult = autocannon.Result & { pathsUsed: number };

function run(
  options: LoadOptions,
  seconds: number,
  paths: string[] | undefined,
  from: number,
): Promise<RunResult> {
  const url = `${options.baseUrl}${typeof options.path === 'string' ? options.path : '/'}`;
  const job = {
    url,
    connections: options.connections,
    acceptEncoding: options.acceptEncoding,
    seconds,
    paths,
    from,
  };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WORKER], { stdio: ['pipe', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.on('error', reject);
    // A worker that dies before reading its job: its exit says why, not a broken pipe.
    child.stdin.on('error', () => {});
    child.on('close', (code, signal) => {
      if (code !== 0) {
        reject(new Error(`The load worker exited with ${signal ?? `code ${code}`}`));
        return;
      }
      try {
        resolve(JSON.parse(output) as RunResult);
      } catch {
        reject(new Error(`The load worker's answer is not JSON: ${output.slice(0, 200)}`));
      }
    });
    child.stdin.end(JSON.stringify(job));
  });
}

export async function measureLoad(options: LoadOptions): Promise<LoadSummary> {
  const { path: next } = options;
  const seconds = options.warmupSeconds + options.durationSeconds;
  const paths =
    typeof next === 'string' ? undefined : Array.from({ length: PATHS_PER_SECOND * seconds }, () => next());
  let used = 0;
  if (options.warmupSeconds > 0) used = (await run(options, options.warmupSeconds, paths, 0)).pathsUsed;
  const result = await run(options, options.durationSeconds, paths, used);
  if (paths && used + result.pathsUsed > paths.length) {
    console.error(`[load] ${used + result.pathsUsed} requests went round ${paths.length} paths made ahead`);
  }
  const { latency } = result;
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    latencyMs: {
      p2_5: latency.p2_5,
      p50: latency.p50,
      p97_5: latency.p97_5,
      p99: latency.p99,
      max: latency.max,
      average: latency.average,
    },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    throughputMbPerSecond: result.throughput.average / 1024 / 1024,
  };
}
