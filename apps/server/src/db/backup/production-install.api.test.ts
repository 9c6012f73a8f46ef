// `npm run db:backup` and `npm run db:restore` in a production install, as docs/operator-guide.md gives them: the
// server built (build.mjs, into a copy of the project laid out as the image lays it out) with only the
// production dependencies there (package-lock's non-dev packages, linked from this checkout), so no
// TypeScript runner and no bundled library can be reached (decision 052). Through npm, as an operator
// types them; the backup of a stopped embedded shop restored into an empty PostgreSQL database.
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommandRun } from '../../test-support/backup-commands.js';
import {
  createPostgresDatabase,
  createTestDatabase,
  type TestDatabase,
} from '../../test-support/test-database.js';

const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const WORKSPACES = [
  'packages/shared',
  'packages/demo-drawings',
  'packages/api-client',
  'apps/server',
  'apps/web',
  'e2e',
];

type Lock = { packages: Record<string, { dev?: boolean; link?: boolean }> };

/** A project folder with what the image's runtime stage holds for these commands, and production packages only. */
function makeProductionInstall(dir: string): void {
  for (const file of [
    'package.json',
    'scripts/start.mjs',
    'scripts/process-settings.mjs',
    ...WORKSPACES.map((w) => `${w}/package.json`),
  ]) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, file), path.join(dir, file));
  }
  fs.cpSync(path.join(ROOT, 'apps/server/drizzle'), path.join(dir, 'apps/server/drizzle'), {
    recursive: true,
  });
  execFileSync(process.execPath, ['build.mjs', '--outdir', path.join(dir, 'apps/server/dist')], {
    cwd: path.join(ROOT, 'apps/server'),
    stdio: 'pipe',
  });
  // What `npm ci --omit=dev` installs at the top: every package the lock does not mark dev-only.
  const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as Lock;
  for (const [key, entry] of Object.entries(lock.packages)) {
    const name = key.replace(/^node_modules\//, '');
    if (!key.startsWith('node_modules/') || name.includes('/node_modules/') || entry.dev || entry.link)
      continue;
    const installed = path.join(ROOT, key);
    if (!fs.existsSync(installed)) continue; // another platform's optional build
    fs.mkdirSync(path.dirname(path.join(dir, key)), { recursive: true });
    fs.symlinkSync(installed, path.join(dir, key));
  }
}

/** npm as an operator runs it there: this Node first on PATH, no npm or vitest settings inherited. */
function npmRun(dir: string, args: string[], env: Record<string, string>): Promise<CommandRun> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(npm_|INIT_CWD$|VITEST|NODE_OPTIONS$)/i.test(key)),
  );
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['run', '--silent', ...args],
      {
        cwd: dir,
        env: {
          ...inherited,
          PATH: `${path.dirname(process.execPath)}:${process.env.PATH ?? ''}`,
          NODE_ENV: 'production',
          DATABASE_URL: '',
          S3_BUCKET: '',
          ...env,
        },
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('the backup commands in a production install', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eshop-production-install-'));
  let shop: TestDatabase;

  beforeAll(async () => {
    makeProductionInstall(dir);
    shop = await createTestDatabase('pglite');
    await shop.database.close();
  });
  afterAll(async () => {
    await shop?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('has no development package to reach: no tsx, no bundled library', () => {
    const resolveFromServer = createRequire(path.join(dir, 'apps/server/dist/backup-cli.js')).resolve;
    for (const name of ['tsx', 'drizzle-orm', 'tar-stream', '@aws-sdk/client-s3']) {
      expect(() => resolveFromServer(name), name).toThrow(/Cannot find module/);
    }
    expect(resolveFromServer('@electric-sql/pglite')).toContain('pglite');
  });

  it('backs up with npm run db:backup and restores with npm run db:restore', async () => {
    const backedUp = await npmRun(dir, ['db:backup', '--', '--out', 'shop.tar.gz'], {
      DATA_DIR: shop.dataDir,
    });
    expect(backedUp.stderr).toBe('');
    expect(backedUp.stdout).toMatch(
      /^Backed up \d+ tables \(\d+ rows\) and 0 uploads from pglite to .*shop\.tar\.gz/,
    );
    expect(fs.existsSync(path.join(dir, 'shop.tar.gz'))).toBe(true);

    const target = await createPostgresDatabase();
    try {
      const restored = await npmRun(dir, ['db:restore', '--', 'shop.tar.gz'], {
        DATABASE_URL: target.url,
        DATA_DIR: path.join(dir, 'restored-data'),
      });
      expect(restored.stderr).toBe('');
      expect(restored.stdout).toMatch(
        /^Restored \d+ tables \(\d+ rows, each matching its checksum\) and 0 uploads into postgres/,
      );
    } finally {
      await target.drop();
    }
  });
});
