// The data folder's lock is an OS lock: held while the process lives, gone when it dies, whatever
// the lock file says.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eshop-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** Another process that takes the lock itself (plain JS, the same library) and keeps it. */
async function otherHolder(dir: string) {
  const script = `
    const fs = require('node:fs');
    const { tryLock } = require('fs-native-extensions');
    const fd = fs.openSync(${JSON.stringify(path.join(dir, 'eshop.lock'))}, 'a+');
    if (!tryLock(fd)) process.exit(3);
    fs.writeSync(fd, String(process.pid));
    console.log('locked');
    setTimeout(() => {}, 60_000);`;
  const child = spawn(process.execPath, ['-e', script], { cwd: import.meta.dirname });
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`the holder exited with ${code}`)));
  });
  return child;
}

describe('lockDataDir', () => {
  it('creates missing folders owner-only, names its holder, and can be taken again once released', () => {
    const dir = path.join(tempDir(), 'a', 'b');
    const unlock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'eshop.lock'), 'utf8')).toBe(String(process.pid));
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(dir, 'eshop.lock')).mode & 0o777).toBe(0o600);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError); // not twice, even in one process
    unlock();
    lockDataDir(dir)();
  });

  it('refuses a folder another process holds, and takes it the moment that process is killed', async () => {
    const dir = tempDir();
    const holder = await otherHolder(dir);
    expect(() => lockDataDir(dir)).toThrow(`already in use by process ${holder.pid}`);
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    holder.kill('SIGKILL');
    await exited;
    const unlock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'eshop.lock'), 'utf8')).toBe(String(process.pid));
    unlock();
  });

  it('is not blocked by a lock file naming a live process that holds no lock (a reused pid)', () => {
    const dir = tempDir();
    // The parent of this test process is alive; a crash left its pid in the file.
    fs.writeFileSync(path.join(dir, 'eshop.lock'), String(process.ppid));
    const unlock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'eshop.lock'), 'utf8')).toBe(String(process.pid));
    unlock();
  });
});
