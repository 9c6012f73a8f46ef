import type { ProductListResponse } from '@eshop/shared';
import buttons from '../../../components/ui/button.module.css';
import { copy } from '../../../copy';
import { cx } from '../../../lib/cx';
import { useHydrated } from '../../../lib/use-hydrated';
import { effectiveMaxPriceCents, type ListingFilters, type PriceRange } from '../filter-params';
import { BrandFilter } from './brand-filter';
import { CategoryFilter } from './category-filter';
import { OptionFilters } from './option-filters';
import { PriceFilter } from './price-filter';
import styles from './filter-panel.module.css';

type FilterPanelProps = {
  id: string;
  className?: string;
  filters: ListingFilters;
  priceRange: PriceRange | null;
  /** The listing's matches per category and brand, each counted without its own filter. */
  facets?: ProductListResponse['facets'];
  /** How many products the filters find (the phone panel's "Show N results"). */
  total?: number;
  /** On a category's page, Clear Filter keeps the category (it is the page). */
  keepsCategory?: boolean;
  onChange: (change: Partial<ListingFilters>, options?: { replace?: boolean }) => void;
  /**
   * After a choice that is complete in one step (a category, a brand, Clear Filter), so the panel can
   * get out of the way on phones. Not after the price slider, which is dragged in many steps.
   */
  onChosen: () => void;
};

/** Category, brand, option value and price filters; they combine (DESIGN.md 5.1). */
export function FilterPanel({
  id,
  className,
  filters,
  priceRange,
  facets,
  total,
  keepsCategory = false,
  onChange,
  onChosen,
}: FilterPanelProps) {
  const hydrated = useHydrated();
  const choose = (change: Partial<ListingFilters>) => {
    onChange(change);
    onChosen();
  };

  return (
    <aside
      id={id}
      className={cx(styles.panel, className)}
      // Named (a landmark) once it holds the filters: an empty one is not announced.
      aria-label={hydrated ? copy.catalog.filterHeading : undefined}
    >
      {/* Drawn by the browser (decision 078): the panel is a fifth of a listing's markup, a control
          of the app that works only once it runs, and hidden on phones until asked for; the page
          drawn on the server keeps its place (the grid's column, the button's aria-controls). */}
      {hydrated && (
        <>
          {/* A new category has its own brands, so the brands go back to all. */}
          <CategoryFilter
            value={filters.category}
            counts={facets?.categories}
            onChange={(category) => choose({ category, brands: [], options: [] })}
          />
          {/* Several brands are ticked in a row, so a tick leaves the phone panel open. */}
          <BrandFilter
            category={filters.category}
            value={filters.brands}
            counts={facets?.brands}
            onChange={(brands) => onChange({ brands })}
          />
          {/* Sizes and colours (decision 060): ticked in a row too. */}
          <OptionFilters
            value={filters.options}
            facets={facets?.options}
            onChange={(options) => onChange({ options })}
          />
          <PriceFilter
            minCents={filters.minPriceCents}
            valueCents={effectiveMaxPriceCents(filters, priceRange)}
            chosenMaxCents={filters.maxPriceCents}
            range={priceRange}
            onChange={(maxPriceCents) => onChange({ maxPriceCents }, { replace: true })}
            onLimitsChange={(limits) => onChange(limits)}
          />
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={filters.inStock}
              onChange={(event) => onChange({ inStock: event.target.checked })}
            />
            {copy.catalog.inStockOnly}
          </label>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={filters.onSale}
              onChange={(event) => onChange({ onSale: event.target.checked })}
            />
            {copy.catalog.onSaleOnly}
          </label>
          <button
            type="button"
            className={buttons.secondary}
            onClick={() =>
              choose({
                ...(keepsCategory ? {} : { category: null }),
                brands: [],
                options: [],
                minPriceCents: null,
                inStock: false,
                onSale: false,
                maxPriceCents: priceRange ? priceRange.maxPriceCents : null,
              })
            }
          >
            {copy.catalog.clearFilter}
          </button>
          {/* Phones only (the panel covers the list there): back to the list, saying what it holds. */}
          {total !== undefined ? (
            <button type="button" className={cx(buttons.button, styles.showResults)} onClick={onChosen}>
              {copy.catalog.showResults(total)}
            </button>
          ) : null}
        </>
      )}
    </aside>
  );
}
