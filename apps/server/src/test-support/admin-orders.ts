// Orders written straight into the database for the admin's API tests: any shopper or guest, any
// date, name and amount, without going through a payment each time.
import { randomUUID } from 'node:crypto';
import type { OrderItem, OrderStatus } from '@eshop/shared';
import type { Db } from '../db/client.js';
import { orders } from '../db/schema/index.js';

export type OrderFixture = {
  userEmail: string;
  /** The account that placed it; a guest order without. */
  userId?: string | null;
  amountCents?: number;
  shippingCents?: number;
  taxCents?: number;
  status?: OrderStatus;
  createdAt?: Date;
  shippingName?: string;
  /** Units per line; one line of one unit without. */
  quantities?: number[];
};

const addressFor = (name: string) => ({
  name,
  line1: '1 Main Street',
  line2: '',
  city: 'Springfield',
  state: 'IL',
  postal_code: '62701',
  country: 'US',
  phone: '555-0100',
});

const toValues = (fixture: OrderFixture) => {
  const amountCents = fixture.amountCents ?? 1_000;
  const shippingCents = fixture.shippingCents ?? 0;
  const taxCents = fixture.taxCents ?? 0;
  const items: OrderItem[] = (fixture.quantities ?? [1]).map((cartQuantity, index) => ({
    id: randomUUID(),
    name: `Thing ${index + 1}`,
    priceCents: 100,
    imageURL: '/x.webp',
    cartQuantity,
  }));
  const address = addressFor(fixture.shippingName ?? 'Ada Shopper');
  return {
    userId: fixture.userId ?? null,
    userEmail: fixture.userEmail,
    amountCents,
    subtotalCents: amountCents - shippingCents - taxCents,
    shippingCents,
    taxCents,
    status: fixture.status ?? 'Order Placed',
    items,
    shippingAddress: address,
    billingAddress: address,
    provider: 'test',
    paymentIntentId: `pi_${randomUUID()}`,
    createdAt: fixture.createdAt ?? new Date(),
  };
};

/** Writes the orders (in one statement) and returns their ids and numbers, in the order given. */
export async function insertOrders(db: Db, fixtures: OrderFixture[]) {
  if (fixtures.length === 0) return [];
  return db.insert(orders).values(fixtures.map(toValues)).returning({ id: orders.id, number: orders.number });
}

export async function insertOrder(db: Db, fixture: OrderFixture) {
  const [row] = await insertOrders(db, [fixture]);
  if (!row) throw new Error('the order was not written');
  return row;
}
