// What a refused restore takes away again: only what appeared in DATA_DIR after it was remembered, or
// the folders it made to get there.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rememberFolder } from './leave-as-found.js';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eshop-leave-as-found-'));
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

describe('rememberFolder', () => {
  it('keeps what a folder held and takes away what was added since', () => {
    const dir = fs.mkdtempSync(path.join(workDir, 'kept-'));
    fs.mkdirSync(path.join(dir, 'uploads'));
    fs.writeFileSync(path.join(dir, 'uploads', 'old.png'), 'old');
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'notes');
    const undo = rememberFolder(dir);
    fs.mkdirSync(path.join(dir, 'pglite'));
    fs.writeFileSync(path.join(dir, 'pglite', 'PG_VERSION'), '17');
    fs.writeFileSync(path.join(dir, 'eshop.lock'), '1');
    undo();
    expect(fs.readdirSync(dir).sort()).toEqual(['notes.txt', 'uploads']);
    expect(fs.readdirSync(path.join(dir, 'uploads'))).toEqual(['old.png']);
  });

  it('takes away a new folder, and the parents made for it', () => {
    const dir = path.join(workDir, 'made', 'for', 'shop');
    const undo = rememberFolder(dir);
    fs.mkdirSync(path.join(dir, 'pglite'), { recursive: true });
    undo();
    expect(fs.existsSync(path.join(workDir, 'made'))).toBe(false);
    expect(fs.existsSync(workDir)).toBe(true);
  });
});
