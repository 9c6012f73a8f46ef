// `db:backup` on an embedded shop that is running: the backup is asked of the shop itself over its
// socket in DATA_DIR (backup-socket.ts) and written to a file, which the command then checks whole.
import fs from 'node:fs';
import http from 'node:http';
import { pipeline } from 'node:stream/promises';
import { createPrivateFile } from './archive.js';
import { BackupError } from './backup-error.js';
import { BACKUP_SOCKET_NAME, BACKUP_SOCKET_PATH, backupSocketPath } from './backup-socket.js';
import type { ShopRunningError } from './open-shop-database.js';

/** Writes the running shop's backup to `file` (through `file.partial`, renamed when whole). */
export async function fetchFromRunningShop(running: ShopRunningError, file: string): Promise<void> {
  const socketPath = backupSocketPath(running.dataDir);
  const shop = `The shop running on ${running.dataDir}${running.holder ? ` (process ${running.holder})` : ''}`;
  if (!fs.existsSync(socketPath)) {
    throw new BackupError(
      `${shop} offers no backup while it runs (there is no ${BACKUP_SOCKET_NAME}: it is an older version, or its log says why). Stop it, run this again, then start it.`,
    );
  }
  const partial = `${file}.partial`;
  try {
    await new Promise<void>((resolve, reject) => {
      const request = http.get({ socketPath, path: BACKUP_SOCKET_PATH }, (response) => {
        if (response.statusCode !== 200) {
          void readShortText(response).then((text) =>
            reject(new BackupError(`${shop} could not make the backup: ${text}`)),
          );
          return;
        }
        pipeline(response, createPrivateFile(partial)).then(resolve, () =>
          reject(
            new BackupError(
              `${shop} stopped sending the backup before its end (its log says why). No backup was written.`,
            ),
          ),
        );
      });
      request.on('error', (error: NodeJS.ErrnoException) =>
        reject(
          new BackupError(
            `${shop} did not answer on ${socketPath} (${error.code ?? error.message}): it may have just stopped. Run this again.`,
          ),
        ),
      );
    });
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

/** The first line of a short answer (the shop's own one-line reason). */
async function readShortText(response: http.IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of response) {
    text += (chunk as Buffer).toString('utf8');
    if (text.length > 1000) break;
  }
  return (text.split('\n')[0] ?? '').slice(0, 500) || `status ${response.statusCode}`;
}
