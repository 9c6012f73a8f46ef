// The start of a real shop process: settings that cannot work stop it in one line naming the
// variable; a relay that does not answer is warned about, by name, while the shop serves.
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, isUp, shopEnvironment, startShop, waitFor } from '../test-support/server-process.js';

describe('checks at start', () => {
  const cleanups: (() => Promise<unknown> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('refuses half an S3 set-up and Stripe without its webhook secret, naming them', async () => {
    const shop = await shopEnvironment('pglite');
    cleanups.push(shop.cleanup);
    const server = startShop({
      ...shop.env,
      S3_ENDPOINT: 'http://minio:9000',
      STRIPE_SECRET_KEY: 'sk_live_51abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_51abc',
    });
    cleanups.push(() => server.stop('SIGKILL'));
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('S3_BUCKET: required when S3_ENDPOINT is set');
    expect(server.output()).toContain('STRIPE_WEBHOOK_SECRET: required');
    expect(server.output()).not.toMatch(/\n\s+at /);
  });

  it('refuses a switch it does not understand, by name, and says what SEED_DEMO_DATA=false leaves', async () => {
    const shop = await shopEnvironment('pglite');
    cleanups.push(shop.cleanup);
    const refused = startShop({ ...shop.env, SEED_DEMO_DATA: 'off' });
    cleanups.push(() => refused.stop('SIGKILL'));
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain('SEED_DEMO_DATA: Invalid option');

    // The test's shop was seeded with the demo at its first start.
    const server = startShop({ ...shop.env, SEED_DEMO_DATA: 'no' });
    cleanups.push(() => server.stop('SIGKILL'));
    await waitFor(isUp(shop.base));
    const warning = await waitFor(async () =>
      server
        .output()
        .split('\n')
        .find((line) => line.includes('SEED_DEMO_DATA=false')),
    );
    expect(warning).toMatch(/but \d+ from the demo catalogue are still on sale/);
  });

  it('starts with an SMTP relay that is down, and says so', async () => {
    const shop = await shopEnvironment('pglite');
    cleanups.push(shop.cleanup);
    const closedPort = await freePort();
    const server = startShop({ ...shop.env, SMTP_URL: `smtp://shop:relay-password@127.0.0.1:${closedPort}` });
    cleanups.push(() => server.stop('SIGKILL'));
    await waitFor(isUp(shop.base));
    const warning = await waitFor(async () =>
      server
        .output()
        .split('\n')
        .find((line) => line.includes('SMTP_URL:')),
    );
    expect(warning).toContain('"level":40');
    expect(warning).toContain('ECONNREFUSED');
    expect(warning).not.toContain('relay-password');
    expect((await fetch(`${shop.base}/api/ready`)).status).toBe(200);
  });
});
