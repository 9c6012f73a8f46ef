import { useId, useState } from 'react';
import type { BrandCount } from '@eshop/shared';
import { copy } from '../../../copy';
import { useGetBrandsQuery } from '../api/catalog-api';
import { ShowAllToggle } from './show-all-toggle';
import styles from './filter-panel.module.css';

type BrandFilterProps = {
  category: string | null;
  /** The brands chosen; none means all. */
  value: readonly string[];
  onChange: (brands: string[]) => void;
  /** Each brand's matches (`Apex (12)`), counted with the other filters but not the brand. */
  counts?: readonly BrandCount[];
};

/** A long brand list opens on its first few; the rest are one tap away. */
const FIRST_BRANDS = 8;

/** Brands as checkboxes with their counts: products of any chosen brand are shown. */
export function BrandFilter({ category, value, onChange, counts }: BrandFilterProps) {
  const headingId = useId();
  const [showAll, setShowAll] = useState(false);
  // Before the listing's counts arrive, the category's brands (without counts) stand in.
  const { data: brands = [] } = useGetBrandsQuery(category ?? undefined, { skip: counts !== undefined });
  const listed = counts ?? brands;
  const countOf = (name: string) => counts?.find((brand) => brand.name === name)?.count ?? 0;
  // A brand chosen in a shared link stays visible (and can be unticked) even with no matches left.
  const names = [...value.filter((name) => !listed.some((brand) => brand.name === name))];
  names.push(...listed.map((brand) => brand.name));
  const shown = names.filter((name, index) => index < FIRST_BRANDS || showAll || value.includes(name));

  const toggle = (name: string, checked: boolean) =>
    onChange(checked ? [...value, name] : value.filter((chosen) => chosen !== name));

  if (names.length === 0) return null;
  return (
    <fieldset className={styles.fieldset} aria-labelledby={headingId}>
      <legend className={styles.label} id={headingId}>
        {copy.catalog.brand}
      </legend>
      <ul className={styles.checks}>
        {shown.map((name) => (
          <li key={name}>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={value.includes(name)}
                onChange={(event) => toggle(name, event.target.checked)}
              />
              <span className={styles.checkText}>{name}</span>
              {counts ? ' ' : null}
              {counts ? <span className={styles.count}>{copy.catalog.matchCount(countOf(name))}</span> : null}
            </label>
          </li>
        ))}
      </ul>
      {names.length > FIRST_BRANDS ? (
        <ShowAllToggle
          showAll={showAll}
          onToggle={() => setShowAll((all) => !all)}
          allLabel={copy.catalog.allBrands(names.length)}
          fewerLabel={copy.catalog.fewerBrands}
        />
      ) : null}
    </fieldset>
  );
}
