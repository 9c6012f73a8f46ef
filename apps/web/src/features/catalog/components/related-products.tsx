import { useDeferredValue } from 'react';
import { copy } from '../../../copy';
import { useHydrated } from '../../../lib/use-hydrated';
import { catalogApi, useGetProductsQuery } from '../api/catalog-api';
import { useAppSelector } from '../../../app/hooks';
import { cx } from '../../../lib/cx';
import { RELATED_COUNT, relatedProductsQuery } from '../related-query';
import { ProductCard } from './product-card';
import results from './product-results.module.css';
import styles from './product-details-page.module.css';

const selectCategories = catalogApi.endpoints.getCategories.select(undefined);

/**
 * Up to four other products of the same category, below a product's details. Drawn by the browser
 * (decision 078): below the fold, they were a third of a product page's markup and a listing of its
 * own for every page the server drew; the page drawn on the server ends with the reviews.
 */
export function RelatedProducts({ productId, category }: { productId: string; category: string }) {
  const hydrated = useHydrated();
  const { data: latest } = useGetProductsQuery(relatedProductsQuery(category), { skip: !hydrated });
  // Below the fold: rendered in the background, in slices, so the phone's main thread stays free.
  const data = useDeferredValue(latest);
  // The category's size, from the category bar's answer when the store has it (a drawn page does);
  // read, never asked for.
  const othersInCategory = useAppSelector(
    (state) => (selectCategories(state).data?.find((item) => item.name === category)?.count ?? 0) > 1,
  );
  const related = (data?.items ?? []).filter((item) => item.id !== productId).slice(0, RELATED_COUNT);
  if (related.length === 0) {
    // Until they arrive, their row's place is kept when there are some to show: on a tall screen the
    // footer would otherwise sit in view and then be pushed away.
    return data === undefined && othersInCategory ? (
      <div className={cx(styles.related, styles.relatedPending)} aria-hidden="true" />
    ) : null;
  }
  return (
    <section className={styles.related} aria-labelledby="related-heading">
      <h2 id="related-heading">{copy.catalog.relatedHeading}</h2>
      <ul className={results.grid}>
        {related.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} layout="grid" />
          </li>
        ))}
      </ul>
    </section>
  );
}
