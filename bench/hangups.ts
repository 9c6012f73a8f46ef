// Clients hanging up on writes (issue 19): 200 clients for a minute, half of them sending writes and
// hanging up 20-300 ms in (closed tabs: sign-ins with a wrong password, each from an address of its
// own so the per-address rate limits never answer them, and cart writes), the other half signed-in
// shoppers writing their carts with a 10 s client timeout. Shoppers should still be served the whole
// time; afterwards nothing may stay running or waiting in the write admission (/api/health), the
// shop must be ready (/api/ready), and fresh writes must go through at once. Before the fix, every
// hang-up while queued kept its slot for good, and after a burst every write was turned away.
import http from 'node:http';
import type { AdmissionCounters } from '../apps/server/src/plugins/admission.js';
import { createRandom } from '../apps/server/src/db/seed/generate-products.js';
import { percentile, productIds, writeCartsUntil } from './cart-writers.js';
import { createBenchDatabase } from './listing-database.js';
import type { BenchBackend, BenchOptions } from './options.js';
import { ROOT, SERVER_ENTRY } from './paths.js';
import { readMemory, startServer, stopServer, waitUntilReady } from './server-process.js';

const CATALOGUE_SIZE = 1_000;
const CLIENTS = 200;
/** Shoppers: the clients that do not hang up (the other half do). */
const SHOPPERS = CLIENTS / 2;
const CLIENT_TIMEOUT_MS = 10_000;
const HANG_UP_MIN_MS = 20;
const HANG_UP_MAX_MS = 300;
/** One hang-up in this many is a shopper's cart write (another tab); the rest are sign-ins. */
const CART_HANG_UP_EVERY = 4;
const PASSWORD = 'bench password 1';
/** After the storm: how long running and waiting may take to reach 0. */
const DRAIN_TIMEOUT_MS = 10_000;
const FRESH_WRITES = 10;

export type HangupsRun = {
  backend: BenchBackend;
  clients: number;
  hangingUp: number;
  seconds: number;
  /** The shoppers' cart writes: served (200), turned away (503), client timeouts, anything else. */
  served: number;
  shed: number;
  timeouts: number;
  otherErrors: number;
  servedPerSecond: number;
  servedP50Ms: number;
  servedP99Ms: number;
  /** 503s as a share of the shoppers' completed answers. */
  shedPercent: number;
  /** The other half: writes sent, hung up before an answer, and the answers that came first, by status. */
  hangUpsSent: number;
  hungUp: number;
  answeredFirst: Record<string, number>;
  /** /api/health's write counters once running and waiting are 0 (or the drain timed out); null when the server has none. */
  countersAfter: AdmissionCounters | null;
  /** Running and waiting at the first reading, as soon as every client had finished. */
  atEnd: { running: number; waiting: number } | null;
  /** From the end of the storm until running and waiting were 0 (undefined: never, or not reported). */
  drainMs?: number;
  readyStatusAfter: number;
  /** Fresh cart writes one after another once the storm is over: their statuses (0 = timed out) and times. */
  freshStatuses: number[];
  freshP50Ms: number;
  freshMaxMs: number;
  peakRssMb: number;
  error?: string;
};

type Log = (message: string) => void;
type Answer = { status: number; ms: number; setCookie: string[] };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Client address number `n` on the loopback network, from 127.10.0.1 on: each a visitor of its own. */
const visitorAddress = (n: number) =>
  `127.${10 + Math.floor(n / (256 * 254))}.${Math.floor(n / 254) % 256}.${1 + (n % 254)}`;
/** Shopper `i` signs up and in from 127.9.x.y, away from the visitors and from 127.0.0.1. */
const shopperAddress = (i: number) => `127.9.${Math.floor(i / 254)}.${1 + (i % 254)}`;

/**
 * One write over a connection of its own, from `from`. Hangs up (destroys the socket) after
 * `hangUpMs` unless answered first; resolves with status 0 when it hung up or failed.
 */
function send(
  baseUrl: string,
  path: string,
  method: 'POST' | 'PUT',
  payload: unknown,
  options: { from?: string; cookie?: string; hangUpMs?: number; timeoutMs?: number } = {},
): Promise<Answer> {
  const url = new URL(path, baseUrl);
  const body = JSON.stringify(payload);
  const startedAt = performance.now();
  return new Promise((resolve) => {
    let done = false;
    const timers: NodeJS.Timeout[] = [];
    const finish = (status: number, setCookie: string[] = []) => {
      if (done) return;
      done = true;
      for (const timer of timers) clearTimeout(timer);
      resolve({ status, ms: performance.now() - startedAt, setCookie });
    };
    const request = http.request({
      host: url.hostname,
      port: url.port,
      method,
      path: url.pathname,
      agent: false,
      ...(options.from ? { localAddress: options.from } : {}),
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        origin: baseUrl,
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => finish(response.statusCode ?? 0, response.headers['set-cookie'] ?? []));
      response.on('error', () => finish(0));
    });
    request.on('error', () => finish(0));
    request.on('close', () => finish(0));
    if (options.hangUpMs !== undefined) timers.push(setTimeout(() => request.destroy(), options.hangUpMs));
    if (options.timeoutMs !== undefined) timers.push(setTimeout(() => request.destroy(), options.timeoutMs));
    request.end(body);
  });
}

const shopperEmail = (i: number) => `hangups-shopper${i}@bench.example.com`;

/** Signs shopper `i` up and in from an address of its own (rate limits stay on); returns its cookie. */
async function registerShopper(baseUrl: string, i: number): Promise<string> {
  const from = shopperAddress(i);
  const account = { email: shopperEmail(i), password: PASSWORD };
  const signUp = await send(baseUrl, '/api/auth/sign-up/email', 'POST', { ...account, name: '' }, { from });
  if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}`);
  const signIn = await send(baseUrl, '/api/auth/sign-in/email', 'POST', account, { from });
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}`);
  const cookie = signIn.setCookie.map((header) => header.split(';')[0]).join('; ');
  if (!cookie) throw new Error('sign-in set no session cookie');
  return cookie;
}

const cartItems = (products: string[], n: number) => [
  { productId: products[n % products.length] as string, quantity: 1 + (n % 5) },
];

/**
 * The other half: each sends a write and hangs up after 20-300 ms, then the next, until the
 * deadline. An answer that comes first ends the write early; the client still waits out its delay,
 * so a quick 503 does not turn it into a flood.
 */
async function hangers(baseUrl: string, cookies: string[], products: string[], deadline: number) {
  let sent = 0;
  let hungUp = 0;
  let visitor = 0;
  const answeredFirst: Record<string, number> = {};
  const hanger = async (index: number) => {
    const next = createRandom(1_000 + index);
    for (let n = 0; performance.now() < deadline; n += 1) {
      const hangUpMs = HANG_UP_MIN_MS + Math.floor(next() * (HANG_UP_MAX_MS - HANG_UP_MIN_MS + 1));
      const write =
        (index + n) % CART_HANG_UP_EVERY === 0
          ? send(
              baseUrl,
              '/api/cart',
              'PUT',
              { items: cartItems(products, n) },
              {
                cookie: cookies[(index + n) % cookies.length] as string,
                hangUpMs,
              },
            )
          : send(
              baseUrl,
              '/api/auth/sign-in/email',
              'POST',
              {
                // Half an account's e-mail with a wrong password, half no account at all.
                email:
                  n % 2 === 0
                    ? shopperEmail((index + n) % SHOPPERS)
                    : `visitor${index}-${n}@bench.example.com`,
                password: 'not the password',
              },
              { from: visitorAddress(visitor++), hangUpMs },
            );
      sent += 1;
      const answer = await write;
      if (answer.status === 0) hungUp += 1;
      else {
        answeredFirst[answer.status] = (answeredFirst[answer.status] ?? 0) + 1;
        await sleep(Math.max(0, hangUpMs - answer.ms));
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS - SHOPPERS }, (_, index) => hanger(index)));
  return { sent, hungUp, answeredFirst };
}

async function health(baseUrl: string): Promise<AdmissionCounters | null> {
  const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5_000) });
  const body = (await response.json()) as { writes?: AdmissionCounters };
  return body.writes ?? null;
}

/** Polls /api/health until nothing is running or waiting, or the drain timeout passes. */
async function drain(baseUrl: string) {
  const startedAt = performance.now();
  let counters = await health(baseUrl);
  const atEnd = counters && { running: counters.running, waiting: counters.waiting };
  while (counters && (counters.running > 0 || counters.waiting > 0)) {
    if (performance.now() - startedAt > DRAIN_TIMEOUT_MS) return { counters, atEnd, drainMs: undefined };
    await sleep(100);
    counters = await health(baseUrl);
  }
  return { counters, atEnd, drainMs: counters ? performance.now() - startedAt : undefined };
}

async function benchOne(backend: BenchBackend, options: BenchOptions, log: Log): Promise<HangupsRun> {
  const run: HangupsRun = {
    backend,
    clients: CLIENTS,
    hangingUp: CLIENTS - SHOPPERS,
    seconds: 0,
    served: 0,
    shed: 0,
    timeouts: 0,
    otherErrors: 0,
    servedPerSecond: 0,
    servedP50Ms: 0,
    servedP99Ms: 0,
    shedPercent: 0,
    hangUpsSent: 0,
    hungUp: 0,
    answeredFirst: {},
    countersAfter: null,
    atEnd: null,
    readyStatusAfter: 0,
    freshStatuses: [],
    freshP50Ms: 0,
    freshMaxMs: 0,
    peakRssMb: 0,
  };
  log(`[hangups] ${backend}: creating a catalogue of ${CATALOGUE_SIZE} products...`);
  const database = await createBenchDatabase(backend, CATALOGUE_SIZE, options.postgresUrl, 'hangups');
  try {
    // Rate limits stay on: the sign-ins this is about write their counts too.
    const server = await startServer(
      [process.execPath, SERVER_ENTRY],
      { ...database.serverEnv, SEED_DEMO_DATA: 'false', LOG_LEVEL: 'warn' },
      ROOT,
    );
    try {
      await waitUntilReady(server, '/api/health', (r) => r.ok);
      const baseUrl = server.baseUrl;
      log(`[hangups] ${backend}: signing in ${SHOPPERS} shoppers`);
      const cookies: string[] = [];
      for (let i = 0; i < SHOPPERS; i += 1) cookies.push(await registerShopper(baseUrl, i));
      const products = await productIds(baseUrl);
      const seconds = options.hangupSeconds;
      log(
        `[hangups] ${backend}: ${SHOPPERS} shoppers writing carts, ${CLIENTS - SHOPPERS} clients hanging up, for ${seconds} s`,
      );
      const startedAt = performance.now();
      const deadline = startedAt + seconds * 1000;
      const [writes, hangUps] = await Promise.all([
        writeCartsUntil(baseUrl, cookies, products, deadline, CLIENT_TIMEOUT_MS),
        hangers(baseUrl, cookies, products, deadline),
      ]);
      run.seconds = (performance.now() - startedAt) / 1000;
      const completed = writes.served.length + writes.shed.length + writes.otherErrors;
      Object.assign(run, {
        served: writes.served.length,
        shed: writes.shed.length,
        timeouts: writes.timeouts,
        otherErrors: writes.otherErrors,
        servedPerSecond: writes.served.length / run.seconds,
        servedP50Ms: percentile(writes.served, 0.5),
        servedP99Ms: percentile(writes.served, 0.99),
        shedPercent: completed > 0 ? (writes.shed.length / completed) * 100 : 0,
        hangUpsSent: hangUps.sent,
        hungUp: hangUps.hungUp,
        answeredFirst: hangUps.answeredFirst,
      });

      log(`[hangups] ${backend}: after the storm: counters, readiness, ${FRESH_WRITES} fresh writes`);
      const drained = await drain(baseUrl);
      run.countersAfter = drained.counters;
      run.atEnd = drained.atEnd;
      run.drainMs = drained.drainMs;
      run.readyStatusAfter =
        (await fetch(`${baseUrl}/api/ready`, { signal: AbortSignal.timeout(5_000) }).catch(() => undefined))
          ?.status ?? 0;
      const fresh: Answer[] = [];
      for (let i = 0; i < FRESH_WRITES; i += 1) {
        fresh.push(
          await send(
            baseUrl,
            '/api/cart',
            'PUT',
            { items: cartItems(products, i) },
            {
              cookie: cookies[i] as string,
              timeoutMs: CLIENT_TIMEOUT_MS,
            },
          ),
        );
      }
      run.freshStatuses = fresh.map((answer) => answer.status);
      run.freshP50Ms = percentile(
        fresh.map((answer) => answer.ms),
        0.5,
      );
      run.freshMaxMs = Math.max(...fresh.map((answer) => answer.ms));
      run.peakRssMb = readMemory(server.pid).peakRssMb;
    } finally {
      await stopServer(server);
    }
  } catch (error) {
    run.error = error instanceof Error ? error.message : String(error);
    log(`[hangups] ${backend}: FAILED ${run.error}`);
  } finally {
    await database.dispose();
  }
  return run;
}

export async function runHangups(options: BenchOptions, log: Log): Promise<HangupsRun[]> {
  const runs: HangupsRun[] = [];
  for (const backend of options.backends) runs.push(await benchOne(backend, options, log));
  return runs;
}
