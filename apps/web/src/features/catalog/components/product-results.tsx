import { memo } from 'react';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ProductListResponse } from '@eshop/shared';
import { useAppSelector } from '../../../app/hooks';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-error';
import { cx } from '../../../lib/cx';
import { useRedrawOnTextChange } from '../../../lib/shop-look';
import { selectLayout } from '../filter-slice';
import { NothingFound } from './nothing-found';
import { Pagination } from './pagination';
import { ProductCard } from './product-card';
import styles from './product-results.module.css';

type ProductResultsProps = {
  data: ProductListResponse | undefined;
  isFetching: boolean;
  error: FetchBaseQueryError | SerializedError | undefined;
  /** The page the shopper asked for (in the URL), which may still be loading. */
  requestedPage: number;
  /** How many first cards are above the fold when the page opens (their pictures load at once). */
  aboveFoldCount?: number;
  onPageChange: (page: number) => void;
  /** Offered when nothing matches: empties the search and the filters. */
  onClearAll?: () => void;
  /** The search typed: a card opens its page on the option values it names (decision 061). */
  search?: string | undefined;
  /** The option filters chosen: a card opens its page on them too. */
  filteredOptions?: readonly string[] | undefined;
};

/** The product cards of one page, or the spinner, the empty state or the error; then the pagination. */
export const ProductResults = memo(function ProductResults({
  data,
  isFetching,
  error,
  requestedPage,
  aboveFoldCount = 0,
  onPageChange,
  onClearAll,
  search,
  filteredOptions,
}: ProductResultsProps) {
  const layout = useAppSelector(selectLayout);
  useRedrawOnTextChange();

  if (error && !isFetching) {
    return (
      <p className={styles.error} role="alert">
        {getErrorMessage(error)}
      </p>
    );
  }
  if (!data) return <Spinner fill />;
  if (data.items.length === 0) {
    if (isFetching) return <Spinner fill />;
    return <NothingFound onClearAll={onClearAll} />;
  }

  return (
    <>
      {/* While the next page loads, the current one stays in place, dimmed, so nothing jumps. */}
      <ul
        className={cx(styles.grid, layout === 'list' && styles.list, isFetching && styles.busy)}
        data-testid="product-list"
        aria-busy={isFetching}
      >
        {data.items.map((product, index) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              layout={layout}
              aboveFold={index < aboveFoldCount}
              first={index === 0}
              search={search}
              filteredOptions={filteredOptions}
            />
          </li>
        ))}
      </ul>
      {/* While a page loads, count from the one asked for: a second quick Next goes one further
          instead of asking for the same page again. */}
      <Pagination
        page={isFetching ? Math.min(requestedPage, data.pageCount) : data.page}
        pageCount={data.pageCount}
        onPageChange={onPageChange}
      />
    </>
  );
});
