// An embedded shop backed up while it runs (decision 052). Only one process may open a PGlite folder,
// so `db:backup` asks the running shop, over a Unix socket in DATA_DIR, for the same archive it would
// have written itself. The socket is not on the shop's port: no shopper, proxy or network can reach
// it. Only the shop's own OS user can (DATA_DIR is 0700, the socket 0600), the user who can read the
// database's files anyway, so it needs no token that could leak. The tables are read in one
// transaction, which holds the embedded database's one connection: the shop's requests wait for it
// (measured in the decision); the uploads are copied after it.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../client.js';
import { prepareBackup, writeBackup, type PreparedBackup } from './create-backup.js';
import { describeFailure } from './failure-message.js';
import { listUploadKeys, type UploadFiles } from './upload-files.js';

export const BACKUP_SOCKET_NAME = 'eshop-backup.sock';
export const BACKUP_SOCKET_PATH = '/backup';
export const backupSocketPath = (dataDir: string) => path.join(path.resolve(dataDir), BACKUP_SOCKET_NAME);

/** Linux's limit for a socket's address (sun_path: 108 bytes, the last one a zero). */
const MAX_SOCKET_PATH_BYTES = 107;

export type BackupSocketOptions = {
  dataDir: string;
  database: Database;
  uploads: UploadFiles;
  log: FastifyBaseLogger;
};

export type BackupSocket = { close: () => Promise<void> };

/** Listens on DATA_DIR/eshop-backup.sock; undefined (and a warning) where it cannot. Never fails the start. */
export async function openBackupSocket(options: BackupSocketOptions): Promise<BackupSocket | undefined> {
  const socketPath = backupSocketPath(options.dataDir);
  const notOffered = (reason: string) => {
    options.log.warn(
      `Backups of the running shop are not offered (${reason}); db:backup needs the shop stopped.`,
    );
    return undefined;
  };
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH_BYTES) {
    return notOffered(`${socketPath} is longer than a socket's address may be: use a shorter DATA_DIR`);
  }
  let inFlight: Promise<void> | undefined;
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== BACKUP_SOCKET_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found.');
      return;
    }
    if (inFlight) {
      response
        .writeHead(409, { 'content-type': 'text/plain' })
        .end('A backup of the running shop is being made already: run this again once it is done.');
      return;
    }
    inFlight = serveBackup(options, response).finally(() => {
      inFlight = undefined;
    });
  });
  // A backup takes as long as the shop is large.
  server.requestTimeout = 0;
  // Only this process holds DATA_DIR's lock, so a socket file there is a crashed shop's.
  fs.rmSync(socketPath, { force: true });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, resolve);
    });
    fs.chmodSync(socketPath, 0o600);
  } catch (error) {
    server.close();
    return notOffered(error instanceof Error ? error.message : String(error));
  }
  let closing: Promise<void> | undefined;
  const close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    // A backup cut off by the shutdown still ends its transaction before the database is closed.
    await inFlight;
    fs.rmSync(socketPath, { force: true });
  };
  return { close: () => (closing ??= close()) };
}

async function serveBackup(options: BackupSocketOptions, response: http.ServerResponse): Promise<void> {
  const started = Date.now();
  let prepared: PreparedBackup;
  try {
    prepared = await prepareBackup(options.database, options.uploads);
  } catch (error) {
    const message = describeFailure(error);
    options.log.error(`A backup for db:backup failed: ${message}`);
    response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(message);
    return;
  }
  const tablesMs = Date.now() - started;
  try {
    response.writeHead(200, { 'content-type': 'application/gzip' });
    const written = await writeBackup(prepared, options.uploads, response);
    const rows = prepared.manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    options.log.info(
      {
        rows,
        uploads: written.uploads,
        skippedUploads: written.skippedUploads.length,
        tablesMs,
        ms: Date.now() - started,
      },
      'A backup was sent to db:backup',
    );
  } catch (error) {
    // The answer ends early: db:backup sees a backup cut short and writes none.
    options.log.error(`A backup for db:backup stopped while it was sent: ${describeFailure(error)}`);
    response.destroy();
  } finally {
    prepared.remove();
  }
}

/** An embedded shop offers its backup on the socket while it listens (app.ts); PostgreSQL needs none. */
export function offerBackupsWhileListening(app: FastifyInstance, database: Database): void {
  if (database.backend !== 'pglite') return;
  // NOTE: Fastify runs onListen hooks after listen() has returned (one after another), so the app may
  // be closing before this one starts or while the socket is being opened: whichever comes second closes it.
  let opening: Promise<BackupSocket | undefined> | undefined;
  let isClosing = false;
  app.addHook('onListen', async () => {
    if (isClosing) return;
    const { config, storage, log } = app;
    const uploads = { storage, listKeys: listUploadKeys(config, storage) };
    opening = openBackupSocket({ dataDir: config.DATA_DIR, database, uploads, log });
    const socket = await opening;
    if (isClosing) await socket?.close();
  });
  app.addHook('onClose', async () => {
    isClosing = true;
    await (await opening)?.close();
  });
}
