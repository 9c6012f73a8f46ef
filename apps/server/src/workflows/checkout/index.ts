// The checkout module's public face: the card-testing guard (the test-mode card form counts each card
// before judging it), the list of countries the shop ships to (the admin's shipping settings), and a
// deleted account's checkouts kept without the person (issue 38).
export { countCard, type CountedCard } from './decline-pause.js';
export { eraseShopperFromCheckouts, hasPaymentUnderway } from './checkout-erasure.js';
