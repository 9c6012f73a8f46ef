// One load test with autocannon: an unmeasured warm-up, then the measured run, summarised.
import autocannon from 'autocannon';

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

function run(options: LoadOptions, seconds: number): Promise<autocannon.Result> {
  const { path } = options;
  return autocannon({
    url: `${options.baseUrl}${typeof path === 'string' ? path : '/'}`,
    connections: options.connections,
    duration: seconds,
    headers: { 'accept-encoding': options.acceptEncoding },
    requests:
      typeof path === 'string'
        ? undefined
        : [{ method: 'GET', setupRequest: (request) => ({ ...request, path: path() }) }],
  });
}

/**
 * The load runs in the benchmark's own process, which may still hold the garbage of a catalogue it
 * just generated (a million rows); a major collection of that mid-run stalled the client for up to
 * 2.5 s and showed as the server's latency. Collect it first (`npm run bench` passes --expose-gc).
 */
const collectGarbage = (globalThis as { gc?: () => void }).gc;

export async function measureLoad(options: LoadOptions): Promise<LoadSummary> {
  collectGarbage?.();
  if (options.warmupSeconds > 0) await run(options, options.warmupSeconds);
  collectGarbage?.();
  const result = await run(options, options.durationSeconds);
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
