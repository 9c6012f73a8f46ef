// Everything the shop keeps under DATA_DIR is for its own user only: the embedded database (its WAL
// holds the auth secret, password hashes and sessions), uploads and the outbox (live reset links).
// Files are 0600 and folders 0700, those written from now on (umask) and those already there.
import fs from 'node:fs';
import path from 'node:path';

export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;

/** Takes group and other permissions off one file or folder; symbolic links are left alone. */
export function restrictToOwner(target: string): boolean {
  const stats = fs.lstatSync(target);
  if (stats.isSymbolicLink()) return false;
  const wanted = stats.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
  // Keep the owner's own bits (a folder must stay searchable), drop everyone else's.
  const mode = (stats.mode & 0o700) | wanted;
  if ((stats.mode & 0o777) === mode) return false;
  fs.chmodSync(target, mode);
  return true;
}

/** Tightens `dir` and everything below it; returns how many entries were changed. */
export function restrictTreeToOwner(dir: string): number {
  let tightened = 0;
  const walk = (target: string) => {
    if (restrictToOwner(target)) tightened += 1;
    if (!fs.lstatSync(target).isDirectory()) return;
    for (const entry of fs.readdirSync(target)) walk(path.join(target, entry));
  };
  walk(dir);
  return tightened;
}

/**
 * Creates `dataDir` when missing, makes this process create owner-only files from now on, and
 * tightens what an older version left readable. Returns how many entries were tightened.
 */
export function makeDataDirPrivate(dataDir: string): number {
  process.umask(0o077);
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  return restrictTreeToOwner(dataDir);
}
