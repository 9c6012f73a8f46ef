import { useCallback, useDeferredValue } from 'react';
import { useParams } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { PAGE_SIZE, isCategory } from '@eshop/shared';
import { en } from '../../../copy/en';
import { cx } from '../../../lib/cx';
import { usePageMeta, useServerOrigin } from '../../../lib/page-meta';
import { shopName } from '../../../lib/shop-name';
import { NotFoundPage } from '../../../app/pages/not-found-page';
import { breadcrumbJsonLd, categoryCrumbs } from '../structured-data';
import { useGetProductsQuery } from '../api/catalog-api';
import { useListingFilters } from '../hooks/use-listing-filters';
import { LayoutToggle } from './layout-toggle';
import { ProductResults } from './product-results';
import styles from './category-page.module.css';

/** A category page opens on its first row of cards: two on a phone, up to four on a desktop. */
const FIRST_ROW_MAX = 4;

/** /category/:id: every product of one category, newest first, 12 a page. */
export function CategoryPage() {
  const { id = '' } = useParams();
  const { filters, updateFilters } = useListingFilters();
  const title = en.catalog.categoryHeading(id);
  // Stable, so the memoised results skip the render in which only the data's turn is pending.
  const changePage = useCallback(
    (page: number) => {
      updateFilters({ page });
      window.scrollTo({ top: 0 });
    },
    [updateFilters],
  );
  const origin = useServerOrigin();
  const isKnown = isCategory(id);
  usePageMeta({
    title,
    description: en.catalog.categoryDescription(id, shopName),
    jsonLd: origin && isKnown ? [breadcrumbJsonLd(origin, categoryCrumbs(en.catalog.home, id))] : undefined,
  });

  // An unknown category has no products; asking the API would only earn a 400.
  const result = useGetProductsQuery(
    isKnown ? { category: id, page: filters.page, limit: PAGE_SIZE } : skipToken,
  );
  // Arriving products render as a transition (in slices), not in one long task.
  const data = useDeferredValue(result.data);
  // A category the shop does not have is a missing page (404 on the server), not an empty list.
  if (!isKnown) return <NotFoundPage />;

  return (
    <section className={cx('container', styles.page)}>
      <h1>{title}</h1>
      <div className={styles.toolbar}>
        <LayoutToggle />
        <p className={styles.count} aria-live="polite">
          {data ? en.catalog.productsFound(data.total) : ''}
        </p>
      </div>
      <ProductResults
        data={data}
        requestedPage={filters.page}
        aboveFoldCount={FIRST_ROW_MAX}
        // Still busy while the arrived page waits its turn to render (the deferred value lags).
        isFetching={result.isFetching || data !== result.data}
        error={result.error}
        onPageChange={changePage}
      />
    </section>
  );
}
