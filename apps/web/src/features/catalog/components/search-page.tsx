import { useSearchParams } from 'react-router';
import { en } from '../../../copy/en';
import { usePageMeta } from '../../../lib/page-meta';
import { shopName } from '../../../lib/shop-name';
import { ProductSection } from './product-section';

/** /search?search=...: the header search's results, with the same filters, sort and pages as home. */
export function SearchPage() {
  const [params] = useSearchParams();
  const term = params.get('search')?.trim() ?? '';
  const heading = en.catalog.searchResultsHeading(term);
  usePageMeta({ title: heading, description: en.catalog.searchDescription(term, shopName) });
  return <ProductSection heading={heading} headingLevel={1} />;
}
