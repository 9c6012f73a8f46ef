// The checkout module's public face: the card-testing guard (the test-mode card form counts each card
// before judging it) and the list of countries the shop ships to (the admin's shipping settings).
export { countCard, type CountedCard } from './decline-pause.js';
