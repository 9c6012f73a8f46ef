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

/** The link in the newest e-mail to `to` that asks to confirm the address (welcome or changed address). */
export function findVerifyLink(dataDir: string, to: string): URL | undefined {
  const mail = readOutbox(dataDir)
    .map(decodeQuotedPrintable)
    .reverse()
    .find((m) => m.includes(`To: ${to}`) && m.includes('/api/auth/verify-email?token='));
  const match = mail?.match(/https?:\/\/\S+\/api\/auth\/verify-email\?token=[\w.-]+&callbackURL=\S+/);
  return match ? new URL(match[0].replace('&amp;', '&')) : undefined;
}

/** Undoes quoted-printable's soft line breaks and escapes (the e-mails' HTML and text parts use it). */
export const decodeQuotedPrintable = (mail: string) =>
  mail
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The order-status links (`/order-status/{id}?exp=...&token=...`) e-mailed to `to` with `subject`. */
export function findOrderStatusLinks(dataDir: string, to: string, subject: string): URL[] {
  return readOutbox(dataDir)
    .map(decodeQuotedPrintable)
    .filter((mail) => mail.includes(`To: ${to}`) && mail.includes(`Subject: ${subject}`))
    .flatMap((mail) => {
      const match = mail.match(/https?:\/\/[^\s"]+\/order-status\/[^\s"?]+\?exp=\d+&(?:amp;)?token=[\w-]+/);
      return match ? [new URL(match[0].replace('&amp;', '&'))] : [];
    });
}

/** The token of the newest staff invitation e-mailed to `to`. */
export function findInvitationToken(dataDir: string, to: string): string | undefined {
  return readOutbox(dataDir)
    .map(decodeQuotedPrintable)
    .reverse()
    .find((mail) => mail.includes(`To: ${to}`) && mail.includes('/accept-invitation?token='))
    ?.match(/accept-invitation\?token=([\w-]+)/)?.[1];
}
