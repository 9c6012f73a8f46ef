// The checkout's addresses (spec 3, Checkout state): what the shopper typed, kept while they type so
// a reload loses nothing, and cleared once the order is placed.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Address } from '@eshop/shared';

/** An address as the form holds it: every field text, possibly still empty. */
export type AddressDraft = Record<keyof Address, string>;

export const EMPTY_ADDRESS: AddressDraft = {
  name: '',
  line1: '',
  line2: '',
  city: '',
  state: '',
  postal_code: '',
  country: '',
  phone: '',
};

export type CheckoutState = {
  shippingAddress: AddressDraft;
  billingAddress: AddressDraft;
  isBillingSameAsShipping: boolean;
  /** True once the details form was submitted with valid addresses (the payment page needs them). */
  isReadyToPay: boolean;
  /** The shipping method the shopper picked from the quote; null for the cheapest. */
  shippingMethodId: string | null;
  /** The total the shopper was shown when they went on to pay: the payment must be for this. */
  shownTotalCents: number | null;
  /** A guest's e-mail (checking out without an account); null for a signed-in shopper. */
  guestEmail: string | null;
  /** A guest's cart, named for the server's per-cart payment limit. */
  guestCartId: string | null;
  /** A business buyer's VAT ID as typed ('' for none): the server checks it and reverse-charges (decision 067). */
  vatId: string;
  /** The discount code the shopper applied ('' for none); the server's quote says whether it applies. */
  discountCode: string;
  /** Ticked "Send me news and offers by e-mail" (decision 070). */
  newsletterConsent: boolean;
  /** Ticked "Remind me by e-mail if I leave without paying" (asked when the owner needs consent). */
  reminderConsent: boolean;
};

export const createCheckoutState = (saved?: Partial<CheckoutState>): CheckoutState => ({
  shippingAddress: { ...EMPTY_ADDRESS, ...saved?.shippingAddress },
  billingAddress: { ...EMPTY_ADDRESS, ...saved?.billingAddress },
  isBillingSameAsShipping: saved?.isBillingSameAsShipping ?? true,
  isReadyToPay: saved?.isReadyToPay ?? false,
  shippingMethodId: saved?.shippingMethodId ?? null,
  shownTotalCents: saved?.shownTotalCents ?? null,
  guestEmail: saved?.guestEmail ?? null,
  guestCartId: saved?.guestCartId ?? null,
  vatId: saved?.vatId ?? '',
  discountCode: saved?.discountCode ?? '',
  newsletterConsent: saved?.newsletterConsent ?? false,
  reminderConsent: saved?.reminderConsent ?? false,
});

type Draft = Pick<CheckoutState, 'shippingAddress' | 'billingAddress' | 'isBillingSameAsShipping' | 'vatId'>;

export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: createCheckoutState(),
  reducers: {
    /** The form changed: keep what was typed; it must be submitted again before paying. */
    draftChanged(state, action: PayloadAction<Draft>) {
      Object.assign(state, action.payload, { isReadyToPay: false });
    },
    /** Spec 4, Checkout flow step 2: both addresses saved, on to the payment of the total shown. */
    saveAddresses(state, action: PayloadAction<Draft & { shownTotalCents: number }>) {
      Object.assign(state, action.payload, { isReadyToPay: true });
    },
    shippingMethodChosen(state, action: PayloadAction<string>) {
      state.shippingMethodId = action.payload;
      state.isReadyToPay = false;
    },
    /** The shopper saw the new total on the payment page and agreed to pay it. */
    totalAccepted(state, action: PayloadAction<number>) {
      state.shownTotalCents = action.payload;
    },
    /** The login page's "Continue as guest": check out with this e-mail and no account. */
    continueAsGuest(state, action: PayloadAction<string>) {
      state.guestEmail = action.payload;
      state.guestCartId ??= crypto.randomUUID();
    },
    /** A discount code to apply, or '' to take it off: the quote and the payment carry it. */
    discountCodeChanged(state, action: PayloadAction<string>) {
      state.discountCode = action.payload.trim();
      state.isReadyToPay = false;
    },
    /** The shopper ticked or unticked one of the consent boxes. */
    consentChanged(
      state,
      action: PayloadAction<Partial<Pick<CheckoutState, 'newsletterConsent' | 'reminderConsent'>>>,
    ) {
      Object.assign(state, action.payload);
    },
    clearCheckout: () => createCheckoutState(),
  },
});

export const {
  draftChanged,
  saveAddresses,
  shippingMethodChosen,
  totalAccepted,
  continueAsGuest,
  discountCodeChanged,
  consentChanged,
  clearCheckout,
} = checkoutSlice.actions;

type WithCheckout = { checkout: CheckoutState };
export const selectCheckout = (state: WithCheckout) => state.checkout;
