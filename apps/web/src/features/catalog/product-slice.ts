// Product state of the spec (products, minPrice, maxPrice). The products themselves live in the
// RTK Query cache; this slice keeps the catalogue's price range for the price slider.
import { createSlice } from '@reduxjs/toolkit';
import { serverStateHydrated } from '../../lib/api';
import { catalogApi } from './api/catalog-api';

export type ProductState = {
  /** Cheapest and dearest price of the whole catalogue in cents; null until the first list arrives. */
  minPriceCents: number | null;
  maxPriceCents: number | null;
};

const initialState: ProductState = { minPriceCents: null, maxPriceCents: null };

export const productSlice = createSlice({
  name: 'product',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    // A server-rendered page's price range, so the slider draws as the server drew it.
    builder.addCase(serverStateHydrated, (state, action) => ({
      ...state,
      ...(action.payload.product as Partial<ProductState> | undefined),
    }));
    builder.addMatcher(catalogApi.endpoints.getProducts.matchFulfilled, (state, action) => {
      state.minPriceCents = action.payload.minPriceCents;
      state.maxPriceCents = action.payload.maxPriceCents;
    });
  },
});

export const selectPriceRange = (state: { product: ProductState }) => state.product;
