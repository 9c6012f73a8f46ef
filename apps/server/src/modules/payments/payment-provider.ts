// The one interface the shop charges through: Stripe when configured, else the built-in test-mode
// provider. Both authorise first and capture later (capture_method manual), so an order is written
// between the two and a refused order releases the card instead of refunding it.
import type { PaymentProviderName } from '@eshop/shared';

/** Stripe's PaymentIntent statuses the shop acts on; others count as not yet paid. */
export type PaymentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

export type PaymentIntent = {
  id: string;
  clientSecret: string;
  status: PaymentStatus;
  /** In the currency's minor units (decision 063). */
  amountCents: number;
  /** ISO 4217 in capitals (EUR), whatever case the provider writes it in. */
  currency: string;
  metadata: Record<string, string>;
  /** The card that paid, once the provider knows it (brand as the provider names it: 'visa'). */
  card?: { brand: string; last4: string } | undefined;
};

export type CreateIntentInput = {
  /** In the currency's minor units (cents, yen, fils). */
  amountCents: number;
  /** The shop's currency, ISO 4217 (EUR). */
  currency: string;
  description: string;
  /** Makes a retried create return the same intent instead of a second one. */
  idempotencyKey: string;
  metadata: Record<string, string>;
};

export type RefundInput = {
  paymentIntentId: string;
  amountCents: number;
  /** Makes a retried refund (a lost answer, a second click) give back the money once. */
  idempotencyKey: string;
  /** The shop's refund id, so a webhook names the refund it settles. */
  metadata: Record<string, string>;
};

/** Stripe's refund statuses: a card refund is usually succeeded at once, some are pending a while. */
export type ProviderRefund = {
  id: string;
  amountCents: number;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled';
  metadata: Record<string, string>;
};

/**
 * The provider said no to a refund (more than is left, a card that cannot take it back): nothing
 * moved, and its message can be shown. Any other error leaves the outcome unknown.
 */
export class RefundRefusedError extends Error {}

export type PaymentProvider = {
  name: PaymentProviderName;
  createIntent: (input: CreateIntentInput) => Promise<PaymentIntent>;
  retrieveIntent: (id: string) => Promise<PaymentIntent>;
  /** Takes the authorised money; succeeds again on an intent already captured. */
  captureIntent: (id: string) => Promise<PaymentIntent>;
  /** Releases an authorisation; succeeds again on an intent already canceled. */
  cancelIntent: (id: string) => Promise<PaymentIntent>;
  /** Gives back part or all of a captured payment; throws RefundRefusedError when the provider says no. */
  refund: (input: RefundInput) => Promise<ProviderRefund>;
  /** The refunds of a payment, as the provider knows them (for its webhook, to settle or learn them). */
  listRefunds: (paymentIntentId: string) => Promise<ProviderRefund[]>;
};

/** The card was authorised (or already captured): the money is there for an order. */
export const isAuthorised = (status: PaymentStatus): boolean =>
  status === 'requires_capture' || status === 'succeeded';
