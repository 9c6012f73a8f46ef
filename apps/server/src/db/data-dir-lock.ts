// PGlite does not lock its folder: a second process opening it would work on its own copy and its
// writes would be lost. The shop holds an OS lock on DATA_DIR/eshop.lock for as long as it runs. The
// kernel drops the lock when the process ends, however it ends (kill -9 included), so a crash never
// leaves a lock someone must delete, and a reused process id cannot keep one alive. The pid in the
// file only names the holder in the error message.
import fs from 'node:fs';
import path from 'node:path';
import { tryLock, unlock } from 'fs-native-extensions';
import { restrictToOwner } from '../lib/private-files.js';

export class DataDirInUseError extends Error {
  constructor(dir: string, pid: number | undefined) {
    super(
      `The data folder ${dir} is already in use${pid ? ` by process ${pid}` : ''}. Stop it, or set DATA_DIR to another folder.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/** Takes the lock on `dir` (creating the folder) and returns the function that releases it. */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const lockPath = path.join(dir, 'eshop.lock');
  const fd = fs.openSync(lockPath, fs.constants.O_RDWR | fs.constants.O_CREAT, 0o600);
  if (!tryLock(fd)) {
    const holder = Number.parseInt(fs.readFileSync(fd, 'utf8'), 10);
    fs.closeSync(fd);
    throw new DataDirInUseError(dir, Number.isInteger(holder) ? holder : undefined);
  }
  restrictToOwner(lockPath);
  fs.ftruncateSync(fd);
  fs.writeSync(fd, String(process.pid), 0);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    // NOTE: the file stays; removing it would let a process that opened it just before take a lock
    // on a file no one else can see any more.
    unlock(fd);
    fs.closeSync(fd);
  };
}
