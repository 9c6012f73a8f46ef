import { Link } from '../../../components/link';
import { copy } from '../../../copy';
import { cx } from '../../../lib/cx';
import { categoryPath } from '../../../lib/format';
import { useGetCategoriesQuery } from '../api/catalog-api';
import { categoryIcon } from './category-icons';
import styles from './category-grid.module.css';

/** A tile for each of the shop's categories, in the owner's order, with its products on sale. */
export function CategoryGrid() {
  // A drawn page has them; in the browser the grid fills in when they arrive.
  const { data: counts = [] } = useGetCategoriesQuery(undefined);

  return (
    <section className={cx('container', styles.section)} aria-labelledby="categories-heading">
      <h2 id="categories-heading">{copy.catalog.categoriesHeading}</h2>
      <ul className={styles.grid}>
        {counts.map(({ name: category, count }) => {
          const Icon = categoryIcon(category);
          return (
            <li key={category}>
              <Link to={categoryPath(category)} className={styles.tile}>
                <Icon className={styles.icon} size={32} aria-hidden="true" />
                <span className={styles.name}>{category}</span>
                <span className={styles.count}>{copy.catalog.productsCount(count)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
