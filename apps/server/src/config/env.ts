// The only reader of process.env. Every variable is parsed and checked once, at start; a bad value
// stops the server with a message that names each offending variable. `.env.example` documents them.
import path from 'node:path';
import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';
import { findConfigProblems, resolvePayments } from './config-checks.js';

/** No proxy; how many proxies sit in front (hops); or the proxies' addresses and ranges. */
export type TrustProxy = false | number | string[];

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /** Port the shop listens on. */
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /** Interface to bind; 0.0.0.0 so a container or LAN can reach it. */
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Folder for the embedded database, uploads and the e-mail outbox. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** PostgreSQL connection string; when unset the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** Size of the PostgreSQL connection pool. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** How long to wait for PostgreSQL to accept a connection (start fails after it). */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /** PostgreSQL cancels a statement running longer than this (migrations excepted). */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
  /**
   * PostgreSQL parses and plans each statement once per connection (named statements, decision 079).
   * Off for a pooler that cannot keep them (PgBouncer in transaction mode, unless 1.21 or later with
   * max_prepared_statements above 0).
   */
  DATABASE_PREPARED_STATEMENTS: booleanFlag.default(true),
  /**
   * Writes (POST, PUT, DELETE) allowed to wait for the database; more are answered 503 at once.
   * Unset: 64 on the embedded database, 512 on PostgreSQL (see writeQueueLimitOf).
   */
  WRITE_QUEUE_LIMIT: z.coerce.number().int().min(0).max(100_000).optional(),
  /** A request not answered within this gets a 503; a client slower than this to send one, a 408. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /**
   * Seconds a stopping instance (SIGTERM) goes on serving after /api/ready turned 503, so a load
   * balancer moves shoppers away before it stops listening (plugins/drain.ts); 0 stops at once.
   * Ctrl-C (SIGINT) and a second signal skip it. Keep the orchestrator's grace period longer.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(600).default(10),
  /** Shown in the header and the page title. */
  SHOP_NAME: z.string().min(1).max(60).default('eShop'),
  /** Seed the demo catalogue when the products table is empty. */
  SEED_DEMO_DATA: booleanFlag.default(true),
  /**
   * One log line per answered request at info level (method, route pattern, status, ms, bytes,
   * request id, client address); false leaves them out (a proxy's access log may be enough).
   */
  ACCESS_LOG: booleanFlag.default(true),
  /** pino log level. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Folder of the built web app; defaults to apps/web/dist next to the server. */
  WEB_DIST_DIR: z.string().min(1).optional(),
  /** Which X-Forwarded-* headers to believe: the proxies' addresses, or how many proxies there are. */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx): TrustProxy => {
      const text = value.trim();
      if (['false', 'no', '0', ''].includes(text)) return false;
      if (['true', 'yes'].includes(text)) {
        ctx.addIssue({
          code: 'custom',
          message:
            "true would believe any client's X-Forwarded-For, so anyone could pick their own rate-limit key. Give the proxies' addresses (TRUST_PROXY=10.0.0.2 or 172.16.0.0/12, comma-separated; loopback for a proxy on this machine), or how many there are in front of the shop (TRUST_PROXY=1).",
        });
        return z.NEVER;
      }
      if (/^\d+$/.test(text)) return Number(text);
      const addresses = text.split(',').map((item) => item.trim());
      try {
        proxyAddr.compile(addresses);
      } catch (error) {
        ctx.addIssue({
          code: 'custom',
          message: error instanceof Error ? error.message : 'not an address list',
        });
        return z.NEVER;
      }
      return addresses;
    }),
  /** The address shoppers use, for links in e-mails and origin checks; default http://localhost:PORT. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Signs sessions and tokens; when unset one is generated once and kept in the database. */
  BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** The admin account's e-mail; unset keeps the existing admin (a new shop gets admin@example.com). */
  ADMIN_EMAIL: z.email().max(254).optional(),
  /** The admin's password after every start; when unset a generated one is printed once on creation. */
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(128).optional(),
  /** Google sign-in, enabled when both are set. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** SMTP relay for e-mail, e.g. smtps://user:pass@smtp.example.com:465; unset writes DATA_DIR/outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  /**
   * Sender of every e-mail the shop sends ('eShop <orders@example.com>'); default: the shop's name
   * at no-reply@ the PUBLIC_URL's host. MAIL_FROM, its earlier name, is still read.
   */
  SHOP_EMAIL_FROM: z.string().min(3).max(200).optional(),
  MAIL_FROM: z.string().min(3).max(200).optional(),
  /** 'stripe' takes real payments (needs the three STRIPE_* keys); 'test' is the offline test-mode provider. */
  PAYMENTS: z.enum(['test', 'stripe']).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must start with sk_ or rk_')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'must start with pk_').optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must start with whsec_')
    .optional(),
  /** Seconds between sweeps that complete paid checkouts left without an order; 0 turns it off. */
  PAYMENT_SWEEP_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** Serve the API's description (/api/openapi.json) and its browser (/api/docs). */
  API_DOCS: booleanFlag.default(true),
  /** The shop's contact details on /contact; contact-form messages go to SHOP_EMAIL (default: ADMIN_EMAIL). */
  SHOP_EMAIL: z.email().max(254).optional(),
  SHOP_PHONE: z.string().trim().min(1).max(40).optional(),
  SHOP_ADDRESS: z.string().trim().min(1).max(300).optional(),
  /** Product images go to this S3-compatible bucket; unset keeps them in DATA_DIR/uploads. */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** The server's address for S3-compatible services other than AWS (MinIO, R2, ...). */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /**
   * Without S3, pictures stay in DATA_DIR/uploads; on PostgreSQL a second instance with its own folder is
   * refused. true: every instance uses the same uploads folder (one host, a network file system).
   */
  UPLOADS_SHARED: booleanFlag.default(false),
  /** Address the bucket in the path (most self-hosted servers need it); defaults to on with S3_ENDPOINT. */
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  /**
   * Seconds between keep-alive comments on an event stream; each also checks that the reader's session
   * still allows the stream. Under a proxy's idle timeout (60 s for nginx).
   */
  EVENTS_HEARTBEAT_SECONDS: z.coerce.number().min(0.2).max(300).default(25),
  /**
   * Live-update streams this instance holds at once (~80 KB of memory each); more are answered 503
   * with Retry-After, and the browser tries again.
   */
  EVENTS_MAX_STREAMS: z.coerce.number().int().min(1).max(1_000_000).default(2_000),
  /**
   * Answer listings from an index of the catalogue in this process's memory (decision 018); false:
   * every listing is a database query (less memory, slower).
   */
  CATALOG_INDEX: booleanFlag.default(true),
  /**
   * The index keeps every product's card, so a listing or a product's page reads nothing from the
   * database. The cards' texts (~220 bytes a product) stay in memory while the catalogue has at
   * most this many products; beyond, they go to a file in DATA_DIR, read back from the system's page
   * cache (card-store.ts).
   */
  CATALOG_INDEX_CARDS_UP_TO: z.coerce.number().int().min(0).max(10_000_000).default(200_000),
  /**
   * Keep the catalogue index in DATA_DIR/catalog-index.snapshot and start from it, caught up on the
   * changes since, instead of reading the whole catalogue at each start (decision 041).
   */
  CATALOG_INDEX_SNAPSHOT: booleanFlag.default(true),
  /**
   * A host short of memory: V8 keeps the heap close to what is live (lib/small-heap.ts). About a third
   * less memory at 100k products, and about half the throughput of uncached searches (decision 047).
   * `auto`: when the process may use 2 GiB or less (its container's limit, else the machine's).
   */
  SMALL_HOST: z.union([z.literal('auto'), booleanFlag]).default('auto'),
  /** Catalogue answers kept in memory for repeated questions; 0 turns the read cache off (load tests). */
  CATALOG_CACHE_ENTRIES: z.coerce.number().int().min(0).max(1_000_000).default(2_000),
  /**
   * About how much memory those answers may take, in MB (a drawn page with its compressed copies is
   * ten times a listing); the least recently used go first beyond it. 0 turns the read cache off.
   */
  CATALOG_CACHE_MB: z.coerce.number().int().min(0).max(65_536).default(32),
  /** Rate limits on sign-in, sign-up and reset (turn off only for load tests). */
  RATE_LIMIT_ENABLED: booleanFlag.default(true),
  /** Bearer token that opens /metrics (Prometheus); unset: /metrics answers 404 and nothing is counted. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').max(512).optional(),
  /**
   * While the event loop's mean delay (over a second) is over this many ms, a request taken up while
   * the loop is behind is answered 503 with Retry-After at once rather than adding to a backlog the
   * process cannot keep up with (plugins/overload.ts); 0 turns it off. Unset: 1000, but 0 under
   * NODE_ENV=test, whose own work (loading code, fresh databases) stalls the loop long enough to count.
   */
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /** The same for the event loop's utilisation (0 to 1, e.g. 0.98); 0 (the default) turns it off. */
  OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0),
  /** Seconds an overloaded instance asks a client to wait (Retry-After). */
  OVERLOAD_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3_600).default(2),
  /**
   * Uncached catalogue listings (searches) wait their turn; while the oldest has waited longer than
   * this, new ones are answered 503 with Retry-After at once.
   */
  CATALOG_READ_MAX_WAIT_MS: z.coerce.number().int().min(1).max(600_000).default(1_000),
});

/** Each variable as parsed, before the rules across them (config-checks.ts). */
export type ParsedEnv = z.infer<typeof envSchema>;

export type Env = Omit<ParsedEnv, 'PAYMENTS' | 'SHOP_EMAIL_FROM' | 'MAIL_FROM'> & {
  DATA_DIR: string;
  PUBLIC_URL: string;
  /** Resolved sender of the shop's e-mail. */
  SHOP_EMAIL_FROM: string;
  /** Resolved: Stripe when asked for or when its secret key is set, else test mode. */
  PAYMENTS: 'test' | 'stripe';
};

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Reads the environment (or a given record, for tests). Empty strings count as unset. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new EnvError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = parsed.data;
  const problems = findConfigProblems(env);
  if (problems.length > 0) throw new EnvError(problems);
  const payments = resolvePayments(env);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const { MAIL_FROM, ...rest } = env;
  return {
    ...rest,
    PAYMENTS: payments,
    DATA_DIR: path.resolve(env.DATA_DIR),
    PUBLIC_URL: publicUrl,
    SHOP_EMAIL_FROM:
      env.SHOP_EMAIL_FROM ?? MAIL_FROM ?? `${env.SHOP_NAME} <no-reply@${new URL(publicUrl).hostname}>`,
  };
}
