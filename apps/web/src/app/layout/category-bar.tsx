import { copy } from '../../copy';
import { cx } from '../../lib/cx';
import { categoryPath } from '../../lib/format';
import { useCategoryNames } from '../../features/catalog';
import styles from './category-bar.module.css';
import { NavLink } from '../../components/link';

/** The shop's category links in the second top bar, in the owner's order (Admin > Categories). */
export function CategoryBar() {
  const categories = useCategoryNames() ?? [];
  return (
    <nav className={styles.bar} aria-label={copy.layout.categoryNav}>
      <ul className={cx('container', styles.list)}>
        {categories.map((category) => (
          <li key={category}>
            <NavLink to={categoryPath(category)} className={styles.link}>
              {category}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
