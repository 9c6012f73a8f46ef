// The addresses feature's public face: an address block for any form (the checkout's, the address
// book's), its checks, and the shopper's address book (issue 38). Lazy pages only: it pulls in zod.
export { AddressFields } from './components/address-fields';
export { AddressBook } from './components/address-book';
export { SavedAddressPicker } from './components/saved-address-picker';
export { addressLabel, EMPTY_ADDRESS_FIELDS, formAddressSchema } from './address-form-schema';
export { useAddAddressMutation, useGetAddressBookQuery } from './api/address-book-api';
