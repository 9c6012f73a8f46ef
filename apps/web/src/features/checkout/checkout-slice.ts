// Shipping and billing addresses of the checkout (spec section 3); the checkout issue fills them in.
import { createSlice } from '@reduxjs/toolkit';

export type Address = {
  name: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  phone: string;
};

export type CheckoutState = {
  shippingAddress: Partial<Address>;
  billingAddress: Partial<Address>;
};

const initialState: CheckoutState = { shippingAddress: {}, billingAddress: {} };

export const checkoutSlice = createSlice({ name: 'checkout', initialState, reducers: {} });
