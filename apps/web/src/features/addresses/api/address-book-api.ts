// The shopper's address book (issue 38): kept on the account page, chosen and added to at checkout.
import type { AddressBook, SavedAddress, SavedAddressInput } from '@eshop/shared';
import { api } from '../../../lib/api';

export const addressBookApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAddressBook: build.query<AddressBook, void>({
      query: () => '/account/addresses',
      providesTags: ['AddressBook'],
    }),
    addAddress: build.mutation<SavedAddress, SavedAddressInput>({
      query: (body) => ({ url: '/account/addresses', method: 'POST', body }),
      invalidatesTags: ['AddressBook'],
    }),
    updateAddress: build.mutation<SavedAddress, SavedAddressInput & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/account/addresses/${id}`, method: 'PUT', body }),
      invalidatesTags: ['AddressBook'],
    }),
    deleteAddress: build.mutation<AddressBook, string>({
      query: (id) => ({ url: `/account/addresses/${id}`, method: 'DELETE' }),
      invalidatesTags: ['AddressBook'],
    }),
  }),
});

export const {
  useGetAddressBookQuery,
  useAddAddressMutation,
  useUpdateAddressMutation,
  useDeleteAddressMutation,
} = addressBookApi;
