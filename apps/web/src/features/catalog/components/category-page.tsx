import { useParams } from 'react-router';
import { copy } from '../../../copy';
import { usePageMeta, useServerOrigin } from '../../../lib/page-meta';
import { shopName } from '../../../lib/shop-name';
import { NotFoundPage } from '../../../components/not-found/not-found-page';
import { breadcrumbJsonLd, categoryCrumbs } from '../structured-data';
import { useCategoryNames } from '../hooks/use-category-names';
import { ProductSection } from './product-section';
import styles from './category-page.module.css';

/** A category page opens on its first row of cards: two on a phone, up to four on a desktop. */
const FIRST_ROW_MAX = 4;

/**
 * /category/:id: every product of one category, newest first, 12 a page; with the search, sort and
 * filter panel of every listing (issue 21).
 */
export function CategoryPage() {
  const { id = '' } = useParams();
  const title = copy.catalog.categoryHeading(id);
  const origin = useServerOrigin();
  const categories = useCategoryNames();
  // Until the shop's categories arrive (a drawn page has them), the page is taken to exist.
  const isKnown = categories?.includes(id) ?? true;
  usePageMeta({
    title,
    description: copy.catalog.categoryDescription(id, shopName),
    jsonLd: origin && isKnown ? [breadcrumbJsonLd(origin, categoryCrumbs(copy.catalog.home, id))] : undefined,
  });

  // A category the shop does not have is a missing page (404 on the server), not an empty list.
  if (!isKnown) return <NotFoundPage />;
  return (
    <div className={styles.page}>
      <ProductSection heading={title} headingLevel={1} category={id} aboveFoldCount={FIRST_ROW_MAX} />
    </div>
  );
}
