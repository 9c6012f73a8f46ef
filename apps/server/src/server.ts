// Entry point: configuration -> database -> migrations -> demo data -> listen. Stops cleanly on
// SIGTERM/SIGINT so the embedded database is closed and its folder unlocked.
import { buildApp } from './app.js';
import { findConfigWarnings, findSmtpRelayProblem } from './config/config-checks.js';
import { EnvError, loadEnv } from './config/env.js';
import { openConfiguredDatabase } from './db/client.js';
import { prepareDatabase } from './db/prepare.js';
import { countDemoProductsOnSale } from './db/seed/seed.js';
import { bootstrapAdmin } from './modules/auth/bootstrap-admin.js';
import { claimLocalUploads } from './modules/media/index.js';
import { SHOP_VERSION } from './lib/shop-version.js';
import { boundHeapGrowth, memoryAvailable, preferSmallHeap, wantsSmallHeap } from './lib/small-heap.js';

async function main() {
  const startedAt = performance.now();
  const config = loadEnv();
  // Before the database and the catalogue fill the heap: V8 reads it when it sizes the heap next.
  const memory = memoryAvailable();
  const smallHeap = wantsSmallHeap(config.SMALL_HOST, memory);
  boundHeapGrowth();
  if (smallHeap) preferSmallHeap();
  const database = await openConfiguredDatabase(config);
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    await claimLocalUploads(database, config);
    let migrated: string[] = [];
    const seeded = await prepareDatabase(database, {
      seedDemoData: config.SEED_DEMO_DATA,
      onMigrated: (applied) => (migrated = applied),
    });
    app = await buildApp({ config, database });
    for (const tag of migrated) app.log.info(`Applied migration ${tag}`);
    if (seeded > 0) app.log.info(`Seeded the demo catalogue with ${seeded} products.`);
    // SEED_DEMO_DATA=false adds no demo, but removes none either: say so rather than stay silent.
    const demoLeft = config.SEED_DEMO_DATA ? 0 : await countDemoProductsOnSale(database.db);
    if (demoLeft > 0) {
      app.log.warn(
        `SEED_DEMO_DATA=false adds no demo products, but ${demoLeft} from the demo catalogue are still on sale in this shop (added at an earlier start): delete them in Admin > All Products, or start on a new database.`,
      );
    }
    await bootstrapAdmin(
      { auth: app.auth, database, log: app.log },
      { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD },
    );
    await app.listen({ port: config.PORT, host: config.HOST });
    // Payments left without their order (a crash between the two) are completed now and periodically.
    app.checkout.startSweeping();
  } catch (error) {
    await database.close();
    throw error;
  }
  app.log.info(
    `${config.SHOP_NAME} (eShop ${SHOP_VERSION}) is ready on http://localhost:${config.PORT} (${database.backend}) in ${Math.round(performance.now() - startedAt)} ms`,
  );
  if (smallHeap && config.SMALL_HOST === 'auto') {
    app.log.info(
      `${Math.round(memory / 1024 ** 2)} MB of memory: the heap is kept small, for less memory and slower uncached searches (SMALL_HOST=auto; false turns it off).`,
    );
  }

  if (config.PAYMENTS === 'test') {
    app.log.warn(
      'Payments are in TEST MODE: no card is charged and no money moves. Set PAYMENTS=stripe with the STRIPE_* keys to take real payments.',
    );
  }
  for (const warning of findConfigWarnings(config)) app.log.warn(warning);
  // NOTE: not awaited: a relay that is down is worth a warning, not a shop that does not start.
  if (config.SMTP_URL) {
    void findSmtpRelayProblem(config.SMTP_URL).then((problem) => problem && app.log.warn(problem));
  }

  // A stop drains first on SIGTERM (what orchestrators and `docker stop` send): not ready at once,
  // serving for SHUTDOWN_DRAIN_SECONDS while the load balancer moves away, then what is in flight is
  // finished (plugins/drain.ts). Ctrl-C, or a second signal during the drain, skips the wait; a second
  // signal after it exits at once.
  let stopping = false;
  let skipDrain: () => void = () => undefined;
  let isDraining = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second signal: during the drain, end it; after it, stop now.
      if (isDraining) skipDrain();
      else process.exit(1);
      return;
    }
    stopping = true;
    const drainSeconds = signal === 'SIGTERM' ? config.SHUTDOWN_DRAIN_SECONDS : 0;
    app.log.info(
      drainSeconds > 0
        ? `${signal} received: not ready any more, serving for ${drainSeconds} s while the load balancer moves away, then stopping`
        : `${signal} received, shutting down`,
    );
    app.drain.begin();
    isDraining = true;
    await new Promise<void>((resolve) => {
      skipDrain = resolve;
      setTimeout(resolve, drainSeconds * 1000);
    });
    isDraining = false;
    // What is in flight has REQUEST_TIMEOUT_MS; a database that no longer answers must not hold the
    // exit for good (a silently unreachable server never closes its sockets).
    setTimeout(() => {
      app.log.error('the stop did not finish in time; exiting');
      process.exit(1);
    }, config.REQUEST_TIMEOUT_MS + 10_000).unref();
    try {
      await app.close();
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, 'the stop failed; exiting');
      process.exit(1);
    }
    app.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

// A start that fails says why in one line (EnvError: one line per bad variable); the stack is for
// whoever asked for it with LOG_LEVEL=debug.
main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof EnvError ? message : `eShop could not start: ${message}`);
  if (['debug', 'trace'].includes(process.env.LOG_LEVEL ?? '') && error instanceof Error)
    console.error(error.stack);
  process.exit(1);
});
