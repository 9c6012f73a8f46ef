// The backup file: a gzip-compressed tar (tar-stream), written and read as a stream of entries, so
// neither side holds more than one page or one upload in memory. Any tar tool opens it
// (`tar -tzf shop-backup.tar.gz`); it holds password hashes and sessions, so it is the owner's alone.
import { once } from 'node:events';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { BackupError } from './backup-error.js';

export type ArchiveWriter = {
  /** Adds an entry of `size` bytes from `chunks` (which must hold exactly that many). */
  add: (name: string, size: number, chunks: AsyncIterable<Buffer> | Buffer) => Promise<void>;
  /** Ends the archive and waits until the file is written. */
  finish: () => Promise<void>;
  /** Stops writing after a failure (the caller removes the file). */
  abort: () => void;
};

export function createArchiveWriter(file: string): ArchiveWriter {
  const pack = tar.pack();
  const written = pipeline(pack, zlib.createGzip(), fs.createWriteStream(file, { mode: 0o600 }));
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

export type ArchiveEntry = { name: string; size: number; body: AsyncIterable<Buffer> };

const damaged = (file: string, error: unknown) => {
  if (error instanceof BackupError) return error;
  const reason = error instanceof Error ? error.message : String(error);
  return new BackupError(
    `The backup file ${file} cannot be read (${reason}): it is damaged or not a backup.`,
  );
};

/** The archive's entries in order; each must be read (or left) before the next is asked for. */
export async function* readArchive(file: string): AsyncGenerator<ArchiveEntry> {
  const extract = tar.extract();
  const read = pipeline(fs.createReadStream(file), zlib.createGunzip(), extract);
  read.catch(() => undefined);
  try {
    for await (const entry of extract) {
      const body = async function* (): AsyncGenerator<Buffer> {
        try {
          for await (const chunk of entry) yield chunk as Buffer;
        } catch (error) {
          throw damaged(file, error);
        }
      };
      yield { name: entry.header.name, size: entry.header.size ?? 0, body: body() };
      // An entry left unread is skipped.
      entry.resume();
    }
    await read;
  } catch (error) {
    throw damaged(file, error);
  } finally {
    extract.destroy();
  }
}

export async function readEntryBytes(entry: ArchiveEntry): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of entry.body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** An entry's lines (without their newlines), decoded as UTF-8 across chunk boundaries. */
export async function* readEntryLines(entry: ArchiveEntry): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let rest = '';
  for await (const chunk of entry.body) {
    const lines = (rest + decoder.write(chunk)).split('\n');
    rest = lines.pop() ?? '';
    yield* lines;
  }
  rest += decoder.end();
  if (rest !== '') yield rest;
}
