// The cost of one sign-in: the password hash alone (argon2id with the shop's parameters, in this
// process), and a whole e-mail sign-in through the built server over HTTP, one at a time and
// under concurrent load.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  hashPassword,
  verifyPassword,
  ARGON2_PARAMS,
} from '../apps/server/src/modules/auth/password-hashing.js';
import type { BenchOptions } from './options.js';
import { ROOT, SERVER_ENTRY } from './paths.js';
import { startServer, stopServer, waitUntilReady } from './server-process.js';

const SAMPLES = 30;
const EMAIL = 'bench@example.com';
const PASSWORD = 'bench password 1';

export type Distribution = { medianMs: number; p95Ms: number; samples: number };
export type SignInResult = {
  hashing: { algorithm: string; memoryKiB: number; passes: number; lanes: number };
  hashMs: Distribution;
  verifyMs: Distribution;
  signInMs: Distribution;
  concurrent: {
    connections: number;
    requestsPerSecond: number;
    p50Ms: number;
    p99Ms: number;
    non2xx: number;
  };
};

function distribution(values: number[]): Distribution {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { medianMs: at(0.5), p95Ms: at(0.95), samples: sorted.length };
}

async function time(times: number, work: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  return samples;
}

export async function runSignIn(options: BenchOptions, log: (m: string) => void): Promise<SignInResult> {
  log('sign-in: hashing in process');
  const stored = await hashPassword(PASSWORD);
  const hashMs = distribution(await time(SAMPLES, () => hashPassword(PASSWORD)));
  const verifyMs = distribution(
    await time(SAMPLES, () => verifyPassword({ hash: stored, password: PASSWORD })),
  );

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eshop-bench-signin-'));
  const server = await startServer(
    [process.execPath, SERVER_ENTRY],
    { DATA_DIR: dataDir, SEED_DEMO_DATA: 'false', LOG_LEVEL: 'warn', RATE_LIMIT_ENABLED: 'false' },
    ROOT,
  );
  try {
    await waitUntilReady(server, '/api/health', (r) => r.ok);
    const headers = { 'content-type': 'application/json', origin: server.baseUrl };
    const post = (url: string, body: object) =>
      fetch(`${server.baseUrl}${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
    await post('/api/auth/sign-up/email', { email: EMAIL, password: PASSWORD, name: '' });

    log('sign-in: one at a time over HTTP');
    const signInMs = distribution(
      await time(SAMPLES, async () => {
        const response = await post('/api/auth/sign-in/email', { email: EMAIL, password: PASSWORD });
        if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
        await response.arrayBuffer();
      }),
    );

    log('sign-in: under concurrent load');
    const connections = Math.min(options.connections, 10);
    const load = await autocannon({
      url: `${server.baseUrl}/api/auth/sign-in/email`,
      method: 'POST',
      headers,
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
      connections,
      duration: Math.max(3, Math.min(options.duration, 10)),
    });
    return {
      hashing: {
        algorithm: 'argon2id',
        memoryKiB: ARGON2_PARAMS.memoryCost,
        passes: ARGON2_PARAMS.timeCost,
        lanes: ARGON2_PARAMS.parallelism,
      },
      hashMs,
      verifyMs,
      signInMs,
      concurrent: {
        connections,
        requestsPerSecond: load.requests.average,
        p50Ms: load.latency.p50,
        p99Ms: load.latency.p99,
        non2xx: load.non2xx,
      },
    };
  } finally {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
