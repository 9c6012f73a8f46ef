// The built-in test-mode provider's cards: Stripe's published test numbers and its messages, so a
// shop tried offline behaves like one on Stripe's test mode. Nothing here sees a real card.

export type CardOutcome = { ok: true } | { ok: false; message: string };

/** Stripe's test cards with a fixed outcome; any other number passing the Luhn check succeeds. */
export const TEST_CARDS: Record<string, CardOutcome> = {
  '4242424242424242': { ok: true },
  '4000000000000002': { ok: false, message: 'Your card was declined.' },
  '4000000000009995': { ok: false, message: 'Your card has insufficient funds.' },
  '4000000000000069': { ok: false, message: 'Your card has expired.' },
  '4000000000000127': { ok: false, message: "Your card's security code is incorrect." },
};

/**
 * Stripe's test card whose refunds fail (4000 0000 0000 5126): it pays like any card, and the
 * test-mode provider refuses to refund it, so a refused refund can be tried offline.
 */
export const REFUND_REFUSING_LAST4 = '5126';

export const CARD_MESSAGES = {
  invalidNumber: 'Your card number is invalid.',
  incompleteNumber: 'Your card number is incomplete.',
  invalidExpiry: "Your card's expiration date is incomplete.",
  pastExpiry: "Your card's expiration date is in the past.",
  incompleteCvc: "Your card's security code is incomplete.",
} as const;

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** What the test provider answers for a card, as Stripe's test mode would. */
export function judgeCard(
  card: { cardNumber: string; expiry: string; cvc: string },
  now = new Date(),
): CardOutcome {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits) || digits.length < 12)
    return { ok: false, message: CARD_MESSAGES.incompleteNumber };
  if (digits.length > 19 || !passesLuhn(digits)) return { ok: false, message: CARD_MESSAGES.invalidNumber };

  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(card.expiry);
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) return { ok: false, message: CARD_MESSAGES.invalidExpiry };
  const year = Number(expiry[2]) + (expiry[2]?.length === 2 ? 2000 : 0);
  // A card is valid through the last day of its expiry month.
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    return { ok: false, message: CARD_MESSAGES.pastExpiry };
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { ok: false, message: CARD_MESSAGES.incompleteCvc };

  return TEST_CARDS[digits] ?? { ok: true };
}
