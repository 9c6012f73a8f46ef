import type { CategoryCount } from '@eshop/shared';
import { copy } from '../../../copy';
import { useCategoryNames } from '../hooks/use-category-names';
import styles from './filter-panel.module.css';

type CategoryFilterProps = {
  value: string | null;
  onChange: (category: string | null) => void;
  /** With a search: each category's matches (`Laptop (12)`), counted with the other filters. */
  counts?: readonly CategoryCount[];
};

export function CategoryFilter({ value, onChange, counts }: CategoryFilterProps) {
  const options: { label: string; value: string | null }[] = [
    { label: copy.catalog.all, value: null },
    ...(useCategoryNames() ?? []).map((category) => ({ label: category, value: category })),
  ];
  const countOf = (category: string | null) =>
    category === null
      ? counts?.reduce((sum, entry) => sum + entry.count, 0)
      : (counts?.find((entry) => entry.name === category)?.count ?? 0);
  // An h2: the panel sits beside a page's h1 (a category, search results) as well as under home's h2.
  return (
    <div>
      <h2 className={styles.heading} id="category-filter-heading">
        {copy.catalog.categories}
      </h2>
      <ul className={styles.categories} aria-labelledby="category-filter-heading">
        {options.map((option) => (
          <li key={option.label}>
            <button
              type="button"
              className={styles.category}
              aria-pressed={option.value === value}
              onClick={() => onChange(option.value)}
            >
              {option.label}
              {counts ? (
                <span className={styles.count}> {copy.catalog.matchCount(countOf(option.value) ?? 0)}</span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
