// Orders state (spec section 3); the orders issue fills it in. Order data will come from RTK Query.
import { createSlice } from '@reduxjs/toolkit';

export type OrdersState = {
  /** Sum of orderAmount over all orders, in cents (admin dashboard). */
  totalOrderAmountCents: number;
};

const initialState: OrdersState = { totalOrderAmountCents: 0 };

export const ordersSlice = createSlice({ name: 'orders', initialState, reducers: {} });
