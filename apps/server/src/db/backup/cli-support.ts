// What the backup commands share: the shop's settings read as `npm start` reads them (the project's
// .env, a relative DATA_DIR taken from the project folder), file names taken from where the command
// was typed, and a failure printed as one line with exit code 1.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv, type Env } from '../../config/env.js';
import { describeFailure } from './failure-message.js';

const PROJECT_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

// NOTE: npm runs a workspace's script in the workspace's folder (apps/server) and names the folder the
// command was typed in as INIT_CWD; `--out backup.tar.gz` means that folder, not apps/server.
const TYPED_IN = process.env.INIT_CWD ?? process.cwd();

/** A file name the user typed, as an absolute path. */
export const resolveTypedPath = (file: string) => path.resolve(TYPED_IN, file);

/** The shop's settings as `npm start` has them (shell variables win over .env, as there). */
export function loadShopEnv(): Env {
  process.chdir(PROJECT_ROOT);
  const envFile = path.join(PROJECT_ROOT, '.env');
  if (fs.existsSync(envFile)) process.loadEnvFile(envFile);
  return loadEnv();
}

/** Runs a command; any failure is one line on stderr (never the data it was working on) and exit code 1. */
export async function runCommand(command: () => Promise<number | void>): Promise<void> {
  try {
    process.exitCode = (await command()) ?? 0;
  } catch (error) {
    console.error(describeFailure(error));
    // NOTE: read here as server.ts reads it for its start-up failure: the settings may be what failed.
    // Only the stack's frames: the message above them may hold a statement's parameters.
    if (['debug', 'trace'].includes(process.env.LOG_LEVEL ?? '') && error instanceof Error) {
      console.error(
        error.stack
          ?.split('\n')
          .filter((line) => /^\s+at /.test(line))
          .join('\n'),
      );
    }
    process.exitCode = 1;
  }
}

export const formatBytes = (bytes: number) =>
  bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** host:port/database of a connection string, without its password. */
export function describeDatabaseUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
}
