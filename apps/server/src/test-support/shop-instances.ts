// Several shop processes on one new PostgreSQL database, as a deployment behind a load balancer runs
// them: each with its own port and DATA_DIR, any of them killable (kill -9) and startable again.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, isUp, startShop, waitFor, type ShopProcess } from './server-process.js';
import { createPostgresDatabase } from './test-database.js';

export type ShopInstance = {
  port: number;
  /** The instance's own address, bypassing any proxy. */
  base: string;
  readonly process: ShopProcess;
  /**
   * Stops it (kill -9 by default; SIGTERM drains and waits for its exit) and starts it again on the
   * same port and database, resolved once it answers.
   */
  restart: (signal?: 'SIGKILL' | 'SIGTERM') => Promise<void>;
};

export type ShopInstances = {
  databaseUrl: string;
  instances: ShopInstance[];
  /** Stops every process, drops the database, removes the data folders. */
  cleanup: () => Promise<void>;
};

/** Starts `count` instances at once on a fresh database (migrations and the admin take turns). */
export async function startShopInstances(count: number, env: Record<string, string>): Promise<ShopInstances> {
  const database = await createPostgresDatabase();
  const dataDirs: string[] = [];
  const instances: ShopInstance[] = [];
  const cleanup = async () => {
    await Promise.all(instances.map((instance) => instance.process.stop('SIGKILL')));
    await database.drop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (let n = 0; n < count; n += 1) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `eshop-instance-${n}-`));
      dataDirs.push(dataDir);
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const instanceEnv = {
        // NOTE: these instances upload no pictures; each DATA_DIR is its own (a test of pictures
        // across instances gives them S3).
        UPLOADS_SHARED: 'true',
        ...env,
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        PORT: String(port),
      };
      let current = startShop(instanceEnv);
      instances.push({
        port,
        base,
        get process() {
          return current;
        },
        restart: async (signal = 'SIGKILL') => {
          await current.stop(signal);
          current = startShop(instanceEnv);
          await waitUntilUp(current, base);
        },
      });
    }
    await Promise.all(instances.map((instance) => waitUntilUp(instance.process, instance.base)));
  } catch (error) {
    await cleanup();
    throw error;
  }
  return { databaseUrl: database.url, instances, cleanup };
}

async function waitUntilUp(shop: ShopProcess, base: string): Promise<void> {
  try {
    await waitFor(isUp(base));
  } catch {
    throw new Error(`the instance at ${base} did not come up:\n${shop.output()}`);
  }
}
