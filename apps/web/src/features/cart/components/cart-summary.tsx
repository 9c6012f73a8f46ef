import { Link, useNavigate } from 'react-router';
import { useDispatch, useSelector } from 'react-redux';
import { formatCents } from '@eshop/shared';
import buttons from '../../../components/ui/button.module.css';
import { en } from '../../../copy/en';
import { cx } from '../../../lib/cx';
import { clearCart, selectCartTotalAmount, selectCartTotalQuantity } from '../cart-slice';
import styles from './cart-page.module.css';

/** Below the table: Clear Cart, Continue Shopping, the count, the subtotal and Check Out. */
export function CartSummary() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const subtotal = useSelector(selectCartTotalAmount);
  const quantity = useSelector(selectCartTotalQuantity);

  return (
    <div className={styles.below}>
      <button type="button" className={buttons.danger} onClick={() => dispatch(clearCart())}>
        {en.cart.clearCart}
      </button>
      <div className={styles.summary}>
        <p>
          <Link to="/#products">&larr; {en.cart.continueShopping}</Link>
        </p>
        <p>{en.cart.itemCount(quantity)}</p>
        <p className={styles.row}>
          <span>{en.cart.subtotal}</span>
          <span data-testid="cart-subtotal">{formatCents(subtotal)}</span>
        </p>
        <p className={styles.note}>{en.cart.taxNote}</p>
        {/* The accounts issue sends visitors who are not logged in to /login first (spec 4). */}
        <button
          type="button"
          className={cx(buttons.button, styles.checkout)}
          onClick={() => void navigate('/checkout-details')}
        >
          {en.cart.checkOut}
        </button>
      </div>
    </div>
  );
}
