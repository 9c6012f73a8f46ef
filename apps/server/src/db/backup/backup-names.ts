// Backups are named by when they were made (eshop-backup-20260101T030000Z.tar.gz), so names sort as
// times and `--keep N` can tell the newest N from older ones, in a folder or in the bucket. Only
// names of exactly this shape are ever removed: anything else beside them is someone else's.
import fs from 'node:fs';
import path from 'node:path';

export const backupName = (at: Date) => `eshop-backup-${at.toISOString().replace(/[-:]|\.\d+/g, '')}.tar.gz`;

const BACKUP_NAME = /^eshop-backup-\d{8}T\d{6}Z\.tar\.gz$/;

export const isBackupName = (name: string) => BACKUP_NAME.test(name);

/** Of these names, the backups older than the newest `keep`; `current` (the one just made) is never one. */
export function olderThanNewest(names: string[], keep: number, current: string): string[] {
  const backups = names.filter(isBackupName).sort();
  const kept = new Set([current, ...backups.slice(-keep)]);
  return backups.filter((name) => !kept.has(name));
}

/** Removes the folder's backups older than the newest `keep`; returns their names. */
export function pruneFolder(folder: string, keep: number, current: string): string[] {
  const removed = olderThanNewest(fs.readdirSync(folder), keep, current);
  for (const name of removed) fs.rmSync(path.join(folder, name), { force: true });
  return removed;
}
