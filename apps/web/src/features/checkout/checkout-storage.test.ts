import { beforeEach, describe, expect, it } from 'vitest';
import { createAppStore } from '../../app/store';
import { clearCheckout, draftChanged, EMPTY_ADDRESS, saveAddresses } from './checkout-slice';
import { CHECKOUT_STORAGE_KEY, loadCheckoutState } from './checkout-storage';

const shipping = { ...EMPTY_ADDRESS, name: 'Ada', line1: '1 Road', city: 'London', country: 'GB' };

describe('checkout addresses survive a reload until the order is placed', () => {
  beforeEach(() => localStorage.clear());

  it('keeps what is typed, and a new store (a reload) starts from it', () => {
    const store = createAppStore();
    store.dispatch(
      draftChanged({
        shippingAddress: shipping,
        billingAddress: EMPTY_ADDRESS,
        isBillingSameAsShipping: true,
        vatId: 'FR40303265045',
      }),
    );
    const reloaded = createAppStore().getState().checkout;
    expect(reloaded.shippingAddress).toEqual(shipping);
    expect(reloaded.vatId).toBe('FR40303265045');
    expect(reloaded.isReadyToPay).toBe(false);
  });

  it('remembers that the addresses were submitted, and forgets everything once cleared', () => {
    const store = createAppStore();
    store.dispatch(
      saveAddresses({
        shippingAddress: shipping,
        billingAddress: shipping,
        isBillingSameAsShipping: true,
        vatId: '',
        shownTotalCents: 2644,
      }),
    );
    expect(createAppStore().getState().checkout).toMatchObject({ isReadyToPay: true, shownTotalCents: 2644 });
    store.dispatch(clearCheckout());
    expect(localStorage.getItem(CHECKOUT_STORAGE_KEY)).toBeNull();
    expect(createAppStore().getState().checkout.shippingAddress).toEqual(EMPTY_ADDRESS);
  });

  it('ignores a tampered entry field by field', () => {
    localStorage.setItem(
      CHECKOUT_STORAGE_KEY,
      JSON.stringify({ shippingAddress: { name: 42, city: 'Paris' }, isReadyToPay: 'yes' }),
    );
    const state = loadCheckoutState();
    expect(state.shippingAddress).toEqual({ ...EMPTY_ADDRESS, city: 'Paris' });
    expect(state.isReadyToPay).toBe(false);
    localStorage.setItem(CHECKOUT_STORAGE_KEY, '{not json');
    expect(loadCheckoutState().shippingAddress).toEqual(EMPTY_ADDRESS);
  });
});
