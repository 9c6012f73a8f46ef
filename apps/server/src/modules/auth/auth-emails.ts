// The texts of the e-mails sent by the accounts module, under the shop's name of the moment (the
// owner's, Admin > Settings, else SHOP_NAME). The reset e-mail is in the language of the page it was
// asked from (decision 068); the sign-up warning, sent with no page to go by, in English.
import { Catalogue, DEFAULT_LANGUAGE, message, type Language, type Translation } from '@eshop/shared';
import type { MailMessage } from '../../lib/mailer.js';

export const RESET_EMAIL_SUBJECT = 'Reset your password';

const resetTexts = {
  subject: message<[shop: string]>(`${RESET_EMAIL_SUBJECT} for {shop}`, 'shop'),
  hello: 'Hello,',
  asked: message<[shop: string]>('Someone asked to reset the password of your {shop} account.', 'shop'),
  open: 'Open this link within one hour to choose a new password:',
  notYou: 'If it was not you, ignore this e-mail; your password stays as it is.',
} as const;

const resetTextsDe: Translation<typeof resetTexts> = {
  subject: 'Passwort zurücksetzen bei {shop}',
  hello: 'Hallo,',
  asked: 'Jemand hat darum gebeten, das Passwort Ihres Kontos bei {shop} zurückzusetzen.',
  open: 'Öffnen Sie diesen Link innerhalb einer Stunde, um ein neues Passwort zu wählen:',
  notYou: 'Falls Sie das nicht waren, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
};

const resetCatalogue = new Catalogue(resetTexts);
resetCatalogue.addTranslation('de', resetTextsDe);

/** The shop as these e-mails name it. */
export type ShopForEmails = { shopName: string; publicUrl: string };

export function resetPasswordEmail(
  { shopName }: ShopForEmails,
  to: string,
  link: string,
  language: Language = DEFAULT_LANGUAGE,
): MailMessage {
  const words = resetCatalogue.in(language);
  return {
    to,
    subject: words.subject(shopName),
    text: [words.hello, '', words.asked(shopName), words.open, '', link, '', words.notYou].join('\n'),
  };
}

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

const verifyTexts = {
  welcomeSubject: message<[shop: string]>('Welcome to {shop}: please confirm your e-mail', 'shop'),
  changeSubject: message<[shop: string]>('Confirm your new e-mail address for {shop}', 'shop'),
  hello: 'Hello,',
  welcome: message<[shop: string]>('Thank you for creating an account at {shop}.', 'shop'),
  change: message<[shop: string]>('You asked to use this address for your {shop} account.', 'shop'),
  open: 'Open this link within three days to confirm this is your e-mail address:',
  why: 'Once it is confirmed, orders you placed as a guest with this address appear in your account.',
  notYou: 'If it was not you, ignore this e-mail; nothing changes.',
} as const;

const verifyTextsDe: Translation<typeof verifyTexts> = {
  welcomeSubject: 'Willkommen bei {shop}: bitte bestätigen Sie Ihre E-Mail-Adresse',
  changeSubject: 'Bestätigen Sie Ihre neue E-Mail-Adresse bei {shop}',
  hello: 'Hallo,',
  welcome: 'Danke, dass Sie ein Konto bei {shop} angelegt haben.',
  change: 'Sie möchten diese Adresse für Ihr Konto bei {shop} verwenden.',
  open: 'Öffnen Sie diesen Link innerhalb von drei Tagen, um zu bestätigen, dass dies Ihre E-Mail-Adresse ist:',
  why: 'Danach erscheinen Bestellungen, die Sie als Gast mit dieser Adresse aufgegeben haben, in Ihrem Konto.',
  notYou: 'Falls Sie das nicht waren, ignorieren Sie diese E-Mail; es ändert sich nichts.',
};

const verifyCatalogue = new Catalogue(verifyTexts);
verifyCatalogue.addTranslation('de', verifyTextsDe);

/** The welcome e-mail with its verification link, or (`isNewAddress`) the link for a changed address. */
export function verifyEmailEmail(
  { shopName }: ShopForEmails,
  to: string,
  link: string,
  language: Language = DEFAULT_LANGUAGE,
  isNewAddress = false,
): MailMessage {
  const words = verifyCatalogue.in(language);
  return {
    to,
    subject: isNewAddress ? words.changeSubject(shopName) : words.welcomeSubject(shopName),
    text: [
      words.hello,
      '',
      isNewAddress ? words.change(shopName) : words.welcome(shopName),
      words.open,
      '',
      link,
      '',
      words.why,
      words.notYou,
    ].join('\n'),
  };
}

/** The owner's invitation to join the shop's staff (the admin is in English). */
export const staffInvitationEmail = (
  { shopName }: ShopForEmails,
  to: string,
  link: string,
  invitedBy: string,
): MailMessage => ({
  to,
  subject: `You are invited to help run ${shopName}`,
  text: [
    'Hello,',
    '',
    `${invitedBy} invites you to join the staff of ${shopName}.`,
    'Open this link within seven days to choose your password and sign in:',
    '',
    link,
    '',
    'The link works once. If you did not expect this, ignore this e-mail.',
  ].join('\n'),
});
