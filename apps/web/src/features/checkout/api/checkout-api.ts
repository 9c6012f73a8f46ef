// The checkout's endpoints: the quote (shipping methods, tax, total), start a payment (the spec's POST /create-payment-intent), pay it with the
// test-mode card form, turn the authorised payment into an order, and the last addresses used.
import type {
  CheckoutQuote,
  CheckoutQuoteBody,
  CompleteCheckoutBody,
  CompleteCheckoutResponse,
  CreatePaymentIntentBody,
  CreatePaymentIntentResponse,
  LastAddressesResponse,
  TestCard,
} from '@eshop/shared';
import { api } from '../../../lib/api';

export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** What the cart costs delivered to an address: the methods that ship there, tax and total. */
    getCheckoutQuote: build.query<CheckoutQuote, CheckoutQuoteBody>({
      query: (body) => ({ url: '/checkout/quote', method: 'POST', body }),
      // A quote changes nothing: sent again on a 503 (lib/retry-unavailable.ts).
      extraOptions: { retryUnavailable: true },
      keepUnusedDataFor: 30,
    }),
    createPaymentIntent: build.mutation<CreatePaymentIntentResponse, CreatePaymentIntentBody>({
      query: (body) => ({ url: '/create-payment-intent', method: 'POST', body }),
    }),
    confirmTestPayment: build.mutation<{ status: string }, { paymentIntentId: string; card: TestCard }>({
      query: ({ paymentIntentId, card }) => ({
        url: `/test-payments/${encodeURIComponent(paymentIntentId)}/confirm`,
        method: 'POST',
        body: card,
      }),
      // The same payment confirmed again is settled once.
      extraOptions: { retryUnavailable: true },
    }),
    completeCheckout: build.mutation<CompleteCheckoutResponse, CompleteCheckoutBody>({
      query: (body) => ({ url: '/checkout/complete', method: 'POST', body }),
      // One order per payment, however often it is asked for.
      extraOptions: { retryUnavailable: true },
      invalidatesTags: ['Order'],
    }),
    getLastAddresses: build.query<LastAddressesResponse, void>({
      query: () => '/checkout/last-addresses',
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetCheckoutQuoteQuery,
  useLazyGetCheckoutQuoteQuery,
  useCreatePaymentIntentMutation,
  useConfirmTestPaymentMutation,
  useCompleteCheckoutMutation,
  useGetLastAddressesQuery,
} = checkoutApi;
