// Starts the SMTP server process (smtp-sink-process.mjs) and reads what it received.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('./smtp-sink-process.mjs', import.meta.url));

export async function startSmtpSink() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eshop-smtp-'));
  const child = spawn(process.execPath, [SCRIPT, dir], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the SMTP server exited with ${code}`)));
    child.stdout.once('data', (data: Buffer) => resolve(Number(data.toString().trim())));
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** The messages received so far, oldest first, as the server got them. */
    messages: () =>
      fs
        .readdirSync(dir)
        .sort()
        .map((file) => fs.readFileSync(path.join(dir, file), 'utf8')),
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
