// A PostgreSQL server of the test's own, in a temp folder on a free port, that the test may stop
// and start again (the shared one on 5432 must stay up for every other test). Made with the
// machine's initdb and pg_ctl; as root they run as the postgres user, which PostgreSQL requires.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server-process.js';

const PG_BIN_ROOT = '/usr/lib/postgresql';

function pgBin(tool: string): string {
  const versions = fs.existsSync(PG_BIN_ROOT) ? fs.readdirSync(PG_BIN_ROOT).sort() : [];
  const version = versions.at(-1);
  if (!version) throw new Error(`no PostgreSQL under ${PG_BIN_ROOT}: apt-get install -y postgresql`);
  return path.join(PG_BIN_ROOT, version, 'bin', tool);
}

export type OwnPostgres = {
  url: string;
  /** `fast` ends sessions politely; `immediate` is a crash (no shutdown checkpoint, as kill -9). */
  stop: (mode?: 'fast' | 'immediate') => void;
  start: () => void;
  remove: () => void;
};

export async function createOwnPostgres(): Promise<OwnPostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eshop-own-pg-'));
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) fs.chownSync(dir, userId('postgres'), groupId('postgres'));
  const run = (tool: string, args: string[]) => {
    const [command, commandArgs] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', pgBin(tool), ...args]]
      : [pgBin(tool), args];
    execFileSync(command, commandArgs, { stdio: 'pipe', cwd: dir });
  };
  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  const stop = (mode: 'fast' | 'immediate' = 'fast') =>
    run('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    remove: () => {
      try {
        stop();
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const idOf = (file: string, name: string) => {
  const line = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${name}:`));
  if (!line) throw new Error(`no ${name} in ${file}`);
  return Number(line.split(':')[2]);
};
const userId = (name: string) => idOf('/etc/passwd', name);
const groupId = (name: string) => idOf('/etc/group', name);
