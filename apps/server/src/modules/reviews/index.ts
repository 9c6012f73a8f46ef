// The reviews module's public face for other modules and workflows: a shopper's reviews, for their
// data export and their account's deletion (issue 38).
export { deleteReviewsOf, reviewsBy } from './reviews.js';
