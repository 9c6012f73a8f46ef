import { useCallback, useDeferredValue } from 'react';
import { useParams } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { PAGE_SIZE, isCategory } from '@eshop/shared';
import { en } from '../../../copy/en';
import { cx } from '../../../lib/cx';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetProductsQuery } from '../api/catalog-api';
import { useListingFilters } from '../hooks/use-listing-filters';
import { LayoutToggle } from './layout-toggle';
import { ProductResults } from './product-results';
import styles from './category-page.module.css';

const EMPTY_RESULT = {
  items: [],
  total: 0,
  page: 1,
  pageSize: PAGE_SIZE,
  pageCount: 0,
  minPriceCents: 0,
  maxPriceCents: 0,
};

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
  useDocumentTitle(title);

  // An unknown category has no products; asking the API would only earn a 400.
  const isKnown = isCategory(id);
  const result = useGetProductsQuery(
    isKnown ? { category: id, page: filters.page, limit: PAGE_SIZE } : skipToken,
  );
  // Arriving products render as a transition (in slices), not in one long task.
  const fetched = useDeferredValue(result.data);
  const data = isKnown ? fetched : EMPTY_RESULT;

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
        isFetching={isKnown && (result.isFetching || fetched !== result.data)}
        error={isKnown ? result.error : undefined}
        onPageChange={changePage}
      />
    </section>
  );
}
