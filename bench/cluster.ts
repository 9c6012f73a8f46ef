// Several instances of the built shop on one PostgreSQL bench database behind nginx (issue 23), as a
// deployment that scales out runs them: what the scale and soak benchmarks load.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROXY_ADDRESS, startNginx } from '../apps/server/src/test-support/nginx.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { replaceShippingAndTaxSettings } from '../apps/server/src/modules/shipping/shipping-and-tax-settings.js';
import { ADMIN, BENCH_SHIPPING_AND_TAX } from './checkout.js';
import type { BenchDatabase } from './listing-database.js';
import { ROOT, SERVER_ENTRY } from './paths.js';
import { startServer, stopServer, waitUntilReady, type ServerProcess } from './server-process.js';
import { BENCH_METRICS_TOKEN } from './turned-away.js';

export type Cluster = {
  /** nginx's address, where the clients go. */
  baseUrl: string;
  /** The origin a browser's pages have behind the proxy (it terminates TLS, so https). */
  origin: string;
  servers: ServerProcess[];
  stop: () => Promise<void>;
};

/** Connections nginx may hold: the benchmark's clients plus as many to the instances. */
const NGINX_CONNECTIONS = 4_096;
/** Idle connections to each instance nginx keeps for reuse (no new TCP connection per request). */
const NGINX_KEEPALIVE = 64;

export async function startCluster(
  database: BenchDatabase,
  instances: number,
  env: Record<string, string>,
): Promise<Cluster> {
  if (!database.serverEnv.DATABASE_URL) throw new Error('several instances need PostgreSQL');
  if (!fs.existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run "npm run build"`);
  const dataDirs: string[] = [];
  const servers: ServerProcess[] = [];
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  const stop = async () => {
    await nginx?.stop();
    await Promise.all(servers.map((server) => stopServer(server)));
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (let n = 0; n < instances; n += 1) {
      // Uploads and the e-mail outbox are per instance here (a real deployment shares them or uses S3).
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `eshop-bench-instance-${n}-`));
      dataDirs.push(dataDir);
      servers.push(
        await startServer(
          [process.execPath, SERVER_ENTRY],
          // The benchmark uploads no pictures (each instance has its own DATA_DIR).
          {
            ...database.serverEnv,
            DATA_DIR: dataDir,
            TRUST_PROXY: PROXY_ADDRESS,
            UPLOADS_SHARED: 'true',
            ...env,
          },
          ROOT,
        ),
      );
    }
    // Started together: migrations and the admin account take turns under the database's locks.
    await Promise.all(servers.map((server) => waitUntilReady(server, '/api/health', (r) => r.ok)));
    nginx = await startNginx(
      servers.map((server) => Number(new URL(server.baseUrl).port)),
      { workerConnections: NGINX_CONNECTIONS, keepalive: NGINX_KEEPALIVE },
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseUrl: `http://127.0.0.1:${nginx.port}`,
    origin: `https://127.0.0.1:${nginx.port}`,
    servers,
    stop,
  };
}

/**
 * The scale and soak benchmarks' shop: the checkout benchmark's shipping and tax, test payments, the
 * admin, metrics for the 503s' causes, and no rate limits (every client is this machine's one address).
 */
export async function startCheckoutCluster(database: BenchDatabase, instances: number): Promise<Cluster> {
  const settingsDb = await openDatabase(database.databaseOptions);
  try {
    await replaceShippingAndTaxSettings(settingsDb.db, BENCH_SHIPPING_AND_TAX);
  } finally {
    await settingsDb.close();
  }
  return startCluster(database, instances, {
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    PAYMENTS: 'test',
    RATE_LIMIT_ENABLED: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    METRICS_TOKEN: BENCH_METRICS_TOKEN,
  });
}
