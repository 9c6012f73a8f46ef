// What a backup says about itself, first in the archive: the format, the shop and migration level it
// came from, and each table's columns, row count and checksum (in the order a restore loads them), with
// the sequences' positions. Checked with zod when read: a restore trusts nothing it has not checked.
import fs from 'node:fs';
import { z } from 'zod';
import { BackupError } from './backup-error.js';

export const BACKUP_FORMAT = 'eshop-backup';
/** Raised when the archive's layout or the meaning of a field changes; a restore refuses newer ones. */
export const BACKUP_FORMAT_VERSION = 1;

/** The archive's entries, in this order. */
export const MANIFEST_ENTRY = 'manifest.json';
export const tableEntryName = (table: string) => `tables/${table}.jsonl`;
export const UPLOAD_ENTRY_PREFIX = 'uploads/';
/** Last: the uploads' list with sizes and checksums, known only once they have been read. */
export const UPLOADS_INDEX_ENTRY = 'uploads.json';

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().min(1),
  /** The shop's version (apps/server/package.json) that made it. */
  shopVersion: z.string(),
  createdAt: z.iso.datetime(),
  backend: z.enum(['pglite', 'postgres']),
  migrations: z.object({ count: z.number().int().min(0), lastTag: z.string().nullable() }),
  tables: z.array(
    z.object({
      name: z.string().min(1),
      columns: z.array(z.object({ name: z.string().min(1), type: z.string().min(1) })),
      primaryKey: z.array(z.string()),
      rows: z.number().int().min(0),
      sha256,
    }),
  ),
  sequences: z.array(
    z.object({ name: z.string().min(1), lastValue: z.string().regex(/^-?\d+$/), isCalled: z.boolean() }),
  ),
  /** Where the shop kept its uploads; 'none' when they were left out (a move keeps them in place). */
  uploads: z.enum(['local', 's3', 'none']),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestTable = Manifest['tables'][number];

const uploadsIndexSchema = z.object({
  files: z.array(
    z.object({ key: z.string().min(1), size: z.number().int().min(0), sha256, contentType: z.string() }),
  ),
  /** Keys listed but not copied (deleted while the backup ran, or not a name the shop gives); older backups lack it. */
  skipped: z.array(z.string()).optional(),
});

export type UploadsIndex = z.infer<typeof uploadsIndexSchema>;

export function parseManifest(text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError('The backup is damaged: its manifest is not JSON.');
  }
  const format = (json as { format?: unknown; formatVersion?: unknown } | null) ?? {};
  if (format.format !== BACKUP_FORMAT) throw new BackupError('This file is not a shop backup.');
  if (typeof format.formatVersion === 'number' && format.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `The backup is in format ${format.formatVersion}, newer than this shop reads (${BACKUP_FORMAT_VERSION}): restore it with the version of the shop that made it, or a newer one.`,
    );
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success)
    throw new BackupError(`The backup's manifest is damaged: ${firstIssue(parsed.error)}.`);
  return parsed.data;
}

export function parseUploadsIndex(text: string): UploadsIndex {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError('The backup is damaged: its list of uploads is not JSON.');
  }
  const parsed = uploadsIndexSchema.safeParse(json);
  if (!parsed.success)
    throw new BackupError(`The backup's list of uploads is damaged: ${firstIssue(parsed.error)}.`);
  return parsed.data;
}

/** zod's first complaint in one line, by field (zod's own message spans many lines). */
function firstIssue(error: z.ZodError): string {
  const [issue] = error.issues;
  if (!issue) return 'it does not have the expected fields';
  return `${issue.path.join('.') || 'the whole of it'}: ${issue.message}`;
}

/** The shop's version, for the manifest: apps/server/package.json's. */
export function readShopVersion(): string {
  const packageJson = JSON.parse(
    fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
  ) as {
    version: string;
  };
  return packageJson.version;
}
