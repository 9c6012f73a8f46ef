// What a search or filter that finds nothing offers instead of an empty page (issue 35): the way back
// (clear the search and filters), the shop's categories to browse, and the products shoppers buy most
// (decision 061).
import { Link } from '../../../components/link';
import buttons from '../../../components/ui/button.module.css';
import { copy } from '../../../copy';
import { categoryPath } from '../../../lib/format';
import { useGetPopularProductsQuery } from '../api/catalog-api';
import { useCategoryNames } from '../hooks/use-category-names';
import { ProductCard } from './product-card';
import styles from './product-results.module.css';

const SUGGESTED = 4;

export function NothingFound({ onClearAll }: { onClearAll?: (() => void) | undefined }) {
  const categories = useCategoryNames() ?? [];
  const { data: suggested = [] } = useGetPopularProductsQuery(SUGGESTED);
  return (
    <div className={styles.nothingFound}>
      <div className={styles.empty}>
        <p>{copy.catalog.noProductFound}</p>
        {onClearAll && (
          <button type="button" className={buttons.secondary} onClick={onClearAll}>
            {copy.catalog.clearSearchAndFilters}
          </button>
        )}
      </div>
      {categories.length > 0 && (
        <nav aria-label={copy.catalog.browseCategories} className={styles.suggestions}>
          <h2>{copy.catalog.browseCategories}</h2>
          <ul className={styles.categoryLinks}>
            {categories.map((category) => (
              <li key={category}>
                <Link to={categoryPath(category)} className={buttons.secondary}>
                  {category}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {suggested.length > 0 && (
        <section aria-labelledby="suggested-heading" className={styles.suggestions}>
          <h2 id="suggested-heading">{copy.catalog.popularProducts}</h2>
          <ul className={styles.grid} data-testid="suggested-products">
            {suggested.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} layout="grid" />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
