// The payments module's public face: the provider contract checkout and refunds pay through.
export {
  isAuthorised,
  type PaymentIntent,
  type PaymentProvider,
  type ProviderRefund,
  RefundRefusedError,
} from './payment-provider.js';
// The test provider's card form (checkout's test-mode payment page) confirms through this.
export { confirmTestPayment } from './test-provider.js';
