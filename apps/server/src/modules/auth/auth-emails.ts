// The texts of the e-mails sent by the accounts module.
import type { Env } from '../../config/env.js';
import type { MailMessage } from '../../lib/mailer.js';

export const RESET_EMAIL_SUBJECT = 'Reset your password';

export const resetPasswordEmail = (config: Env, to: string, link: string): MailMessage => ({
  to,
  subject: `${RESET_EMAIL_SUBJECT} for ${config.SHOP_NAME}`,
  text: [
    'Hello,',
    '',
    `Someone asked to reset the password of your ${config.SHOP_NAME} account.`,
    'Open this link within one hour to choose a new password:',
    '',
    link,
    '',
    'If it was not you, ignore this e-mail; your password stays as it is.',
  ].join('\n'),
});

export const signUpAttemptEmail = (config: Env, to: string): MailMessage => ({
  to,
  subject: `Someone tried to register at ${config.SHOP_NAME} with your e-mail`,
  text: [
    'Hello,',
    '',
    `Someone tried to create a ${config.SHOP_NAME} account with this e-mail address, which already has one.`,
    'Nothing was changed. If it was you, log in instead, or reset your password:',
    '',
    `${config.PUBLIC_URL}/reset`,
  ].join('\n'),
});
