import type { ProductListResponse } from '@eshop/shared';
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
  /** The current search's matches per category and brand, when a term is typed. */
  facets?: ProductListResponse['facets'];
  onChange: (change: Partial<ListingFilters>, options?: { replace?: boolean }) => void;
  /**
   * After a choice that is complete in one step (a category, a brand, Clear Filter), so the panel can
   * get out of the way on phones. Not after the price slider, which is dragged in many steps.
   */
  onChosen: () => void;
};

/** Category, brand and price filters; they combine (DESIGN.md 5.1). */
export function FilterPanel({
  id,
  className,
  filters,
  priceRange,
  facets,
  onChange,
  onChosen,
}: FilterPanelProps) {
  const choose = (change: Partial<ListingFilters>) => {
    onChange(change);
    onChosen();
  };

  return (
    <aside id={id} className={cx(styles.panel, className)} aria-label={en.catalog.filterHeading}>
      {/* A new category has its own brands, so the brand goes back to All. */}
      <CategoryFilter
        value={filters.category}
        counts={facets?.categories}
        onChange={(category) => choose({ category, brand: null })}
      />
      <BrandFilter
        category={filters.category}
        value={filters.brand}
        counts={facets?.brands}
        onChange={(brand) => choose({ brand })}
      />
      <PriceFilter
        valueCents={effectiveMaxPriceCents(filters, priceRange)}
        range={priceRange}
        onChange={(maxPriceCents) => onChange({ maxPriceCents }, { replace: true })}
      />
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={filters.inStock}
          onChange={(event) => choose({ inStock: event.target.checked })}
        />
        {en.catalog.inStockOnly}
      </label>
      <button
        type="button"
        className={buttons.secondary}
        onClick={() =>
          choose({
            category: null,
            brand: null,
            inStock: false,
            maxPriceCents: priceRange ? priceRange.maxPriceCents : null,
          })
        }
      >
        {en.catalog.clearFilter}
      </button>
    </aside>
  );
}
