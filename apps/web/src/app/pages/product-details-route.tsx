// The product page as the route shows it: the catalogue's page with the reviews feature's list in its
// reviews section. Composed here so that catalog does not import reviews (reviews imports catalog).
import { ProductDetailsPage } from '../../features/catalog/components/product-details-page';
import { ProductReviews } from '../../features/reviews';

const renderReviews = (productId: string) => <ProductReviews productId={productId} />;

export function ProductDetailsRoute() {
  return <ProductDetailsPage renderReviews={renderReviews} />;
}
