// The payments module's public face: the provider contract checkout and refunds pay through.
export {
  isAuthorised,
  type PaymentProvider,
  type ProviderRefund,
  RefundRefusedError,
} from './payment-provider.js';
