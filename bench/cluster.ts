// Several instances of the built shop on one PostgreSQL bench database behind nginx (issue 23), as a
// deployment that scales out runs them: what the scale and soak benchmarks load.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROXY_ADDRESS, startNginx } from '../apps/server/src/test-support/nginx.js';
import type { BenchDatabase } from './listing-database.js';
import { ROOT, SERVER_ENTRY } from './paths.js';
import { startServer, stopServer, waitUntilReady, type ServerProcess } from './server-process.js';

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
          { ...database.serverEnv, DATA_DIR: dataDir, TRUST_PROXY: PROXY_ADDRESS, ...env },
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
