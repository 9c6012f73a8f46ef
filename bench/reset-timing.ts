// Does the time a password-reset request takes tell whether an e-mail has an account? 80 requests
// through the built server, known and unknown addresses interleaved in a fixed shuffled order, one
// at a time; then the best an attacker's threshold can do with them: a median split (guess
// "account" when slower than the median of all) and the threshold fitted on the first half and
// judged on the second. 50% is a coin toss.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BenchOptions } from './options.js';
import { ROOT, SERVER_ENTRY } from './paths.js';
import { startServer, stopServer, waitUntilReady } from './server-process.js';

const REQUESTS = 80;
const KNOWN_EMAIL = 'known@bench.example.com';

export type ResetTimingResult = {
  requests: number;
  knownMedianMs: number;
  unknownMedianMs: number;
  /** Share of requests a "slower than the median means an account" guess gets right. */
  medianSplitAccuracy: number;
  /** Share of the second half a threshold fitted on the first half gets right. */
  heldOutAccuracy: number;
};

type Sample = { known: boolean; ms: number };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Deterministic shuffle (mulberry32), so every run interleaves the same way. */
function shuffled<T>(items: T[], seed = 42): T[] {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

const accuracy = (samples: Sample[], threshold: number, slowerMeansKnown: boolean) =>
  samples.filter((s) => (s.ms > threshold === slowerMeansKnown) === s.known).length / samples.length;

/** The threshold (and direction) that classifies `samples` best. */
function fitThreshold(samples: Sample[]): { threshold: number; slowerMeansKnown: boolean } {
  let best = { threshold: 0, slowerMeansKnown: true, score: -1 };
  for (const candidate of samples) {
    for (const slowerMeansKnown of [true, false]) {
      const score = accuracy(samples, candidate.ms, slowerMeansKnown);
      if (score > best.score) best = { threshold: candidate.ms, slowerMeansKnown, score };
    }
  }
  return best;
}

export async function runResetTiming(
  _options: BenchOptions,
  log: (m: string) => void,
): Promise<ResetTimingResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eshop-bench-reset-'));
  const server = await startServer(
    [process.execPath, SERVER_ENTRY],
    { DATA_DIR: dataDir, SEED_DEMO_DATA: 'false', LOG_LEVEL: 'warn', RATE_LIMIT_ENABLED: 'false' },
    ROOT,
  );
  try {
    await waitUntilReady(server, '/api/health', (r) => r.ok);
    const post = (url: string, body: object) =>
      fetch(`${server.baseUrl}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.baseUrl },
        body: JSON.stringify(body),
      });
    await (
      await post('/api/auth/sign-up/email', { email: KNOWN_EMAIL, password: 'bench password 1', name: '' })
    ).text();
    // Warm both paths up first.
    for (const email of [KNOWN_EMAIL, 'warm@bench.example.com']) {
      await (await post('/api/auth/request-password-reset', { email })).text();
    }
    log(`reset timing: ${REQUESTS} interleaved requests`);
    const order = shuffled(Array.from({ length: REQUESTS }, (_, i) => i % 2 === 0));
    const samples: Sample[] = [];
    for (const [index, known] of order.entries()) {
      const email = known ? KNOWN_EMAIL : `nobody-${index}@bench.example.com`;
      const startedAt = performance.now();
      const response = await post('/api/auth/request-password-reset', { email });
      await response.text();
      if (!response.ok) throw new Error(`request-password-reset answered ${response.status}`);
      samples.push({ known, ms: performance.now() - startedAt });
    }
    const all = median(samples.map((s) => s.ms));
    const half = samples.length / 2;
    const fitted = fitThreshold(samples.slice(0, half));
    return {
      requests: samples.length,
      knownMedianMs: median(samples.filter((s) => s.known).map((s) => s.ms)),
      unknownMedianMs: median(samples.filter((s) => !s.known).map((s) => s.ms)),
      medianSplitAccuracy: accuracy(samples, all, true),
      heldOutAccuracy: accuracy(samples.slice(half), fitted.threshold, fitted.slowerMeansKnown),
    };
  } finally {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
