import { ShoppingCart } from 'lucide-react';
import { copy } from '../../../copy';
import { selectCartTotalQuantity } from '../cart-slice';
import { useAppSelector } from '../../../app/hooks';
import styles from './cart-link.module.css';
import { NavLink } from '../../../components/link';

/** The header's cart icon with the number of items in the cart. */
export function CartLink() {
  const count = useAppSelector(selectCartTotalQuantity);
  return (
    <NavLink to="/cart" className={styles.link} aria-label={copy.layout.cartLabel(count)}>
      <ShoppingCart size={24} aria-hidden="true" />
      <span className={styles.badge} data-testid="cart-count" aria-hidden="true">
        {count}
      </span>
    </NavLink>
  );
}
