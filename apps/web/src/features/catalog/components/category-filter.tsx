import { CATEGORIES, type Category } from '@eshop/shared';
import { en } from '../../../copy/en';
import styles from './filter-panel.module.css';

type CategoryFilterProps = {
  value: Category | null;
  onChange: (category: Category | null) => void;
};

const OPTIONS: { label: string; value: Category | null }[] = [
  { label: en.catalog.all, value: null },
  ...CATEGORIES.map((category) => ({ label: category, value: category })),
];

export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  return (
    <div>
      <h3 className={styles.heading} id="category-filter-heading">
        {en.catalog.categories}
      </h3>
      <ul className={styles.categories} aria-labelledby="category-filter-heading">
        {OPTIONS.map((option) => (
          <li key={option.label}>
            <button
              type="button"
              className={styles.category}
              aria-pressed={option.value === value}
              onClick={() => onChange(option.value)}
            >
              {option.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
