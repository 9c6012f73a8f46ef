import { Link } from '../../../components/link';
import { ShoppingCart } from 'lucide-react';
import buttons from '../../../components/ui/button.module.css';
import { copy } from '../../../copy';
import { cx } from '../../../lib/cx';
import styles from './cart-page.module.css';

export function EmptyCart() {
  return (
    <section className={cx('container', styles.empty)}>
      <ShoppingCart className={styles.emptyIcon} size={64} aria-hidden="true" />
      <h1>{copy.cart.emptyHeading}</h1>
      <p className={styles.emptyText}>{copy.cart.emptyText}</p>
      <Link to="/#products" className={buttons.button}>
        {copy.cart.emptyAction}
      </Link>
    </section>
  );
}
