// What each e-mail address agreed to and refused (decision 070): news and offers (with the date and
// where it was given), and an unsubscribe that stops the newsletter and checkout reminders alike.
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const CONSENT_SOURCES = ['registration', 'checkout', 'account'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

export const marketingConsents = pgTable('marketing_consents', {
  /** Lower-cased: one row per address, an account's or a guest's. */
  email: text('email').primaryKey(),
  newsletterConsentedAt: timestamp('newsletter_consented_at', { withTimezone: true, precision: 3 }),
  newsletterSource: text('newsletter_source', { enum: CONSENT_SOURCES }),
  /** Unsubscribed from everything the shop sends unasked (news, reminders); cleared by a new consent. */
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true, precision: 3 }),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});
