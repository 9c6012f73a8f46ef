// The texts of the e-mails sent by the accounts module, under the shop's name of the moment (the
// owner's, Admin > Settings, else SHOP_NAME).
import type { MailMessage } from '../../lib/mailer.js';

export const RESET_EMAIL_SUBJECT = 'Reset your password';

/** The shop as these e-mails name it. */
export type ShopForEmails = { shopName: string; publicUrl: string };

export const resetPasswordEmail = ({ shopName }: ShopForEmails, to: string, link: string): MailMessage => ({
  to,
  subject: `${RESET_EMAIL_SUBJECT} for ${shopName}`,
  text: [
    'Hello,',
    '',
    `Someone asked to reset the password of your ${shopName} account.`,
    'Open this link within one hour to choose a new password:',
    '',
    link,
    '',
    'If it was not you, ignore this e-mail; your password stays as it is.',
  ].join('\n'),
});

export const signUpAttemptEmail = ({ shopName, publicUrl }: ShopForEmails, to: string): MailMessage => ({
  to,
  subject: `Someone tried to register at ${shopName} with your e-mail`,
  text: [
    'Hello,',
    '',
    `Someone tried to create a ${shopName} account with this e-mail address, which already has one.`,
    'Nothing was changed. If it was you, log in instead, or reset your password:',
    '',
    `${publicUrl}/reset`,
  ].join('\n'),
});
