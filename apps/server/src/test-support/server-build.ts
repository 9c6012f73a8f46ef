// The server as the tests' processes run it: bundled once per test run by the global setup, with the
// same build.mjs that makes apps/server/dist (what `npm start` and the image run), into a folder of
// the run's own. A process started from the bundle answers in about 1.8 s, against about 4 s from the
// sources through tsx, which transforms every file again in each process; the process-level tests
// start about a hundred.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const SERVER_DIR = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The run's bundle. A sibling of dist/ (the bundle finds the migrations and the web app's build by
 * paths relative to its own folder), named by the process that starts the run and handed to the
 * workers through the environment, as the database templates are (two runs on one machine must not
 * share it).
 */
process.env.ESHOP_TEST_SERVER_BUILD ??= path.join(SERVER_DIR, `dist-test-${process.pid}`);
export const SERVER_BUILD_DIR = process.env.ESHOP_TEST_SERVER_BUILD;

/** Bundles the server and its commands into SERVER_BUILD_DIR (a few seconds). */
export async function buildServerForTests(): Promise<void> {
  await promisify(execFile)(process.execPath, ['build.mjs', '--outdir', SERVER_BUILD_DIR], {
    cwd: SERVER_DIR,
  });
}

export function removeServerBuild(): void {
  fs.rmSync(SERVER_BUILD_DIR, { recursive: true, force: true });
}

/**
 * How to run one of the server's entry points (`server`, `backup-cli`, `restore-cli`) as a process:
 * from the run's bundle, or, when a test runs without the global setup that makes it, from the
 * sources through tsx.
 */
export function serverEntryCommand(entry: string, sourcePath: string): string[] {
  const bundled = path.join(SERVER_BUILD_DIR, `${entry}.js`);
  if (fs.existsSync(bundled)) return [bundled];
  return ['--conditions=development', '--import', 'tsx', path.join(SERVER_DIR, sourcePath)];
}
