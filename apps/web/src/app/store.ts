// The Redux store: the spec's six slices plus the RTK Query cache. The cart starts from localStorage.
import { configureStore } from '@reduxjs/toolkit';
import { authSlice } from '../features/auth';
import { cartListenerMiddleware, cartSlice, createCartState, loadCartItems } from '../features/cart';
import { filterSlice, productSlice } from '../features/catalog';
import { checkoutSlice } from '../features/checkout/checkout-slice';
import { ordersSlice } from '../features/orders/orders-slice';
import { api } from '../lib/api';

export const createAppStore = () =>
  configureStore({
    reducer: {
      auth: authSlice.reducer,
      product: productSlice.reducer,
      filter: filterSlice.reducer,
      cart: cartSlice.reducer,
      checkout: checkoutSlice.reducer,
      orders: ordersSlice.reducer,
      [api.reducerPath]: api.reducer,
    },
    preloadedState: { cart: createCartState(loadCartItems()) },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(cartListenerMiddleware.middleware).concat(api.middleware),
  });

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
