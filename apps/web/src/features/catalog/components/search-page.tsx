import { useSearchParams } from 'react-router';
import { copy } from '../../../copy';
import { usePageMeta } from '../../../lib/page-meta';
import { shopName } from '../../../lib/shop-name';
import { ProductSection } from './product-section';

/** /search?search=...: the header search's results, with the same filters, sort and pages as home. */
export function SearchPage() {
  const [params] = useSearchParams();
  const term = params.get('search')?.trim() ?? '';
  const heading = term ? copy.catalog.searchResultsHeading(term) : copy.catalog.allProductsHeading;
  const description = term
    ? copy.catalog.searchDescription(term, shopName)
    : copy.catalog.allProductsDescription(shopName);
  usePageMeta({ title: heading, description });
  return <ProductSection heading={heading} headingLevel={1} />;
}
