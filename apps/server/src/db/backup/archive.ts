// The backup file: a gzip-compressed tar (tar-stream), written and read as a stream of entries, so
// neither side holds more than one page or one upload in memory. Any tar tool opens it
// (`tar -tzf shop-backup.tar.gz`) and may pack it again: names are read without a leading `./` and
// folder entries are skipped. It holds password hashes and sessions, so it is the owner's alone.
import { once } from 'node:events';
import fs from 'node:fs';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { BackupError } from './backup-error.js';

export type ArchiveWriter = {
  /** Adds an entry of `size` bytes from `chunks` (which must hold exactly that many). */
  add: (name: string, size: number, chunks: AsyncIterable<Buffer> | Buffer) => Promise<void>;
  /** Ends the archive and waits until it is all written. */
  finish: () => Promise<void>;
  /** Stops writing after a failure (the caller removes what was written). */
  abort: () => void;
};

/** An archive written to `destination` (a file, or the answer to a running shop's backup request). */
export function createArchiveWriter(destination: Writable): ArchiveWriter {
  const pack = tar.pack();
  const written = pipeline(pack, zlib.createGzip(), destination);
  // Seen by finish(), or by the caller through a failing add(); never an unhandled rejection.
  written.catch(() => undefined);
  return {
    add: async (name, size, chunks) => {
      const entryDone = new Promise<void>((resolve, reject) => {
        const entry = pack.entry({ name, size, mode: 0o600, mtime: new Date() }, (error) =>
          error ? reject(error) : resolve(),
        );
        void (async () => {
          for await (const chunk of Buffer.isBuffer(chunks) ? [chunks] : chunks) {
            if (!entry.write(chunk)) await once(entry, 'drain');
          }
          // NOTE: tar-stream's entries are streamx writables, whose types insist on an argument.
          entry.end(undefined);
        })().catch((error: unknown) => entry.destroy(error as Error));
      });
      await Promise.race([entryDone, written.then(() => undefined)]);
    },
    finish: async () => {
      pack.finalize();
      await written;
    },
    abort: () => {
      pack.destroy();
    },
  };
}

/** A backup file being written: owner-only from its first byte (it holds password hashes). */
export const createPrivateFile = (file: string) => fs.createWriteStream(file, { mode: 0o600 });

export type ArchiveEntry = { name: string; size: number; body: AsyncIterable<Buffer> };

/** An entry's name as printed in a message: quoted, and never long enough to flood a terminal. */
export const quoteEntryName = (name: string) =>
  JSON.stringify(name.length > 120 ? `${name.slice(0, 117)}...` : name);

/** What went wrong reading the file, in one line: never the bytes themselves. */
function describeDamage(file: string, error: unknown): BackupError {
  if (error instanceof BackupError) return error;
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : '';
  if (code === 'ENOENT') return new BackupError(`There is no backup at ${file}.`);
  if (code === 'EACCES') return new BackupError(`The backup ${file} cannot be read: permission denied.`);
  if (code === 'EISDIR') return new BackupError(`${file} is a folder, not a backup file.`);
  if (code === 'Z_BUF_ERROR' || /unexpected end/i.test(message)) {
    return new BackupError(
      `The backup ${file} is truncated (it ends before its last entry): it was not copied whole. Nothing was restored.`,
    );
  }
  if (typeof code === 'string' && code.startsWith('Z_')) {
    return new BackupError(
      `${file} is not a shop backup (it is not a gzip-compressed file, or it is damaged).`,
    );
  }
  if (/tar header|invalid header|header exceeds/i.test(message)) {
    return new BackupError(`${file} is not a shop backup (it is not a tar archive, or it is damaged).`);
  }
  return new BackupError(`The backup ${file} cannot be read (${message.split('\n')[0]?.slice(0, 200)}).`);
}

/** The archive's files in order; each must be read (or left) before the next is asked for. */
export async function* readArchive(file: string): AsyncGenerator<ArchiveEntry> {
  const extract = tar.extract();
  const read = pipeline(fs.createReadStream(file), zlib.createGunzip(), extract);
  read.catch(() => undefined);
  try {
    for await (const entry of extract) {
      // `tar -czf x.tar.gz -C folder .` names them ./manifest.json and adds ./tables/ itself.
      const name = entry.header.name.replace(/^(\.\/)+/, '');
      if (entry.header.type === 'directory') {
        entry.resume();
        continue;
      }
      if (entry.header.type !== 'file' && entry.header.type !== 'contiguous-file') {
        throw new BackupError(
          `The backup holds ${quoteEntryName(name)}, which is a ${entry.header.type ?? 'special entry'}, not a file: it is not a shop backup.`,
        );
      }
      const body = async function* (): AsyncGenerator<Buffer> {
        try {
          for await (const chunk of entry) yield chunk as Buffer;
        } catch (error) {
          throw describeDamage(file, error);
        }
      };
      yield { name, size: entry.header.size ?? 0, body: body() };
      // An entry left unread is skipped.
      entry.resume();
    }
    await read;
  } catch (error) {
    throw describeDamage(file, error);
  } finally {
    extract.destroy();
  }
}

export async function readEntryBytes(entry: ArchiveEntry): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of entry.body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Lines (without their newlines) of a stream of UTF-8 text, decoded across chunk boundaries. */
export async function* readLines(chunks: AsyncIterable<Buffer>): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let rest = '';
  for await (const chunk of chunks) {
    const lines = (rest + decoder.write(chunk)).split('\n');
    rest = lines.pop() ?? '';
    yield* lines;
  }
  rest += decoder.end();
  if (rest !== '') yield rest;
}
