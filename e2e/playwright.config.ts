// Browser journeys against the built shop, started the way `npm start` starts it, on a fresh data
// folder, in Debian's Chromium (never a downloaded browser).
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import type { ShopOptions } from './tests/fixtures';

/**
 * Debian's old headless shell (package chromium-headless-shell), what Playwright itself runs headless:
 * the full browser in its new headless mode drew every page through a software GPU process and took
 * most of the machine (decision 048). Chromium itself when the shell is not installed.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const BROWSER = fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium';

/**
 * Two shops, each with its own port and data folder (the journeys read e-mails from its outbox), and
 * the journeys split between them: each shop takes one journey at a time, as one shopper after
 * another, and the two run side by side (with the headless shell: 6.3 -> 3.9-4.5 minutes on a
 * 2-core machine, decision 048). SHOP_B_JOURNEYS is about half of the journeys' time, measured;
 * every other file runs on shop A.
 */
type Shop = { port: number; dataDir: string };
const dataDirFor = (port: number) => fileURLToPath(new URL(`./.tmp/data-${port}`, import.meta.url));
const SHOP_A: Shop = { port: 4173, dataDir: dataDirFor(4173) };
const SHOP_B: Shop = { port: 4176, dataDir: dataDirFor(4176) };
const SHOP_B_JOURNEYS = [
  'accounts.spec.ts',
  'admin-branding.spec.ts',
  'admin-customers.spec.ts',
  'admin-inventory.spec.ts',
  'admin-refunds.spec.ts',
  // It re-words ADD TO CARD for a moment, which shop A's journeys click.
  'admin-texts.spec.ts',
  // They add products of their own with options, which shop A's counting journeys must not meet.
  'admin-variants.spec.ts',
  'checkout.spec.ts',
  // It adds a discount code and an order with it.
  'discounts.spec.ts',
  'home.spec.ts',
  // It sets the shop's currency to euros and adds a zone for the time it runs.
  'international.spec.ts',
  'product-and-cart.spec.ts',
  'server-rendering.spec.ts',
  'shop-pages.spec.ts',
  // It adds a staff member, who refunds an order.
  'staff.spec.ts',
  'variants.spec.ts',
];
export const ADMIN_EMAIL = 'owner@example.com';
export const ADMIN_PASSWORD = 'owner password 1';

/**
 * Two more instances of the shop on one PostgreSQL database, for the journey that proves live updates
 * cross instances. The name is fixed in the main process and inherited by the workers.
 */
process.env.E2E_TWO_INSTANCE_DATABASE ??= `eshop_e2e_${Date.now().toString(36)}`;
export const TWO_INSTANCE_DATABASE = process.env.E2E_TWO_INSTANCE_DATABASE;
export const INSTANCE_A = 'http://localhost:4174';
export const INSTANCE_B = 'http://localhost:4175';
const postgresAdminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const postgresUrl = (database: string) =>
  Object.assign(new URL(postgresAdminUrl), { pathname: `/${database}` }).toString();

/**
 * A shop started the way `npm start` starts it, on a fresh data folder (uploads, outbox): on its own
 * embedded database, or on the PostgreSQL database named (created first; both instances ask for it).
 */
const shopServer = ({ port, dataDir, postgresDatabase }: Shop & { postgresDatabase?: string }) => ({
  command: [
    `rm -rf ${dataDir}`,
    ...(postgresDatabase ? [`node postgres-database.mjs create ${postgresDatabase}`] : []),
    'node ../scripts/start.mjs',
  ].join(' && '),
  url: `http://localhost:${port}/api/health`,
  timeout: 120_000,
  reuseExistingServer: false,
  env: {
    PORT: String(port),
    DATA_DIR: dataDir,
    ...(postgresDatabase ? { DATABASE_URL: postgresUrl(postgresDatabase) } : {}),
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://localhost:${port}`,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    // The journeys sign in many times from one address; the limits are proven by the API tests.
    RATE_LIMIT_ENABLED: 'false',
  },
});
/** One of the two instances on one PostgreSQL database: its own port and data folder. */
const instance = (baseUrl: string) => {
  const port = Number(new URL(baseUrl).port);
  const server = shopServer({ port, dataDir: dataDirFor(port), postgresDatabase: TWO_INSTANCE_DATABASE });
  // NOTE: without S3 a second instance is refused (decision 049); their journey uploads no pictures.
  return { ...server, env: { ...server.env, UPLOADS_SHARED: 'true' } };
};

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
const shopProject = (name: string, { port, dataDir }: Shop) => ({
  name,
  // One journey at a time on each shop: they change its stock, settings and categories.
  workers: 1,
  use: { ...desktop, baseURL: `http://localhost:${port}`, dataDir },
});

export default defineConfig<object, ShopOptions>({
  testDir: './tests',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // A journey is many steps, and with two shops and two browsers on two cores each step can take
  // twice as long as alone: the longest took 27 s of the 30 s it had (each wait keeps its 10 s). On a
  // slower machine the guest checkout took 18 s alone and past 60 s in a full CI run: 120 s.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // npm test (scripts/test-all.mjs) reads the JSON report for the totals.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: BROWSER,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { ...shopProject('shop-a', SHOP_A), testIgnore: SHOP_B_JOURNEYS },
    { ...shopProject('shop-b', SHOP_B), testMatch: SHOP_B_JOURNEYS },
  ],
  globalTeardown: './global-teardown.ts',
  webServer: [shopServer(SHOP_A), shopServer(SHOP_B), instance(INSTANCE_A), instance(INSTANCE_B)],
});
