// Command-line flags (and BENCH_* environment variables) of `npm run bench`.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { RESULTS_DIR } from './paths.js';

export const BENCHMARKS = [
  'listing',
  'startup',
  'bundle',
  'lighthouse',
  'signin',
  'checkout',
  'reset',
  'writes',
  'hangups',
  'sse',
  'import',
  'scale',
  'overload',
  'soak',
] as const;
export type BenchmarkName = (typeof BENCHMARKS)[number];
export const BACKENDS = ['pglite', 'postgres'] as const;
export type BenchBackend = (typeof BACKENDS)[number];
export const SCENARIOS = [
  'default',
  'search',
  'search-varied',
  'first-page-uncached',
  'varied-uncached',
  'html-home',
  'html-category',
  'html-product',
  'html-home-uncached',
  'html-category-uncached',
  'html-product-uncached',
  'html-product-varied',
  'html-product-varied-uncached',
  'html-category-varied-uncached',
  'html-search-uncached',
  'common-term-uncached',
  'common-mix-uncached',
  'product-uncached',
] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

export type BenchOptions = {
  only: BenchmarkName[];
  backends: BenchBackend[];
  sizes: number[];
  scenarios: ScenarioName[];
  /** Seconds of each measured autocannon run. */
  duration: number;
  /** Hang-up benchmark: seconds of clients hanging up on writes beside shoppers writing carts. */
  hangupSeconds: number;
  /** Seconds of the unmeasured run before each measured one. */
  warmup: number;
  connections: number;
  /** Accept-Encoding of the load-test requests: browsers send 'gzip, deflate, br'; 'identity' = none. */
  acceptEncoding: string;
  /** Starts per startup case (the median is reported). */
  repeats: number;
  /** Checkout benchmark: concurrent signed-in shoppers, and the orders they place between them. */
  shoppers: number;
  orders: number;
  /** Scale benchmark: shoppers checking out at once through nginx across two instances. */
  scaleShoppers: number;
  /** Overload benchmark: connections of uncached searches, for how long, on how many products. */
  overloadConnections: number;
  overloadSeconds: number;
  overloadProducts: number;
  /** Soak benchmark: seconds of mixed traffic. */
  soakSeconds: number;
  /** SSE benchmark: streams held open at once, and events sent to all of them. */
  sseConnections: number;
  sseEvents: number;
  /** Connection string of a PostgreSQL database from which bench databases are created. */
  postgresUrl: string;
  /** Lighthouse runs per page and form factor (the median is reported). */
  lighthouseRuns: number;
  /** Where the Lighthouse JSON of each page and form factor's median run is written. */
  lighthouseDir: string;
};

export const USAGE = `Usage: npm run bench -- [flags]
  --only listing,startup,bundle,lighthouse,signin,checkout,reset,writes,hangups,sse,import,scale,
         overload,soak
                                  which benchmarks to run (default: all)
  --backends pglite,postgres      listing, checkout, writes, hangups, import and overload
                                  backends (default: both)
  --sizes 1000,10000,100000       listing catalogue sizes (default: these three; 1000000 takes ~4 min to seed)
  --scenarios default,search,search-varied,first-page-uncached,varied-uncached,html-home,html-category,
              html-product,html-home-uncached,html-category-uncached,html-product-uncached,
              html-product-varied,html-product-varied-uncached,html-category-varied-uncached,
              html-search-uncached,
              common-term-uncached,common-mix-uncached,product-uncached
                                  (the *-uncached ones run on a server with its read cache off)
  --duration 10                   seconds per measured run (BENCH_DURATION)
  --hangup-seconds 60             seconds of the hang-up storm, per backend (BENCH_HANGUP_SECONDS)
  --warmup 2                      seconds of warm-up before each run (BENCH_WARMUP)
  --connections 50                concurrent connections (BENCH_CONNECTIONS)
  --encoding "gzip, deflate, br"  Accept-Encoding of listing requests; "identity" for
                                  uncompressed answers (BENCH_ENCODING)
  --repeats 3                     starts per startup case (BENCH_REPEATS)
  --shoppers 50                   concurrent shoppers of the checkout benchmark (BENCH_SHOPPERS)
  --orders 500                    orders they place per backend (BENCH_ORDERS)
  --scale-shoppers 500            shoppers checking out at once through nginx, two instances
                                  (BENCH_SCALE_SHOPPERS)
  --overload-connections 500      connections of uncached varied searches (BENCH_OVERLOAD_CONNECTIONS)
  --overload-seconds 30           seconds of that crowd (BENCH_OVERLOAD_SECONDS)
  --overload-products 100000      catalogue size of the overload benchmark (BENCH_OVERLOAD_PRODUCTS)
  --soak-seconds 600              seconds of the soak's mixed traffic (BENCH_SOAK_SECONDS)
  --sse-connections 5000          event streams the SSE benchmark holds open (BENCH_SSE_CONNECTIONS)
  --sse-events 5                  events it sends to all of them (BENCH_SSE_EVENTS)
  --postgres-url URL              admin connection (BENCH_POSTGRES_URL,
                                  default postgres://postgres@127.0.0.1:5432/postgres)
  --lighthouse-runs 3             Lighthouse runs per page and form factor (BENCH_LIGHTHOUSE_RUNS)
  --lighthouse-dir DIR            where the median runs' Lighthouse JSON goes (BENCH_LIGHTHOUSE_DIR,
                                  default bench/results/lighthouse)
Environment only:
  BENCH_SERVER_ROOT=DIR           start DIR/apps/server/dist/server.js instead of this checkout's
                                  built server (compare another checkout; build it there first)`;

function list<T extends string>(value: string | undefined, allowed: readonly T[], flag: string): T[] {
  if (value === undefined) return [...allowed];
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  for (const item of items) {
    if (!(allowed as readonly string[]).includes(item)) {
      throw new Error(`--${flag}: "${item}" is not one of ${allowed.join(', ')}`);
    }
  }
  return items as T[];
}

function positive(value: string | undefined, fallback: number, flag: string): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0) throw new Error(`--${flag}: "${value}" is not a number >= 0`);
  return number;
}

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      only: { type: 'string' },
      backends: { type: 'string' },
      sizes: { type: 'string' },
      scenarios: { type: 'string' },
      duration: { type: 'string' },
      'hangup-seconds': { type: 'string' },
      warmup: { type: 'string' },
      connections: { type: 'string' },
      repeats: { type: 'string' },
      shoppers: { type: 'string' },
      orders: { type: 'string' },
      encoding: { type: 'string' },
      'postgres-url': { type: 'string' },
      'lighthouse-runs': { type: 'string' },
      'sse-connections': { type: 'string' },
      'scale-shoppers': { type: 'string' },
      'overload-connections': { type: 'string' },
      'overload-seconds': { type: 'string' },
      'overload-products': { type: 'string' },
      'soak-seconds': { type: 'string' },
      'sse-events': { type: 'string' },
      'lighthouse-dir': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const sizes = (values.sizes ?? '1000,10000,100000').split(',').map((size) => positive(size, 0, 'sizes'));
  if (sizes.some((size) => !Number.isInteger(size) || size < 1))
    throw new Error('--sizes: whole numbers >= 1');
  return {
    only: list(values.only, BENCHMARKS, 'only'),
    backends: list(values.backends, BACKENDS, 'backends'),
    sizes,
    scenarios: list(values.scenarios, SCENARIOS, 'scenarios'),
    duration: positive(values.duration ?? env.BENCH_DURATION, 10, 'duration'),
    hangupSeconds: Math.max(
      1,
      positive(values['hangup-seconds'] ?? env.BENCH_HANGUP_SECONDS, 60, 'hangup-seconds'),
    ),
    warmup: positive(values.warmup ?? env.BENCH_WARMUP, 2, 'warmup'),
    connections: Math.max(
      1,
      Math.round(positive(values.connections ?? env.BENCH_CONNECTIONS, 50, 'connections')),
    ),
    acceptEncoding: values.encoding ?? env.BENCH_ENCODING ?? 'gzip, deflate, br',
    repeats: Math.max(1, Math.round(positive(values.repeats ?? env.BENCH_REPEATS, 3, 'repeats'))),
    shoppers: Math.max(1, Math.round(positive(values.shoppers ?? env.BENCH_SHOPPERS, 50, 'shoppers'))),
    orders: Math.max(1, Math.round(positive(values.orders ?? env.BENCH_ORDERS, 500, 'orders'))),
    scaleShoppers: Math.max(
      1,
      Math.round(positive(values['scale-shoppers'] ?? env.BENCH_SCALE_SHOPPERS, 500, 'scale-shoppers')),
    ),
    overloadConnections: Math.max(
      1,
      Math.round(
        positive(
          values['overload-connections'] ?? env.BENCH_OVERLOAD_CONNECTIONS,
          500,
          'overload-connections',
        ),
      ),
    ),
    overloadSeconds: Math.max(
      1,
      positive(values['overload-seconds'] ?? env.BENCH_OVERLOAD_SECONDS, 30, 'overload-seconds'),
    ),
    overloadProducts: Math.max(
      1,
      Math.round(
        positive(values['overload-products'] ?? env.BENCH_OVERLOAD_PRODUCTS, 100_000, 'overload-products'),
      ),
    ),
    soakSeconds: Math.max(1, positive(values['soak-seconds'] ?? env.BENCH_SOAK_SECONDS, 600, 'soak-seconds')),
    sseConnections: Math.max(
      1,
      Math.round(positive(values['sse-connections'] ?? env.BENCH_SSE_CONNECTIONS, 5000, 'sse-connections')),
    ),
    sseEvents: Math.max(
      1,
      Math.round(positive(values['sse-events'] ?? env.BENCH_SSE_EVENTS, 5, 'sse-events')),
    ),
    postgresUrl:
      values['postgres-url'] ?? env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    lighthouseRuns: Math.max(
      1,
      Math.round(positive(values['lighthouse-runs'] ?? env.BENCH_LIGHTHOUSE_RUNS, 3, 'lighthouse-runs')),
    ),
    lighthouseDir: path.resolve(
      values['lighthouse-dir'] ?? env.BENCH_LIGHTHOUSE_DIR ?? path.join(RESULTS_DIR, 'lighthouse'),
    ),
  };
}
