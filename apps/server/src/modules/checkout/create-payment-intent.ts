// Starts a payment: prices the cart from the catalogue, asks the provider for an intent that only
// authorises (capture later), and records the checkout so the order can be written from it exactly
// once, whoever confirms the payment first (the shopper's browser, a webhook or the sweep).
import crypto from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import {
  formatCents,
  type Address,
  type CreatePaymentIntentResponse,
  type LastAddressesResponse,
  type SessionUser,
} from '@eshop/shared';
import type { Db } from '../../db/client.js';
import { checkouts } from '../../db/schema/index.js';
import type { PaymentProvider } from '../payments/payment-provider.js';
import { priceLines } from './price-lines.js';
import { assertKnownCountry } from './countries.js';

export type CheckoutRequest = {
  items: { id: string; cartQuantity: number }[];
  shipping: Address;
  billing: Address;
};

/** Spec 9: the payment description is 'payment: email, Amount'. */
export const paymentDescription = (email: string, amountCents: number) =>
  `payment: ${email}, ${formatCents(amountCents)}`;

export async function createPaymentIntent(
  deps: { db: Db; payments: PaymentProvider },
  shopper: SessionUser,
  request: CheckoutRequest,
): Promise<CreatePaymentIntentResponse> {
  assertKnownCountry(request.shipping, 'shipping');
  assertKnownCountry(request.billing, 'billing');
  const { items, amountCents } = await priceLines(deps.db, request.items);
  const checkoutId = crypto.randomUUID();
  const intent = await deps.payments.createIntent({
    amountCents,
    currency: 'usd',
    description: paymentDescription(shopper.email, amountCents),
    idempotencyKey: `checkout-${checkoutId}`,
    metadata: { checkoutId, userId: shopper.id },
  });
  await deps.db.insert(checkouts).values({
    id: checkoutId,
    userId: shopper.id,
    userEmail: shopper.email,
    provider: deps.payments.name,
    paymentIntentId: intent.id,
    amountCents,
    items,
    shippingAddress: request.shipping,
    billingAddress: request.billing,
  });
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    provider: deps.payments.name,
    amountCents,
    items,
  };
}

/** The addresses of the shopper's latest checkout, offered again the next time. */
export async function getLastAddresses(db: Db, userId: string): Promise<LastAddressesResponse> {
  const [last] = await db
    .select({ shipping: checkouts.shippingAddress, billing: checkouts.billingAddress })
    .from(checkouts)
    .where(eq(checkouts.userId, userId))
    .orderBy(desc(checkouts.createdAt))
    .limit(1);
  return { shipping: last?.shipping ?? null, billing: last?.billing ?? null };
}
