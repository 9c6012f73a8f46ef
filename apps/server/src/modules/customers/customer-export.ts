// Admin > Customers > Export CSV (issue 37): every customer, as the list shows them, with whether
// they agreed to news and offers and when (decision 070), for the owner's mailing tool.
import { amountText } from '@eshop/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { user } from '../../db/schema/index.js';
import { toCsv } from '../../lib/csv-file.js';
import { newsletterConsentsOf } from '../marketing/index.js';
import { orderStatsByCustomer } from './customers.js';

export const CUSTOMER_EXPORT_COLUMNS = [
  'E-mail',
  'Name',
  'Account',
  'Registered',
  'Orders',
  'Spent',
  'Currency',
  'Last order',
  'News and offers',
  'Agreed on',
];

/** Every customer, those who ordered last first (as the list), as CSV with a BOM for Excel. */
export async function exportCustomersCsv(db: Db, currency: string): Promise<string> {
  const stats = orderStatsByCustomer(db, currency);
  const email = sql<string>`coalesce(${user.email}, ${stats.guestEmail})`;
  const rows = await db
    .with(stats)
    .select({
      email,
      name: sql<string | null>`coalesce(nullif(${user.name}, ''), ${stats.newestShippingName})`,
      isRegistered: sql<boolean>`${user.id} is not null`,
      registeredAt: user.createdAt,
      orderCount: sql<number>`coalesce(${stats.orderCount}, 0)`,
      spentCents: sql<string>`coalesce(${stats.spentCents}, '0')`,
      lastOrderAt: stats.lastOrderAt,
    })
    .from(stats)
    .fullJoin(user, eq(user.id, stats.ownerId))
    .orderBy(sql`${stats.lastOrderAt} desc nulls last`, sql`${user.createdAt} desc nulls last`, email);
  const consents = await newsletterConsentsOf(
    db,
    rows.map((row) => row.email),
  );
  const records = rows.map((row) => {
    const agreed = consents.get(row.email.toLowerCase());
    return [
      row.email,
      row.name ?? '',
      row.isRegistered ? 'yes' : 'guest',
      row.registeredAt ? row.registeredAt.toISOString() : '',
      Number(row.orderCount),
      amountText(Number(row.spentCents), currency),
      currency,
      row.lastOrderAt ? new Date(row.lastOrderAt).toISOString() : '',
      agreed ? 'yes' : 'no',
      agreed ? agreed.toISOString() : '',
    ];
  });
  return toCsv([CUSTOMER_EXPORT_COLUMNS, ...records], { bom: true });
}
