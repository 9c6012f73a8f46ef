// Browser journeys against the built shop, started the way `npm start` starts it, on a fresh data
// folder, in Debian's Chromium (never a downloaded browser).
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const PORT = 4173;
/** The shop's data folder for the run; the tests read e-mails from its outbox. */
export const DATA_DIR = fileURLToPath(new URL('./.tmp/data', import.meta.url));
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
const twoInstanceUrl = Object.assign(new URL(postgresAdminUrl), {
  pathname: `/${TWO_INSTANCE_DATABASE}`,
}).toString();

/** One of the two instances: its own port and data folder (uploads, outbox), the shared database. */
const instance = (baseUrl: string) => {
  const port = new URL(baseUrl).port;
  const dataDir = fileURLToPath(new URL(`./.tmp/data-${port}`, import.meta.url));
  return {
    command: `rm -rf ${dataDir} && node postgres-database.mjs create ${TWO_INSTANCE_DATABASE} && node ../scripts/start.mjs`,
    url: `${baseUrl}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: port,
      DATA_DIR: dataDir,
      DATABASE_URL: twoInstanceUrl,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseUrl,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      RATE_LIMIT_ENABLED: 'false',
    },
  };
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // npm test (scripts/test-all.mjs) reads the JSON report for the totals.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
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
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  globalTeardown: './global-teardown.ts',
  webServer: [
    {
      command: `rm -rf ${DATA_DIR} && node ../scripts/start.mjs`,
      url: `http://localhost:${PORT}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(PORT),
        DATA_DIR: DATA_DIR,
        LOG_LEVEL: 'warn',
        PUBLIC_URL: `http://localhost:${PORT}`,
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        // The journeys sign in many times from one address; the limits are proven by the API tests.
        RATE_LIMIT_ENABLED: 'false',
      },
    },
    instance(INSTANCE_A),
    instance(INSTANCE_B),
  ],
});
