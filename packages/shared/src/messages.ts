// Limits and messages the storefront's texts quote (storefront-texts.ts), in a module of plain values:
// the schemas that use them (auth.ts, checkout.ts) bring in zod and the address formats, which every
// storefront page would otherwise download with its texts (decision 076).
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

/** RFC 5321's limit for an address; anything longer cannot receive mail. */
export const MAX_EMAIL_LENGTH = 254;
/** A name is shown in the header: short, one line. */
export const MAX_NAME_LENGTH = 100;

export const PASSWORD_RULE_MESSAGES = {
  blank: 'Password cannot be only spaces.',
  email: 'Password cannot be your e-mail address.',
  breached: 'This password is too common: it appears in lists of leaked passwords. Choose another.',
} as const;

/**
 * What the server says when a step of two-factor sign-in fails (issue 38), in English; pages in
 * another language show their own words for them (storefront texts' messages).
 */
export const TWO_FACTOR_MESSAGES = {
  invalidCode: 'That code is not right. Check the app and type the code it shows now.',
  invalidRecoveryCode: 'That recovery code is not right, or it was already used.',
  stepExpired: 'The sign-in took too long. Please log in again.',
  tooManyCodes: 'Too many wrong codes. Please log in again.',
  accountLocked: 'Too many wrong codes for this account. Please try again in 15 minutes.',
  alreadyOn: 'Two-factor sign-in is already on.',
  notOn: 'Turn on two-factor sign-in first.',
  wrongPassword: 'That is not your password.',
  turnOnFirst: 'The shop owner asks staff to use two-factor sign-in. Turn it on in your account first.',
  useCode: 'This account uses two-factor sign-in: log in with your e-mail, your password and a code.',
} as const;

/** Said when the total moved between the quote the shopper saw and the payment (a 409). */
export const TOTAL_CHANGED_MESSAGE =
  'The total of your order has changed (a price, shipping rate or tax changed). Please check it and pay again.';
