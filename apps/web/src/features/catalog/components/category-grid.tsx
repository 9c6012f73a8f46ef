import { Link } from 'react-router';
import { CATEGORIES } from '@eshop/shared';
import { en } from '../../../copy/en';
import { cx } from '../../../lib/cx';
import { categoryPath } from '../../../lib/format';
import { useGetCategoriesQuery } from '../api/catalog-api';
import { CATEGORY_ICONS } from './category-icons';
import styles from './category-grid.module.css';

/** Tiles for the seven categories; the counts fill in when they arrive, without moving anything. */
export function CategoryGrid() {
  const { data: counts } = useGetCategoriesQuery(undefined);

  return (
    <section className={cx('container', styles.section)} aria-labelledby="categories-heading">
      <h2 id="categories-heading">{en.catalog.categoriesHeading}</h2>
      <ul className={styles.grid}>
        {CATEGORIES.map((category) => {
          const Icon = CATEGORY_ICONS[category];
          const count = counts?.find((item) => item.name === category)?.count;
          return (
            <li key={category}>
              <Link to={categoryPath(category)} className={styles.tile}>
                <Icon className={styles.icon} size={32} aria-hidden="true" />
                <span className={styles.name}>{category}</span>
                <span className={styles.count}>
                  {count === undefined ? '' : en.catalog.productsCount(count)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
