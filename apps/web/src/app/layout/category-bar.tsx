import { NavLink } from 'react-router';
import { en } from '../../copy/en';
import { cx } from '../../lib/cx';
import { categoryPath } from '../../lib/format';
import styles from './category-bar.module.css';

/** The spec's order of the category links in the second top bar. */
const CATEGORY_LINKS = [
  'Phone',
  'Electronics',
  'Laptop',
  'Fashion',
  'Grocries',
  'Sneakers',
  'Health & Beauty',
] as const;

export function CategoryBar() {
  return (
    <nav className={styles.bar} aria-label={en.layout.categoryNav}>
      <ul className={cx('container', styles.list)}>
        {CATEGORY_LINKS.map((category) => (
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
