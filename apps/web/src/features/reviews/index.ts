// The reviews feature's public face: the product page shows a product's reviews. The write-a-review
// page is loaded on demand by the routes.
export { ProductReviews } from './components/product-reviews';
