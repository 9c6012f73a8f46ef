// Sends the shop's e-mail: through SMTP when SMTP_URL is set, otherwise into DATA_DIR/outbox as
// .eml files (one per message, subject logged) so links can be followed on a machine with no mail
// server. Both paths build the message with nodemailer. The sender is asked for each message: the
// owner may change it (Admin > Settings) while the server runs. Its log should be a request's
// (lib/request-log.ts), so each line names the request that caused the message.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Log } from './log.js';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where a reply goes (the contact form's sender); nodemailer encodes it, so no header can be added. */
  replyTo?: { name: string; address: string };
  /** Files sent with the message (the invoice PDF of an order confirmation). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /** Extra headers (List-Unsubscribe on the e-mails a shopper did not ask for). */
  headers?: Record<string, string>;
};
export type Mailer = { send: (message: MailMessage) => Promise<void>; outboxDir?: string };

/** A From as nodemailer takes it: 'Shop <a@b.c>', or a name and an address it encodes itself. */
export type MailFrom = string | { name: string; address: string };

export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: () => MailFrom;
  dataDir: string;
  log: Pick<Log, 'info'>;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (message) => {
        const info = await transport.sendMail({ from: options.from(), ...message });
        options.log.info(`E-mail to ${message.to} sent (${info.messageId}): ${message.subject}`);
      },
    };
  }

  const outboxDir = path.join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    outboxDir,
    send: async (message) => {
      const info = await transport.sendMail({ from: options.from(), ...message });
      const file = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`;
      // Owner-only: these messages hold live sign-in and reset links.
      await fs.mkdir(outboxDir, { recursive: true, mode: 0o700 });
      await fs.writeFile(path.join(outboxDir, file), info.message as Buffer, { mode: 0o600 });
      options.log.info(`E-mail to ${message.to} written to outbox/${file}: ${message.subject}`);
    },
  };
}
