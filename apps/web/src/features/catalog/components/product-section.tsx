import { useCallback, useDeferredValue, useRef } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import buttons from '../../../components/ui/button.module.css';
import { copy } from '../../../copy';
import { cx } from '../../../lib/cx';
import { closeFilterPanel, selectIsFilterPanelOpen, toggleFilterPanel } from '../filter-slice';
import { useProductListing } from '../hooks/use-product-listing';
import { useScrollToProducts } from '../hooks/use-scroll-to-products';
import { FilterPanel } from './filter-panel';
import { ListingToolbar } from './listing-toolbar';
import { ProductResults } from './product-results';
import styles from './product-section.module.css';

const PANEL_ID = 'product-filter';

type ProductSectionProps = {
  heading?: string;
  /** 1 where the list is the page (search results, a category); 2 under the home page's own title. */
  headingLevel?: 1 | 2;
  /** A category's page: the listing is of that category (see useProductListing). */
  category?: string;
  /** How many first cards are above the fold when the page opens (their pictures load at once). */
  aboveFoldCount?: number;
};

/**
 * The home page's products (id="products"), the search results and a category's products: search,
 * sort and the filter panel beside the list.
 */
export function ProductSection({
  heading = copy.catalog.productsHeading,
  headingLevel = 2,
  category,
  aboveFoldCount,
}: ProductSectionProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const { filters, updateFilters, priceRange, result } = useProductListing(category);
  // Arriving products render as a transition (in slices), not in one long task (see ProductResults).
  const data = useDeferredValue(result.data);
  // Stable, so the memoised results skip the render in which only the data's turn is pending.
  const changePage = useCallback(
    (page: number) => {
      updateFilters({ page });
      document.getElementById('products')?.scrollIntoView({ block: 'start' });
    },
    [updateFilters],
  );
  const clearAll = useCallback(
    () =>
      updateFilters({
        search: '',
        ...(category ? {} : { category: null }),
        brands: [],
        options: [],
        minPriceCents: null,
        maxPriceCents: null,
        inStock: false,
        onSale: false,
      }),
    [updateFilters, category],
  );
  const isPanelOpen = useAppSelector(selectIsFilterPanelOpen);
  const dispatch = useAppDispatch();
  const toggleRef = useRef<HTMLButtonElement>(null);
  useScrollToProducts(data !== undefined);

  // On phones a choice closes the panel so the list shows; focus goes back to the button that opened
  // it (the chosen control disappears with the panel). Wide screens hide that button, so nothing moves.
  const closePanel = () => {
    if (!isPanelOpen) return;
    dispatch(closeFilterPanel());
    toggleRef.current?.focus();
  };

  return (
    <section
      id="products"
      className={cx('container', styles.section)}
      aria-labelledby="products-heading"
      tabIndex={-1}
    >
      <div className={styles.header}>
        <Heading id="products-heading">{heading}</Heading>
        <button
          ref={toggleRef}
          type="button"
          className={cx(buttons.secondary, styles.toggle)}
          aria-expanded={isPanelOpen}
          aria-controls={PANEL_ID}
          onClick={() => dispatch(toggleFilterPanel())}
        >
          <SlidersHorizontal size={18} aria-hidden="true" />
          {isPanelOpen ? copy.catalog.hideFilter : copy.catalog.showFilter}
        </button>
      </div>
      {/* The search and sort come first in the tab order (the filter list is long); the panel
          still shows on the left of wide screens. */}
      <div className={styles.layout}>
        <div className={styles.results}>
          <ListingToolbar
            data={data}
            search={filters.search}
            sort={filters.sort}
            onSearch={(search) => updateFilters({ search }, { replace: true })}
            onSort={(sort) => updateFilters({ sort })}
          />
          <ProductResults
            data={data}
            // Still busy while the arrived page waits its turn to render (the deferred value lags).
            isFetching={result.isFetching || data !== result.data}
            requestedPage={filters.page}
            aboveFoldCount={aboveFoldCount}
            error={result.error}
            onPageChange={changePage}
            onClearAll={clearAll}
            search={filters.search}
            filteredOptions={filters.options}
          />
        </div>
        <FilterPanel
          id={PANEL_ID}
          className={cx(styles.panel, isPanelOpen && styles.panelOpen)}
          filters={filters}
          priceRange={priceRange}
          facets={data?.facets}
          total={data?.total}
          keepsCategory={category !== undefined}
          onChange={updateFilters}
          onChosen={closePanel}
        />
      </div>
    </section>
  );
}
