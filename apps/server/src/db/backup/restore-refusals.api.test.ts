// A backup someone changed, packed again with a tar tool, or cut short: refused in one line that says
// what is wrong and holds none of the shop's data (session tokens, password hashes, the auth secret),
// and the target left exactly as it was: an empty PostgreSQL database keeps no tables, a new DATA_DIR is
// not left behind (decision 052). One packed again unchanged, in the tool's own order, is restored.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../test-support/auth-client.js';
import { runBackupCommand, type CommandRun } from '../../test-support/backup-commands.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { createPostgresDatabase, createTestDatabase } from '../../test-support/test-database.js';
import { createBackup } from './create-backup.js';
import type { Manifest } from './manifest.js';
import { queryRows } from '../query-rows.js';
import { restoreBackup } from './restore-backup.js';
import { digestShop } from './shop-digest.js';

const SHOPPER = { email: 'private.shopper@example.com', password: 'private shopper password 1' };

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eshop-refusals-'));
let shop: TestApp;
let backupFile: string;
/** What must never be printed: session tokens, password hashes, the auth secret, the shopper's e-mail. */
let secrets: string[];

beforeAll(async () => {
  shop = await createTestApp('postgres', { RATE_LIMIT_ENABLED: 'false' });
  const shopper = createClient(shop.app);
  await shopper.signUp(SHOPPER.email, SHOPPER.password);
  await shopper.signIn(SHOPPER.email, SHOPPER.password);
  const db = shop.testDb.database.db;
  const tokens = await queryRows<{ value: string }>(db, sql`select token as value from sessions`);
  const hashes = await queryRows<{ value: string }>(
    db,
    sql`select password as value from accounts where password is not null`,
  );
  const settings = await queryRows<{ value: string }>(db, sql`select value from app_settings`);
  secrets = [...tokens, ...hashes, ...settings].map((row) => row.value).concat(SHOPPER.email);
  expect(tokens.length).toBeGreaterThan(0);
  expect(hashes.length).toBeGreaterThan(0);
  backupFile = path.join(workDir, 'shop.tar.gz');
  await createBackup({ database: shop.testDb.database, file: backupFile });
});
afterAll(async () => {
  await shop?.close();
  fs.rmSync(workDir, { recursive: true, force: true });
});

/** The backup unpacked by GNU tar, changed, and packed again: folder entries, the folder's own order. */
function repack(change: (dir: string) => void = () => undefined): string {
  const dir = fs.mkdtempSync(path.join(workDir, 'unpacked-'));
  execFileSync('tar', ['-xzf', backupFile, '-C', dir]);
  change(dir);
  const file = `${dir}.tar.gz`;
  execFileSync('tar', ['-czf', file, '-C', dir, '.']);
  return file;
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/** Empties a table and makes the manifest fit, so every checksum matches what the file now holds. */
const withoutRowsOf = (table: string) => (dir: string) => {
  fs.writeFileSync(path.join(dir, 'tables', `${table}.jsonl`), '');
  const manifestFile = path.join(dir, 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  for (const entry of manifest.tables) {
    if (entry.name === table) Object.assign(entry, { rows: 0, sha256: sha256('') });
  }
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
};

function expectOneLineWithoutSecrets(run: CommandRun): string {
  expect(run.code).toBe(1);
  expect(run.stdout).toBe('');
  const lines = run.stderr.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  for (const secret of secrets) expect(run.stderr).not.toContain(secret);
  return lines[0] ?? '';
}

async function tablesIn(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ name: string }>(
      `select table_schema || '.' || table_name as name from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return result.rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

describe('a backup packed again by a tar tool', () => {
  it('restores when nothing in it changed, whatever order the entries are in', async () => {
    const repacked = repack();
    const names = execFileSync('tar', ['-tzf', repacked], { encoding: 'utf8' }).split('\n');
    expect(names).toContain('./tables/');
    const target = await createTestDatabase('postgres', { seedDemoData: false });
    try {
      const restored = await restoreBackup({ database: target.database, archive: repacked });
      expect(restored.tables.length).toBeGreaterThan(20);
      expect((await digestShop(target.database)).sort(byName)).toEqual(
        (await digestShop(shop.testDb.database)).sort(byName),
      );
    } finally {
      await target.drop();
    }
  });

  it('is refused in one line naming the changed table, with no token or hash in it, before DATA_DIR is made', async () => {
    const changed = repack((dir) => {
      const file = path.join(dir, 'tables', 'sessions.jsonl');
      const text = fs.readFileSync(file, 'utf8');
      const token = secrets.find((secret) => text.includes(secret)) ?? '';
      fs.writeFileSync(
        file,
        text.replace(
          token,
          token.replace(/^./, (c) => (c === 'x' ? 'y' : 'x')),
        ),
      );
    });
    const dataDir = path.join(workDir, 'never-made');
    const run = await runBackupCommand('restore-cli.ts', [changed], { DATA_DIR: dataDir });
    expect(expectOneLineWithoutSecrets(run)).toMatch(
      /^The backup's sessions does not match its checksum \(\d+ rows read, \d+ recorded\): it was changed or damaged after it was made\. Nothing was restored\.$/,
    );
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it('with checksums made to fit rows that break the shop’s rules: one line, and an empty PostgreSQL database keeps no tables', async () => {
    const changed = repack(withoutRowsOf('users'));
    const target = await createPostgresDatabase();
    try {
      const run = await runBackupCommand('restore-cli.ts', [changed], { DATABASE_URL: target.url });
      expect(expectOneLineWithoutSecrets(run)).toMatch(
        /^The backup's (accounts|sessions) cannot be loaded: a row refers to a row that is not there \(\w+_fk\)\. .*Nothing was restored\.$/,
      );
      // Not even the migrations' tables, nor drizzle's record of them: the restore's one transaction took them back.
      expect(await tablesIn(target.url)).toEqual([]);
    } finally {
      await target.drop();
    }
  });

  // A restore into a new PGlite folder creates the database in a child process: CI on a busy two-core
  // machine once took past the 60 s a test gets.
  it('with checksums made to fit: a new DATA_DIR is taken away again, and its parent keeps only what it held', async () => {
    const changed = repack(withoutRowsOf('users'));
    const parent = path.join(workDir, 'owner-folder');
    fs.mkdirSync(parent);
    fs.writeFileSync(path.join(parent, 'notes.txt'), 'the owner’s own file');
    const dataDir = path.join(parent, 'new-shop');
    const run = await runBackupCommand('restore-cli.ts', [changed], { DATA_DIR: dataDir });
    expect(expectOneLineWithoutSecrets(run)).toMatch(/^The backup's (accounts|sessions) cannot be loaded: /);
    expect(fs.readdirSync(parent)).toEqual(['notes.txt']);
  }, 150_000);
});

describe('a file that is not a whole shop backup', () => {
  it('cut short: one line that says so', async () => {
    const bytes = fs.readFileSync(backupFile);
    const truncated = path.join(workDir, 'truncated.tar.gz');
    fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const run = await runBackupCommand('restore-cli.ts', [truncated], { DATA_DIR: path.join(workDir, 'x') });
    expect(expectOneLineWithoutSecrets(run)).toMatch(/is truncated \(it ends before its last entry\)/);
  });

  it('another archive, or no archive at all: refused by what it is', async () => {
    const dir = fs.mkdtempSync(path.join(workDir, 'other-'));
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'not a shop');
    const other = path.join(workDir, 'other.tar.gz');
    execFileSync('tar', ['-czf', other, '-C', dir, 'notes.txt']);
    const plain = path.join(workDir, 'plain.tar.gz');
    fs.writeFileSync(plain, 'just text');
    const target = { database: shop.testDb.database };
    await expect(restoreBackup({ ...target, archive: other })).rejects.toThrow(
      /^The backup holds "notes\.txt", which no shop backup has\.$/,
    );
    await expect(restoreBackup({ ...target, archive: plain })).rejects.toThrow(
      /is not a shop backup \(it is not a gzip-compressed file, or it is damaged\)\.$/,
    );
  });
});

const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : 1);
