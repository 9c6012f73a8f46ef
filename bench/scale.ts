// Issue 23's proof: `--scale-shoppers` (500) shoppers at once checking out through nginx across two
// instances of the built shop on PostgreSQL. Each, signed in beforehand, saves a cart, gets a quote, a payment
// intent, pays with the test card and places the order; then the shop's own tables are counted:
// orders = successful payments exactly, each charged what its quote said.
import {
  checkDatabase,
  distribution,
  loadProducts,
  type CheckoutRun,
  type Distribution,
} from './checkout.js';
import { startCheckoutCluster } from './cluster.js';
import { createBenchDatabase } from './listing-database.js';
import type { BenchOptions } from './options.js';
import { readMemory, type MemoryUse } from './server-process.js';
import {
  benchClient,
  type BenchClient,
  emptyStepTimes,
  failureKind,
  purchase,
  signIn,
  signUp,
  STEPS,
  type Step,
  type StepTimes,
} from './shopper-journey.js';
import { formatTable, round } from './table.js';
import { describeTurnedAway, readTurnedAway, sumTurnedAway, type TurnedAway } from './turned-away.js';

const CATALOGUE_SIZE = 1_000;
const INSTANCES = 2;
const PASSWORD = 'bench password 1';
/** Orders placed first, ten at a time, and not measured (compilation, connections, plans). */
const WARMUP_ORDERS = 20;
/** Sign-ups sent at once while preparing (hashing a password is the expensive part). */
const SIGN_UP_BATCH = 25;

export type ScaleRun = {
  instances: number;
  shoppers: number;
  warmupOrders: number;
  /** Measured orders that went through. */
  ordersPlaced: number;
  /** From the first shopper's cart to the last one's order. */
  seconds: number;
  ordersPerSecond: number;
  /** One shopper, cart to order. */
  journeyMs: Distribution;
  stepsMs: Record<Step, Distribution>;
  /** Journeys that failed (a request answered non-2xx or not at all); the first messages are kept. */
  errors: number;
  /** Failed journeys by the status they ended on ('503' = turned away by the write admission). */
  errorsByStatus: Record<string, number>;
  errorSamples: string[];
  /** The instances' 503s by cause, from their /metrics. */
  turnedAway: TurnedAway;
  check: CheckoutRun['check'] | null;
  /** Each instance after the run. */
  memory: MemoryUse[];
  error?: string;
};

type Log = (message: string) => void;

const emailOf = (n: number) => `scale${n}@bench.example.com`;

/** Runs `work` for 0..count-1, `width` at a time. */
async function inBatches(count: number, width: number, work: (n: number) => Promise<void>) {
  for (let start = 0; start < count; start += width) {
    await Promise.all(
      Array.from({ length: Math.min(width, count - start) }, (_, offset) => work(start + offset)),
    );
  }
}

export function isScaleRunSound(run: ScaleRun): boolean {
  const { check } = run;
  return (
    !run.error &&
    check !== null &&
    run.errors === 0 &&
    run.ordersPlaced === run.shoppers &&
    check.orders === run.warmupOrders + run.shoppers &&
    check.orders === check.successfulPayments &&
    check.paymentsWithoutOrder === 0 &&
    check.ordersWithWrongAmount === 0 &&
    check.ordersNotCaptured === 0 &&
    check.amountChargedCents === check.amountExpectedCents &&
    check.amountChargedCents === check.orderTotalsCents
  );
}

export async function runScale(options: BenchOptions, log: Log): Promise<ScaleRun> {
  const shoppers = options.scaleShoppers;
  const times: StepTimes = emptyStepTimes();
  const journeys: number[] = [];
  const result: ScaleRun = {
    instances: INSTANCES,
    shoppers,
    warmupOrders: WARMUP_ORDERS,
    ordersPlaced: 0,
    seconds: 0,
    ordersPerSecond: 0,
    journeyMs: distribution([]),
    stepsMs: Object.fromEntries(STEPS.map((step) => [step, distribution([])])) as ScaleRun['stepsMs'],
    errors: 0,
    errorsByStatus: {},
    errorSamples: [],
    turnedAway: {},
    check: null,
    memory: [],
  };
  const fail = (error: unknown) => {
    result.errors += 1;
    const kind = failureKind(error);
    result.errorsByStatus[kind] = (result.errorsByStatus[kind] ?? 0) + 1;
    if (result.errorSamples.length < 5)
      result.errorSamples.push(error instanceof Error ? error.message : String(error));
  };
  log(`[scale] creating a PostgreSQL catalogue of ${CATALOGUE_SIZE} products...`);
  const database = await createBenchDatabase('postgres', CATALOGUE_SIZE, options.postgresUrl, 'scale');
  let expectedCents = 0;
  try {
    const cluster = await startCheckoutCluster(database, INSTANCES);
    try {
      const client = () => benchClient(cluster.baseUrl, cluster.origin);
      log(
        `[scale] ${INSTANCES} instances behind nginx at ${cluster.baseUrl}; signing up ${shoppers} shoppers`,
      );
      // Signed up and signed in beforehand, 25 at a time (not measured): the crowd is 500 shoppers
      // checking out. 500 sign-ins in the same second are 500 argon2id hashes, seconds of CPU on
      // this machine, which the write admission's auth lane turns partly away by design (decision 021).
      const sessions: BenchClient[] = [];
      await inBatches(shoppers, SIGN_UP_BATCH, async (n) => {
        const shopper = client();
        await signUp(shopper, emailOf(n), PASSWORD);
        await signIn(shopper, emailOf(n), PASSWORD, times.signIn);
        sessions[n] = shopper;
      });
      const products = await loadProducts(cluster.baseUrl);
      const shop = async (shopper: BenchClient, orderNumber: number, stepTimes: StepTimes) => {
        const { totalCents } = await purchase(shopper, products, orderNumber, stepTimes);
        expectedCents += totalCents;
      };
      await inBatches(WARMUP_ORDERS, 10, (n) =>
        shop(sessions[n % shoppers]!, n, emptyStepTimes()).catch(fail),
      );

      log(`[scale] ${shoppers} shoppers checking out at once`);
      const startedAt = performance.now();
      await Promise.all(
        sessions.map(async (shopper, n) => {
          const started = performance.now();
          try {
            await shop(shopper, WARMUP_ORDERS + n, times);
            journeys.push(performance.now() - started);
          } catch (error) {
            fail(error);
          }
        }),
      );
      result.seconds = (performance.now() - startedAt) / 1000;
      result.ordersPlaced = journeys.length;
      result.ordersPerSecond = journeys.length / result.seconds;
      result.journeyMs = distribution(journeys);
      result.stepsMs = Object.fromEntries(
        STEPS.map((step) => [step, distribution(times[step])]),
      ) as ScaleRun['stepsMs'];
      result.memory = cluster.servers.map((server) => readMemory(server.pid));
      result.turnedAway = sumTurnedAway(
        await Promise.all(cluster.servers.map((server) => readTurnedAway(server.baseUrl))),
      );
    } finally {
      await cluster.stop();
    }
    result.check = await checkDatabase(database.databaseOptions, expectedCents);
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
    log(`[scale] FAILED: ${result.error}`);
  } finally {
    await database.dispose();
  }
  return result;
}

const STEP_LABELS: Record<Step, string> = {
  signIn: 'sign in (beforehand, 25 at a time)',
  cart: 'save cart (PUT /api/cart)',
  quote: 'quote',
  intent: 'payment intent',
  pay: 'test card',
  complete: 'order',
};

export function scaleTable(run: ScaleRun): string {
  const row = (label: string, d: Distribution): (string | number)[] => [
    label,
    round(d.p50Ms),
    round(d.p99Ms),
    round(d.maxMs),
  ];
  const { check } = run;
  const ledger = check
    ? `${check.orders} orders, ${check.successfulPayments} successful payments, ${check.paymentsWithoutOrder} paid without an order, ${check.ordersNotCaptured} not captured, charged ${check.amountChargedCents === check.amountExpectedCents ? '=' : '≠'} quoted`
    : 'not counted';
  return [
    `Scale: ${run.shoppers} shoppers at once through nginx, ${run.instances} instances on PostgreSQL (${CATALOGUE_SIZE.toLocaleString('en-US')} products, ${run.warmupOrders} warm-up orders first)`,
    formatTable(
      ['step', 'p50 ms', 'p99 ms', 'max ms'],
      [
        ...STEPS.map((step) => row(STEP_LABELS[step], run.stepsMs[step])),
        row('one shopper, cart to order', run.journeyMs),
      ],
    ),
    `orders placed ${run.ordersPlaced}/${run.shoppers} in ${round(run.seconds, 1)} s = ${round(run.ordersPerSecond, 1)} orders/s; errors ${run.errors}${run.errors ? ` by status ${JSON.stringify(run.errorsByStatus)}` : ''}`,
    ...run.errorSamples.map((sample) => `  ${sample}`),
    `503s by cause (both instances' /metrics): ${describeTurnedAway(run.turnedAway)}`,
    `ledger: ${ledger} -> ${isScaleRunSound(run) ? 'sound' : 'NOT SOUND'}`,
    `memory: ${run.memory.map((m, n) => `instance ${n + 1} RSS ${round(m.rssMb)} MB (peak ${round(m.peakRssMb)})`).join(', ')}`,
    ...(run.error ? [`FAILED: ${run.error}`] : []),
  ].join('\n');
}
