// What the owner reads about codes (decision 070): the orders that used one, and every code as a CSV
// file with its uses and what it gave away.
import { desc, eq, sql } from 'drizzle-orm';
import { amountText, percentText, type DiscountOrder } from '@eshop/shared';
import type { Db } from '../../db/client.js';
import { discountUses, orders } from '../../db/schema/index.js';
import { toCsv } from '../../lib/csv-file.js';
import { notFound } from '../../lib/app-error.js';
import { getDiscount, listDiscounts } from './discounts-store.js';

/** The orders that used a code, newest first (at most `limit`). */
export async function listDiscountOrders(db: Db, discountId: string, limit = 200): Promise<DiscountOrder[]> {
  await getDiscount(db, discountId).catch(() => {
    throw notFound();
  });
  const rows = await db
    .select({
      orderId: orders.id,
      number: orders.number,
      createdAt: orders.createdAt,
      userEmail: orders.userEmail,
      discountCents: discountUses.amountCents,
      orderAmountCents: orders.amountCents,
      currency: orders.currency,
    })
    .from(discountUses)
    .innerJoin(orders, eq(orders.id, discountUses.orderId))
    .where(sql`${discountUses.discountId} = ${discountId} and ${discountUses.state} = 'used'`)
    .orderBy(desc(orders.createdAt))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export const DISCOUNT_EXPORT_COLUMNS = [
  'Code',
  'Title',
  'Kind',
  'Value',
  'Currency',
  'Categories',
  'Products',
  'Variants',
  'Minimum subtotal',
  'Minimum quantity',
  'Starts',
  'Ends',
  'Usage limit',
  'Once per customer',
  'Status',
  'Orders',
  'Discount given',
];

/** Every code with its uses and the money it took off orders, as CSV (small: one row per code). */
export async function exportDiscountsCsv(db: Db): Promise<string> {
  const [codes, given] = await Promise.all([
    listDiscounts(db),
    db
      .select({
        discountId: discountUses.discountId,
        cents: sql<string>`coalesce(sum(${discountUses.amountCents}), 0)::text`,
      })
      .from(discountUses)
      .where(eq(discountUses.state, 'used'))
      .groupBy(discountUses.discountId),
  ]);
  const givenBy = new Map(given.map((row) => [row.discountId, Number(row.cents)]));
  const records = codes.map((code) => [
    code.code,
    code.title,
    code.kind,
    code.kind === 'percent'
      ? percentText(code.value)
      : code.kind === 'amount'
        ? amountText(code.value, code.currency)
        : '',
    code.currency,
    code.appliesTo.categories.join('; '),
    code.appliesTo.productIds.join('; '),
    code.appliesTo.variantIds.join('; '),
    code.minSubtotalCents === null ? '' : amountText(code.minSubtotalCents, code.currency),
    code.minQuantity ?? '',
    code.startsAt ?? '',
    code.endsAt ?? '',
    code.usageLimit ?? '',
    code.oncePerCustomer ? 'yes' : 'no',
    code.status,
    code.usedCount,
    amountText(givenBy.get(code.id) ?? 0, code.currency),
  ]);
  return toCsv([DISCOUNT_EXPORT_COLUMNS, ...records], { bom: true });
}
