import { Link } from '../../../components/link';
import { formatCents } from '@eshop/shared';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import buttons from '../../../components/ui/button.module.css';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { copy } from '../../../copy';
import { cx } from '../../../lib/cx';
import { clearCart, selectCartTotalAmount, selectCartTotalQuantity } from '../cart-slice';
import { useCheckOut } from '../use-check-out';
import styles from './cart-page.module.css';

/** Below the table: Clear Cart, Continue Shopping, the count, the subtotal and Check Out. */
export function CartSummary() {
  const dispatch = useAppDispatch();
  const subtotal = useAppSelector(selectCartTotalAmount);
  const quantity = useAppSelector(selectCartTotalQuantity);
  const checkOut = useCheckOut();

  return (
    <div className={styles.below}>
      <ConfirmButton
        className={buttons.danger}
        question={copy.cart.clearCartQuestion}
        confirmLabel={copy.cart.clearCartConfirm}
        cancelLabel={copy.cart.clearCartCancel}
        onConfirm={() => dispatch(clearCart())}
      >
        {copy.cart.clearCart}
      </ConfirmButton>
      <div className={styles.summary}>
        <p>
          <Link to="/#products">&larr; {copy.cart.continueShopping}</Link>
        </p>
        <p>{copy.cart.itemCount(quantity)}</p>
        <p className={styles.row}>
          <span>{copy.cart.subtotal}</span>
          <span data-testid="cart-subtotal">{formatCents(subtotal)}</span>
        </p>
        <p className={styles.note}>{copy.cart.taxNote}</p>
        <button type="button" className={cx(buttons.button, styles.checkout)} onClick={() => void checkOut()}>
          {copy.cart.checkOut}
        </button>
      </div>
    </div>
  );
}
