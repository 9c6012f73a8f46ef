// The checkout feature's public face: the login page offers "Continue as guest", which starts a guest
// checkout (the app shell composes it into the page). The pages, slice and storage are wired by the
// app shell too (app/routes.tsx, app/store.ts).
export { GuestCheckout } from './components/guest-checkout';
