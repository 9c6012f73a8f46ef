// One reminder for a checkout left without paying (issue 37, decision 070). Each sweep looks at the
// checkouts left (never paid, cancelled or refused) longer ago than the owner's delay and within the
// last week, and for each decides once: send, or skip because the shopper did not agree (when the
// owner asks for consent), started a newer checkout, ordered since, unsubscribed, or had a reminder
// this week. The decision is claimed on the checkout's row (one conditional update), so two instances
// never send the same reminder; a send that fails is released for the next sweep.
import crypto from 'node:crypto';
import { and, asc, eq, gt, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { languagePrefix, lineKeyOf, type CheckoutReminderSettings, type RestoredCart } from '@eshop/shared';
import type { Db } from '../../db/client.js';
import { checkouts, orders } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import type { Mailer } from '../../lib/mailer.js';
import type { Log } from '../../lib/log.js';
import { isUnsubscribed, type UnsubscribeLinks } from '../../modules/marketing/index.js';
import { renderCheckoutReminder } from '../../modules/orders/index.js';
import { findVariantsForSale, isForSale } from '../../modules/products/index.js';
import type { EmailBrand } from '../../modules/settings/index.js';

const HOUR_MS = 60 * 60 * 1000;
/** Checkouts older than this are not reminded of (and one reminder per address per this long). */
export const REMINDER_WINDOW_MS = 7 * 24 * HOUR_MS;
const BATCH = 100;

/** A checkout's way back to its cart: an HMAC of its id with the shop's secret. */
export type CartLinks = {
  token: (checkoutId: string) => string;
  isValid: (checkoutId: string, token: string) => boolean;
};

export function createCartLinks(secret: string): CartLinks {
  const token = (id: string) => crypto.createHmac('sha256', secret).update(`cart:${id}`).digest('base64url');
  return {
    token,
    isValid: (id, given) => {
      const expected = Buffer.from(token(id));
      const actual = Buffer.from(given);
      return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
    },
  };
}

export type ReminderDeps = {
  db: Db;
  mailer: Mailer;
  log: Pick<Log, 'error'>;
  brand: () => EmailBrand;
  settings: () => CheckoutReminderSettings;
  unsubscribeLinks: UnsubscribeLinks;
  cartLinks: CartLinks;
  publicUrl: string;
};

type Candidate = Pick<
  typeof checkouts.$inferSelect,
  'id' | 'userEmail' | 'items' | 'currency' | 'language' | 'reminderConsent' | 'createdAt'
>;

/** Why a left checkout gets no reminder, or undefined when it gets one. */
async function skipReason(
  db: Db,
  checkout: Candidate,
  settings: CheckoutReminderSettings,
  now: Date,
): Promise<string | undefined> {
  if (settings.askConsent && !checkout.reminderConsent) return 'no consent';
  const email = checkout.userEmail.toLowerCase();
  const sameEmail = sql`lower(${checkouts.userEmail}) = ${email}`;
  const [newer] = await db
    .select({ id: checkouts.id })
    .from(checkouts)
    .where(and(sameEmail, gt(checkouts.createdAt, checkout.createdAt)))
    .limit(1);
  if (newer) return 'a newer checkout';
  const [ordered] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(sql`lower(${orders.userEmail}) = ${email}`, gte(orders.createdAt, checkout.createdAt)))
    .limit(1);
  if (ordered) return 'ordered since';
  if (await isUnsubscribed(db, email)) return 'unsubscribed';
  const [reminded] = await db
    .select({ id: checkouts.id })
    .from(checkouts)
    .where(
      and(
        sameEmail,
        eq(checkouts.reminderState, 'sent'),
        gt(checkouts.reminderAt, new Date(now.getTime() - REMINDER_WINDOW_MS)),
      ),
    )
    .limit(1);
  if (reminded) return 'reminded this week';
  return undefined;
}

/** Claims the checkout's reminder decision; false when another sweep made it first. */
async function claim(db: Db, id: string, state: 'sent' | 'skipped' | null, now: Date): Promise<boolean> {
  const claimed = await db
    .update(checkouts)
    .set({ reminderState: state, reminderAt: state ? now : null })
    .where(
      and(
        eq(checkouts.id, id),
        state ? isNull(checkouts.reminderState) : eq(checkouts.reminderState, 'sent'),
      ),
    )
    .returning({ id: checkouts.id });
  return claimed.length > 0;
}

/** One pass: the reminders due now. */
export async function sendCheckoutReminders(
  deps: ReminderDeps,
  now = new Date(),
): Promise<{ sent: number; skipped: number }> {
  const settings = deps.settings();
  const report = { sent: 0, skipped: 0 };
  if (!settings.enabled) return report;
  const due = await deps.db
    .select({
      id: checkouts.id,
      userEmail: checkouts.userEmail,
      items: checkouts.items,
      currency: checkouts.currency,
      language: checkouts.language,
      reminderConsent: checkouts.reminderConsent,
      createdAt: checkouts.createdAt,
    })
    .from(checkouts)
    .where(
      and(
        isNull(checkouts.reminderState),
        inArray(checkouts.state, ['open', 'canceled', 'refused']),
        lte(checkouts.createdAt, new Date(now.getTime() - settings.delayHours * HOUR_MS)),
        gt(checkouts.createdAt, new Date(now.getTime() - REMINDER_WINDOW_MS)),
      ),
    )
    .orderBy(asc(checkouts.createdAt))
    .limit(BATCH);
  for (const checkout of due) {
    const skip = await skipReason(deps.db, checkout, settings, now);
    if (!(await claim(deps.db, checkout.id, skip ? 'skipped' : 'sent', now))) continue;
    if (skip) {
      report.skipped += 1;
      continue;
    }
    try {
      const base = `${deps.publicUrl}${languagePrefix(checkout.language)}`;
      await deps.mailer.send(
        await renderCheckoutReminder(deps.brand(), {
          to: checkout.userEmail,
          language: checkout.language,
          items: checkout.items,
          currency: checkout.currency,
          cartUrl: `${base}/cart/restore/${checkout.id}?token=${deps.cartLinks.token(checkout.id)}`,
          unsubscribeUrl: deps.unsubscribeLinks.pageUrl(checkout.userEmail, checkout.language),
          oneClickUnsubscribeUrl: deps.unsubscribeLinks.oneClickUrl(checkout.userEmail),
        }),
      );
      report.sent += 1;
    } catch (error) {
      deps.log.error(
        { err: error, checkoutId: checkout.id },
        'checkout reminder failed; the next sweep retries',
      );
      await claim(deps.db, checkout.id, null, now);
    }
  }
  return report;
}

/**
 * The reminder's link: the checkout's lines as the cart holds them, at today's prices; lines no
 * longer for sale are left out, and a quantity above the stock is lowered to it.
 */
export async function restoreCart(
  deps: Pick<ReminderDeps, 'db' | 'cartLinks'>,
  checkoutId: string,
  token: string,
): Promise<RestoredCart> {
  if (!deps.cartLinks.isValid(checkoutId, token)) throw notFound();
  const [checkout] = await deps.db
    .select({ items: checkouts.items })
    .from(checkouts)
    .where(eq(checkouts.id, checkoutId));
  if (!checkout) throw notFound();
  const found = await findVariantsForSale(
    deps.db,
    checkout.items.map((item) => ({ productId: item.id, variantId: item.variantId })),
  );
  return {
    items: checkout.items.flatMap((item) => {
      const variant = found.get(lineKeyOf(item));
      if (!isForSale(variant) || variant.stock <= 0) return [];
      return [
        {
          id: variant.productId,
          variantId: variant.variantId,
          ...(variant.variantTitle ? { variantTitle: variant.variantTitle } : {}),
          sku: variant.sku,
          name: variant.name,
          priceCents: variant.priceCents,
          imageURL: variant.imageURL,
          cartQuantity: Math.min(item.cartQuantity, variant.stock),
        },
      ];
    }),
  };
}
