import { PRODUCT_SORTS, type ProductSort } from '@eshop/shared';
import { copy } from '../../../copy';
import styles from './listing-toolbar.module.css';

type SortSelectProps = {
  value: ProductSort;
  /** Best match is offered only while a term is typed. */
  hasSearch: boolean;
  onChange: (sort: ProductSort) => void;
};

export function SortSelect({ value, hasSearch, onChange }: SortSelectProps) {
  const sorts = PRODUCT_SORTS.filter((sort) => hasSearch || sort !== 'best');
  return (
    <div className={styles.sort}>
      <label htmlFor="product-sort">{copy.catalog.sortLabel}</label>
      <select
        id="product-sort"
        className={styles.select}
        value={value}
        onChange={(event) => {
          const sort = PRODUCT_SORTS.find((option) => option === event.target.value);
          if (sort) onChange(sort);
        }}
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {copy.catalog.sortOptions[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
