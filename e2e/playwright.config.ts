// Browser journeys against the built shop, started the way `npm start` starts it, on a fresh data
// folder, in Debian's Chromium (never a downloaded browser).
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const PORT = 4173;
/** The shop's data folder for the run; the tests read e-mails from its outbox. */
export const DATA_DIR = fileURLToPath(new URL('./.tmp/data', import.meta.url));
export const ADMIN_EMAIL = 'owner@example.com';
export const ADMIN_PASSWORD = 'owner password 1';

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
  webServer: {
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
});
