import { useDeferredValue } from 'react';
import { copy } from '../../../copy';
import { useHydrated } from '../../../lib/use-hydrated';
import { useGetProductsQuery } from '../api/catalog-api';
import { RELATED_COUNT, relatedProductsQuery } from '../related-query';
import { ProductCard } from './product-card';
import results from './product-results.module.css';
import styles from './product-details-page.module.css';

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
  const related = (data?.items ?? []).filter((item) => item.id !== productId).slice(0, RELATED_COUNT);
  if (related.length === 0) return null;
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
