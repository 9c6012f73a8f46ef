// Images in a folder under DATA_DIR (owner-only like the rest of it). Writes go to a temporary name
// first and are renamed into place, so a reader never sees half a file.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type FileStorage } from './file-storage.js';

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

export function createLocalStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    kind: 'local',
    async put(key, body) {
      const target = pathOf(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${crypto.randomUUID()}.tmp`;
      await fs.writeFile(temporary, body);
      await fs.rename(temporary, target);
    },
    async get(key) {
      try {
        const body = await fs.readFile(pathOf(key));
        return { body, contentType: CONTENT_TYPES[path.extname(key)] ?? 'application/octet-stream' };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => fs.rm(pathOf(key), { force: true })));
    },
  };
}
