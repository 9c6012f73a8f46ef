import fs from 'node:fs';
import path from 'node:path';

/** The e-mails the outbox mailer wrote below `dataDir`, oldest first. */
export function readOutbox(dataDir: string): string[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'));
}

/** The reset link in the newest reset e-mail to `to`, with quoted-printable soft breaks undone. */
export function findResetLink(dataDir: string, to: string): URL | undefined {
  const mail = readOutbox(dataDir)
    .reverse()
    .find((m) => m.includes(`To: ${to}`) && m.includes('Reset your password'));
  const match = mail?.replace(/=\r?\n/g, '').match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/);
  return match ? new URL(match[0]) : undefined;
}
