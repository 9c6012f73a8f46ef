// Keeps the checkout's addresses in localStorage so a reload in the middle of checkout loses nothing.
// A stored entry is checked field by field; anything else is ignored.
import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import {
  clearCheckout,
  createCheckoutState,
  draftChanged,
  EMPTY_ADDRESS,
  saveAddresses,
  shippingMethodChosen,
  totalAccepted,
  continueAsGuest,
  discountCodeChanged,
  consentChanged,
  type AddressDraft,
  type CheckoutState,
} from './checkout-slice';

export const CHECKOUT_STORAGE_KEY = 'checkoutAddresses';

const toDraft = (value: unknown): AddressDraft => {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return Object.fromEntries(
    Object.keys(EMPTY_ADDRESS).map((key) => [key, typeof record[key] === 'string' ? record[key] : '']),
  ) as AddressDraft;
};

export function loadCheckoutState(storage: Storage = localStorage): CheckoutState {
  try {
    const saved = JSON.parse(
      storage.getItem(CHECKOUT_STORAGE_KEY) ?? 'null',
    ) as Partial<CheckoutState> | null;
    if (!saved || typeof saved !== 'object') return createCheckoutState();
    return createCheckoutState({
      shippingAddress: toDraft(saved.shippingAddress),
      billingAddress: toDraft(saved.billingAddress),
      isBillingSameAsShipping: saved.isBillingSameAsShipping !== false,
      isReadyToPay: saved.isReadyToPay === true,
      shippingMethodId: typeof saved.shippingMethodId === 'string' ? saved.shippingMethodId : null,
      shownTotalCents: Number.isSafeInteger(saved.shownTotalCents) ? saved.shownTotalCents : null,
      guestEmail: typeof saved.guestEmail === 'string' ? saved.guestEmail : null,
      guestCartId: typeof saved.guestCartId === 'string' ? saved.guestCartId : null,
      vatId: typeof saved.vatId === 'string' ? saved.vatId.slice(0, 20) : '',
      discountCode: typeof saved.discountCode === 'string' ? saved.discountCode.slice(0, 40) : '',
      newsletterConsent: saved.newsletterConsent === true,
      reminderConsent: saved.reminderConsent === true,
    });
  } catch {
    return createCheckoutState();
  }
}

export const checkoutListenerMiddleware = createListenerMiddleware();
checkoutListenerMiddleware.startListening({
  matcher: isAnyOf(
    draftChanged,
    saveAddresses,
    shippingMethodChosen,
    totalAccepted,
    continueAsGuest,
    discountCodeChanged,
    consentChanged,
    clearCheckout,
  ),
  effect: (action, api) => {
    try {
      if (clearCheckout.match(action)) localStorage.removeItem(CHECKOUT_STORAGE_KEY);
      else
        localStorage.setItem(
          CHECKOUT_STORAGE_KEY,
          JSON.stringify((api.getState() as { checkout: CheckoutState }).checkout),
        );
    } catch {
      // Storage full or blocked: the checkout still works, it just does not survive a reload.
    }
  },
});
