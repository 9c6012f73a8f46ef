import type { BrandCount, Category } from '@eshop/shared';
import { en } from '../../../copy/en';
import { useGetBrandsQuery } from '../api/catalog-api';
import styles from './filter-panel.module.css';

type BrandFilterProps = {
  category: Category | null;
  value: string | null;
  onChange: (brand: string | null) => void;
  /** With a search: the brands that have matches, each with how many (`Apex (12)`). */
  counts?: readonly BrandCount[];
};

const ALL = '';

/** Brands of the chosen category (or of all), or of the search's matches, with All first. */
export function BrandFilter({ category, value, onChange, counts }: BrandFilterProps) {
  const { data: brands = [] } = useGetBrandsQuery(category ?? undefined, { skip: counts !== undefined });
  const names = (counts ?? brands).map((brand) => brand.name);
  const labelOf = (name: string) => {
    const count = counts?.find((brand) => brand.name === name)?.count;
    return counts ? `${name} ${en.catalog.matchCount(count ?? 0)}` : name;
  };
  // A brand from a shared link stays selectable even before (or without) the brand list.
  if (value && !names.includes(value)) names.unshift(value);

  return (
    <div className={styles.field}>
      <label htmlFor="brand-filter" className={styles.label}>
        {en.catalog.brand}
      </label>
      <select
        id="brand-filter"
        className={styles.select}
        value={value ?? ALL}
        onChange={(event) => onChange(event.target.value === ALL ? null : event.target.value)}
      >
        <option value={ALL}>{en.catalog.all}</option>
        {names.map((name) => (
          <option key={name} value={name}>
            {labelOf(name)}
          </option>
        ))}
      </select>
    </div>
  );
}
