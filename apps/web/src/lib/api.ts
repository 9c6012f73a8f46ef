// The one RTK Query API of the app. Features add their endpoints with `api.injectEndpoints`, so the
// store registers a single reducer and middleware and each feature keeps its endpoints beside it.
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

export const api = createApi({
  reducerPath: 'api',
  // Same origin: the session cookie goes along and the browser sends Origin on every POST/PUT.
  baseQuery: fetchBaseQuery({ baseUrl: '/api', credentials: 'same-origin' }),
  tagTypes: [
    'Product',
    'Category',
    'Brand',
    'Order',
    'AdminProduct',
    'AdminOrder',
    'Dashboard',
    'Review',
    'ShopSettings',
  ],
  endpoints: () => ({}),
});
