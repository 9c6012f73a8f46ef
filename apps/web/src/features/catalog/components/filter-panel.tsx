import buttons from '../../../components/ui/button.module.css';
import { en } from '../../../copy/en';
import { cx } from '../../../lib/cx';
import { effectiveMaxPriceCents, type ListingFilters, type PriceRange } from '../filter-params';
import { BrandFilter } from './brand-filter';
import { CategoryFilter } from './category-filter';
import { PriceFilter } from './price-filter';
import styles from './filter-panel.module.css';

type FilterPanelProps = {
  id: string;
  className?: string;
  filters: ListingFilters;
  priceRange: PriceRange | null;
  onChange: (change: Partial<ListingFilters>, options?: { replace?: boolean }) => void;
};

/** Category, brand and price filters; they combine (DESIGN.md 5.1). */
export function FilterPanel({ id, className, filters, priceRange, onChange }: FilterPanelProps) {
  return (
    <aside id={id} className={cx(styles.panel, className)} aria-label={en.catalog.filterHeading}>
      {/* A new category has its own brands, so the brand goes back to All. */}
      <CategoryFilter value={filters.category} onChange={(category) => onChange({ category, brand: null })} />
      <BrandFilter
        category={filters.category}
        value={filters.brand}
        onChange={(brand) => onChange({ brand })}
      />
      <PriceFilter
        valueCents={effectiveMaxPriceCents(filters, priceRange)}
        range={priceRange}
        onChange={(maxPriceCents) => onChange({ maxPriceCents }, { replace: true })}
      />
      <button
        type="button"
        className={buttons.secondary}
        onClick={() =>
          onChange({
            category: null,
            brand: null,
            maxPriceCents: priceRange ? priceRange.maxPriceCents : null,
          })
        }
      >
        {en.catalog.clearFilter}
      </button>
    </aside>
  );
}
