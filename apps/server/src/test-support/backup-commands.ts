// The backup commands as a shop owner runs them: a separate process, from the test run's bundle of the
// server (the same build `npm run db:backup` runs, server-build.ts), with DATABASE_URL and S3_BUCKET
// empty unless a test sets them, so a developer's .env cannot pick the database or the bucket.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serverEntryCommand } from './server-build.js';

const SERVER_DIR = fileURLToPath(new URL('../../', import.meta.url));

export type CommandRun = { code: number; stdout: string; stderr: string };

/** Runs src/db/backup/<script> (its bundled command) with `args`; `env` on top of this process's environment. */
export const runBackupCommand = (script: string, args: string[], env: Record<string, string>) =>
  runServerCommand(`src/db/backup/${script}`, args, env);

/** Runs one of the server's commands (src/.../<name>-cli.ts, or its bundle) as an operator would. */
export function runServerCommand(
  sourcePath: string,
  args: string[],
  env: Record<string, string>,
): Promise<CommandRun> {
  const entry = sourcePath.replace(/^.*\//, '').replace(/\.ts$/, '');
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [...serverEntryCommand(entry, sourcePath), ...args],
      {
        cwd: SERVER_DIR,
        env: { ...process.env, DATABASE_URL: '', S3_BUCKET: '', LOG_LEVEL: 'silent', ...env },
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}
