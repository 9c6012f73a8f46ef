import type { ProductListResponse, ProductSort } from '@eshop/shared';
import { copy } from '../../../copy';
import { LayoutToggle } from './layout-toggle';
import { SearchBox } from './search-box';
import { SortSelect } from './sort-select';
import styles from './listing-toolbar.module.css';

type ListingToolbarProps = {
  data: ProductListResponse | undefined;
  search: string;
  sort: ProductSort;
  onSearch: (search: string) => void;
  onSort: (sort: ProductSort) => void;
};

/** Layout toggle, 'N Products found.', search and sort above the home page's product list. */
export function ListingToolbar({ data, search, sort, onSearch, onSort }: ListingToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <LayoutToggle />
      <p className={styles.count} aria-live="polite">
        {data ? copy.catalog.productsFound(data.total) : ''}
      </p>
      <SearchBox value={search} onSearch={onSearch} />
      <SortSelect value={sort} hasSearch={search.trim() !== ''} onChange={onSort} />
    </div>
  );
}
