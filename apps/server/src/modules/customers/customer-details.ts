// One customer, for the admin (issue 22): their figures and their orders, newest first, a page at a
// time. Whose orders are whose is decided as in the list (customers.ts).
import { CUSTOMER_ORDER_PAGE_SIZE, type CustomerDetails } from '@eshop/shared';
import { and, count, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders, user } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import { pageCountOf } from '../../lib/page-count.js';
import { newestFirst, orderSummaryColumns, toOrderSummary } from '../orders/index.js';
import { lastOrderAt, newestShippingName, orderCount, spentCents, toCustomerSummary } from './customers.js';

type Account = { id: string; name: string; email: string; createdAt: Date };

/**
 * The customer a key names: an account by its id, or a guest by e-mail. A guest who has since
 * registered is found as the account, so an old link still leads to the person.
 */
async function findAccount(db: Db, key: string, email: string | undefined): Promise<Account | undefined> {
  const [account] = await db
    .select({ id: user.id, name: user.name, email: user.email, createdAt: user.createdAt })
    .from(user)
    .where(email ? eq(user.email, email) : eq(user.id, key));
  return account;
}

/** An account's orders, with the guest orders placed with its e-mail; a guest's, by e-mail. */
const ordersOf = (account: Account | undefined, guestEmail: string): SQL =>
  account
    ? or(eq(orders.userId, account.id), and(isNull(orders.userId), eq(orders.userEmail, account.email)))!
    : and(isNull(orders.userId), eq(orders.userEmail, guestEmail))!;

export async function getCustomer(
  db: Db,
  key: string,
  page: number,
  currency: string,
): Promise<CustomerDetails> {
  // An e-mail always has an @ and an account id never does (Better Auth's ids are alphanumeric).
  const email = key.includes('@') ? key.toLowerCase() : undefined;
  const account = await findAccount(db, key, email);
  if (!account && !email) throw notFound();
  const theirOrders = ordersOf(account, email ?? '');

  const [figures, pageRows, counted] = await db.transaction(
    async (tx) => {
      const [totals] = await tx
        .select({ orderCount, spentCents: spentCents(currency), lastOrderAt, newestShippingName })
        .from(orders)
        .where(theirOrders);
      const rows = await tx
        .select(orderSummaryColumns)
        .from(orders)
        .where(theirOrders)
        .orderBy(...newestFirst)
        .limit(CUSTOMER_ORDER_PAGE_SIZE)
        .offset((page - 1) * CUSTOMER_ORDER_PAGE_SIZE);
      const [orderTotal] = await tx.select({ total: count() }).from(orders).where(theirOrders);
      return [totals, rows, orderTotal?.total ?? 0] as const;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  // A guest exists only through their orders.
  if (!account && !figures?.orderCount) throw notFound();

  const customer = toCustomerSummary({
    key: account?.id ?? email ?? key,
    email: account?.email ?? email ?? key,
    name: account?.name || (figures?.newestShippingName ?? null),
    isRegistered: Boolean(account),
    orderCount: figures?.orderCount ?? 0,
    spentCents: figures?.spentCents ?? '0',
    lastOrderAt: figures?.lastOrderAt ?? null,
    registeredAt: account?.createdAt ?? null,
  });
  return {
    customer,
    orders: {
      items: pageRows.map(toOrderSummary),
      total: counted,
      page,
      pageSize: CUSTOMER_ORDER_PAGE_SIZE,
      pageCount: pageCountOf(counted, CUSTOMER_ORDER_PAGE_SIZE),
    },
  };
}
