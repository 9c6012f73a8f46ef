// The payment provider with a log line for each call that moves money or its state (create,
// capture, cancel, refund; reads at debug), so a payment's path can be followed in the log. Given a
// request's log (lib/request-log.ts), each line also names the request that caused the call.
import type { PaymentIntent, PaymentProvider, ProviderRefund } from './payment-provider.js';
import type { Log } from '../../lib/log.js';

const intentFields = (intent: PaymentIntent) => ({
  paymentIntentId: intent.id,
  status: intent.status,
  amountCents: intent.amountCents,
});
const refundFields = (refund: ProviderRefund) => ({
  providerRefundId: refund.id,
  status: refund.status,
  amountCents: refund.amountCents,
});

export function withCallLog(provider: PaymentProvider, log: Log): PaymentProvider {
  const call = async <T>(
    operation: string,
    level: 'info' | 'debug',
    asked: object,
    run: () => Promise<T>,
    describe: (result: T) => object,
  ): Promise<T> => {
    const startedAt = performance.now();
    const ms = () => Math.round(performance.now() - startedAt);
    const fields = { provider: provider.name, operation, ...asked };
    try {
      const result = await run();
      log[level]({ ...fields, ...describe(result), ms: ms() }, `payment provider: ${operation}`);
      return result;
    } catch (error) {
      log.warn({ ...fields, err: error, ms: ms() }, `payment provider: ${operation} failed`);
      throw error;
    }
  };

  return {
    name: provider.name,
    createIntent: (input) =>
      call(
        'create intent',
        'info',
        { amountCents: input.amountCents },
        () => provider.createIntent(input),
        intentFields,
      ),
    retrieveIntent: (id) =>
      call(
        'retrieve intent',
        'debug',
        { paymentIntentId: id },
        () => provider.retrieveIntent(id),
        intentFields,
      ),
    captureIntent: (id) =>
      call('capture', 'info', { paymentIntentId: id }, () => provider.captureIntent(id), intentFields),
    cancelIntent: (id) =>
      call('cancel', 'info', { paymentIntentId: id }, () => provider.cancelIntent(id), intentFields),
    refund: (input) =>
      call(
        'refund',
        'info',
        { paymentIntentId: input.paymentIntentId, amountCents: input.amountCents },
        () => provider.refund(input),
        refundFields,
      ),
    listRefunds: (paymentIntentId) =>
      call(
        'list refunds',
        'debug',
        { paymentIntentId },
        () => provider.listRefunds(paymentIntentId),
        (refunds) => ({ refunds: refunds.length }),
      ),
  };
}
