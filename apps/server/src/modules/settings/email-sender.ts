// Who the shop's e-mails come from (Admin > Settings > E-mail sender): the owner's name and address,
// else the environment's SHOP_EMAIL_FROM. A sender without a name goes out under the shop's name, so
// the default (`<shop name> <no-reply@host>`) follows a renamed shop.
import type { EmailSender, emailSenderSchema } from '@eshop/shared';
import type { z } from 'zod';
import type { Env } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { readSettingRow, saveSettingRow } from './setting-rows.js';

const KEY = 'email_sender';

/** The From of a message, as nodemailer takes it (it encodes the name). */
export type MailSender = { name: string; address: string };

/** SHOP_EMAIL_FROM as name and address; the environment's default has no name of its own. */
export function envEmailSender(
  config: Pick<Env, 'SHOP_EMAIL_FROM' | 'SHOP_NAME' | 'PUBLIC_URL'>,
): EmailSender {
  const from = config.SHOP_EMAIL_FROM.trim();
  const match = /^"?([^"<]*?)"?\s*<([^>]+)>$/.exec(from);
  const name = match?.[1]?.trim() || null;
  const address = match?.[2]?.trim() ?? from;
  const isDefault = from === `${config.SHOP_NAME} <no-reply@${new URL(config.PUBLIC_URL).hostname}>`;
  return { name: isDefault ? null : name, address };
}

export async function readEmailSender(db: Pick<Db, 'select'>, config: Env): Promise<EmailSender> {
  return (await readSettingRow<EmailSender>(db, KEY)) ?? envEmailSender(config);
}

export async function saveEmailSender(db: Db, sender: z.output<typeof emailSenderSchema>): Promise<void> {
  await saveSettingRow(db, KEY, sender satisfies EmailSender, 'email-sender');
}

export const mailSenderOf = (sender: EmailSender, shopName: string): MailSender => ({
  name: sender.name ?? shopName,
  address: sender.address,
});
