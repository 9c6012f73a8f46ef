// The owner's discount codes (decision 070): saved, listed with their uses, found by code. Amounts
// are kept in the shop's currency of the moment they are saved.
import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { normalizeDiscountCode, type Discount, type DiscountInput, type DiscountStatus } from '@eshop/shared';
import type { Db } from '../../db/client.js';
import { discounts, discountUses } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { DiscountRow } from './discount-rules.js';
import { countUsesByDiscount } from './discount-uses.js';

const CODE_TAKEN = 'Another discount already has this code.';

const toDto = (row: DiscountRow, uses = { used: 0, held: 0 }): Discount => ({
  id: row.id,
  code: row.code,
  title: row.title,
  kind: row.kind,
  value: row.value,
  currency: row.currency,
  appliesTo: row.appliesTo,
  countries: row.countries,
  combinesWithCode: row.combinesWithCode,
  minSubtotalCents: row.minSubtotalCents,
  minQuantity: row.minQuantity,
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  usageLimit: row.usageLimit,
  oncePerCustomer: row.oncePerCustomer,
  status: row.status,
  usedCount: uses.used,
  heldCount: uses.held,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toColumns = (input: DiscountInput, currency: string) => ({
  code: input.code,
  title: input.title,
  kind: input.kind,
  value: input.value,
  currency,
  appliesTo: input.appliesTo,
  countries: input.countries,
  combinesWithCode: input.combinesWithCode,
  minSubtotalCents: input.minSubtotalCents,
  minQuantity: input.minQuantity,
  startsAt: input.startsAt ? new Date(input.startsAt) : null,
  endsAt: input.endsAt ? new Date(input.endsAt) : null,
  usageLimit: input.usageLimit,
  oncePerCustomer: input.oncePerCustomer,
  status: input.status,
});

const isCodeTaken = (error: unknown): boolean => {
  const cause = (error as { cause?: unknown }).cause ?? error;
  return (cause as { code?: string }).code === '23505';
};

const codeTaken = () => new AppError('CONFLICT', CODE_TAKEN, [{ path: 'code', message: CODE_TAKEN }]);

export async function listDiscounts(db: Db): Promise<Discount[]> {
  const [rows, uses] = await Promise.all([
    db.select().from(discounts).orderBy(desc(discounts.createdAt), desc(discounts.id)),
    countUsesByDiscount(db, new Date()),
  ]);
  return rows.map((row) => toDto(row, uses.get(row.id)));
}

export async function getDiscount(db: Db, id: string): Promise<Discount> {
  const [row] = await db.select().from(discounts).where(eq(discounts.id, id));
  if (!row) throw notFound();
  return toDto(row, (await countUsesByDiscount(db, new Date())).get(row.id));
}

export async function createDiscount(db: Db, input: DiscountInput, currency: string): Promise<Discount> {
  try {
    const [row] = await db.insert(discounts).values(toColumns(input, currency)).returning();
    return toDto(row!);
  } catch (error) {
    if (isCodeTaken(error)) throw codeTaken();
    throw error;
  }
}

/** Replaces a code's settings; its uses stay (a code renamed keeps the orders that used it). */
export async function updateDiscount(
  db: Db,
  id: string,
  input: DiscountInput,
  currency: string,
): Promise<Discount> {
  try {
    const [row] = await db
      .update(discounts)
      .set({
        ...toColumns(input, currency),
        // Counted afresh: orders placed while the code had no limit were not counted as they came.
        usedCount: sql`(select count(*)::int from ${discountUses} where ${discountUses.discountId} = ${discounts.id} and ${discountUses.state} = 'used')`,
        updatedAt: new Date(),
      })
      .where(eq(discounts.id, id))
      .returning({ id: discounts.id });
    if (!row) throw notFound();
  } catch (error) {
    if (isCodeTaken(error)) throw codeTaken();
    throw error;
  }
  return getDiscount(db, id);
}

/**
 * What a cart's price may take off, in one query: the code the shopper typed (whatever its case),
 * and the automatic offers that are active, oldest first.
 */
export async function findDiscountsFor(
  db: Pick<Db, 'select'>,
  code: string | undefined,
): Promise<{ code: DiscountRow | undefined; offers: DiscountRow[] }> {
  const typed = code === undefined ? undefined : normalizeDiscountCode(code);
  const rows = await db
    .select()
    .from(discounts)
    .where(
      or(
        and(isNull(discounts.code), eq(discounts.status, 'active')),
        typed === undefined ? undefined : eq(discounts.code, typed),
      ),
    )
    .orderBy(asc(discounts.createdAt), asc(discounts.id));
  return {
    code: typed === undefined ? undefined : rows.find((row) => row.code === typed),
    offers: rows.filter((row) => row.code === null),
  };
}

/** Pauses a code (shoppers are told it is not active) or makes it active again. */
export async function setDiscountStatus(db: Db, id: string, status: DiscountStatus): Promise<Discount> {
  const [row] = await db
    .update(discounts)
    .set({ status, updatedAt: new Date() })
    .where(eq(discounts.id, id))
    .returning({ id: discounts.id });
  if (!row) throw notFound();
  return getDiscount(db, id);
}
