// The reviews feature's public face: the product page shows a product's reviews (the app shell puts
// them in, app/pages/product-details-route.tsx). The write-a-review page is loaded on demand by the routes.
export { ProductReviews } from './components/product-reviews';
export { productReviewQueries } from './product-review-queries';
