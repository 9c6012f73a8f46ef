// The checkout feature's public face: the login page's "Continue as guest" starts a guest checkout.
// The pages, slice and storage are wired by the app shell (app/routes.tsx, app/store.ts).
export { continueAsGuest } from './checkout-slice';
