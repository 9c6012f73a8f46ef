// A shopper's address book (issue 38): up to MAX_SAVED_ADDRESSES addresses, one the default for
// shipping and one for billing. The first address kept is both; making one the default takes it from
// the other (in one transaction; a partial unique index holds it under two requests at once); deleting
// a default hands it to the newest address left.
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { MAX_SAVED_ADDRESSES, type Address, type SavedAddress } from '@eshop/shared';
import type { Db, Tx } from '../../db/client.js';
import { savedAddresses } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';

type Row = typeof savedAddresses.$inferSelect;

const toSaved = (row: Row): SavedAddress => ({
  id: row.id,
  address: {
    name: row.name,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    state: row.state,
    postal_code: row.postalCode,
    country: row.country,
    phone: row.phone,
  },
  isDefaultShipping: row.isDefaultShipping,
  isDefaultBilling: row.isDefaultBilling,
});

const columnsOf = (address: Address) => ({
  name: address.name,
  line1: address.line1,
  line2: address.line2,
  city: address.city,
  state: address.state,
  postalCode: address.postal_code,
  country: address.country,
  phone: address.phone,
});

const NOT_FOUND = 'That address is not in your address book.';

/** Defaults first, then newest first. */
export async function addressBookOf(db: Pick<Db, 'select'>, userId: string): Promise<SavedAddress[]> {
  const rows = await db
    .select()
    .from(savedAddresses)
    .where(eq(savedAddresses.userId, userId))
    .orderBy(
      desc(savedAddresses.isDefaultShipping),
      desc(savedAddresses.isDefaultBilling),
      desc(savedAddresses.createdAt),
    );
  return rows.map(toSaved);
}

/**
 * One change to a shopper's book at a time: two first addresses at once would both take the
 * defaults, and a full book could take one more.
 */
const lockBookOf = (tx: Tx, userId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`address-book:${userId}`}))`);

type Defaults = { isDefaultShipping: boolean; isDefaultBilling: boolean };

/** Takes each default asked for from the shopper's other addresses. */
async function clearOtherDefaults(tx: Tx, userId: string, keepId: string, defaults: Defaults) {
  const others = and(eq(savedAddresses.userId, userId), ne(savedAddresses.id, keepId));
  if (defaults.isDefaultShipping) {
    await tx.update(savedAddresses).set({ isDefaultShipping: false }).where(others);
  }
  if (defaults.isDefaultBilling) {
    await tx.update(savedAddresses).set({ isDefaultBilling: false }).where(others);
  }
}

export async function addAddress(
  db: Db,
  userId: string,
  address: Address,
  asked: Defaults,
): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    await lockBookOf(tx, userId);
    const existing = await tx
      .select({ id: savedAddresses.id })
      .from(savedAddresses)
      .where(eq(savedAddresses.userId, userId));
    if (existing.length >= MAX_SAVED_ADDRESSES) {
      throw new AppError(
        'CONFLICT',
        `Your address book is full (${MAX_SAVED_ADDRESSES} addresses). Delete one to add another.`,
      );
    }
    // The first address is where the shopper ships and is billed, until they say otherwise.
    const defaults = existing.length === 0 ? { isDefaultShipping: true, isDefaultBilling: true } : asked;
    const [row] = await tx
      .insert(savedAddresses)
      .values({ userId, ...columnsOf(address), isDefaultShipping: false, isDefaultBilling: false })
      .returning();
    await clearOtherDefaults(tx, userId, row!.id, defaults);
    const [saved] = await tx
      .update(savedAddresses)
      .set(defaults)
      .where(eq(savedAddresses.id, row!.id))
      .returning();
    return toSaved(saved!);
  });
}

/**
 * The address's new version. A default stays one unless another address takes it: unticking the only
 * default would leave the shopper with none, so `false` here changes nothing.
 */
export async function updateAddress(
  db: Db,
  userId: string,
  id: string,
  address: Address,
  asked: Defaults,
): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    await lockBookOf(tx, userId);
    const [current] = await tx
      .select()
      .from(savedAddresses)
      .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)));
    if (!current) throw new AppError('NOT_FOUND', NOT_FOUND);
    const defaults = {
      isDefaultShipping: current.isDefaultShipping || asked.isDefaultShipping,
      isDefaultBilling: current.isDefaultBilling || asked.isDefaultBilling,
    };
    await clearOtherDefaults(tx, userId, id, defaults);
    const [saved] = await tx
      .update(savedAddresses)
      .set({ ...columnsOf(address), ...defaults, updatedAt: new Date() })
      .where(eq(savedAddresses.id, id))
      .returning();
    return toSaved(saved!);
  });
}

export async function deleteAddress(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockBookOf(tx, userId);
    const [deleted] = await tx
      .delete(savedAddresses)
      .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)))
      .returning();
    if (!deleted) throw new AppError('NOT_FOUND', NOT_FOUND);
    if (!deleted.isDefaultShipping && !deleted.isDefaultBilling) return;
    const [heir] = await tx
      .select({ id: savedAddresses.id })
      .from(savedAddresses)
      .where(eq(savedAddresses.userId, userId))
      .orderBy(desc(savedAddresses.createdAt), asc(savedAddresses.id))
      .limit(1);
    if (!heir) return;
    await tx
      .update(savedAddresses)
      .set({
        ...(deleted.isDefaultShipping ? { isDefaultShipping: true } : {}),
        ...(deleted.isDefaultBilling ? { isDefaultBilling: true } : {}),
      })
      .where(eq(savedAddresses.id, heir.id));
  });
}
