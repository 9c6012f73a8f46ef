import { Trash2 } from 'lucide-react';
import { formatCents, lineName } from '@eshop/shared';
import { LineTitle } from '../../../components/orders/line-title';
import { useAppDispatch } from '../../../app/hooks';
import buttons from '../../../components/ui/button.module.css';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { copy } from '../../../copy';
import { cx } from '../../../lib/cx';
import {
  addToCart,
  decreaseCart,
  lineKeyOf,
  maxCartQuantity,
  removeFromCart,
  type CartItem,
} from '../cart-slice';
import styles from './cart-page.module.css';
import { ProductImage } from '../../../components/ui/product-image';

export function CartRow({ item, serial }: { item: CartItem; serial: number }) {
  const dispatch = useAppDispatch();
  return (
    <tr>
      <td className={styles.serial}>{serial}</td>
      <td className={styles.productCell}>
        <div className={styles.product}>
          {/* The name is right beside it, so the thumbnail needs no text of its own. */}
          <ProductImage url={item.imageURL} alt="" size={80} sizes="80px" />
          <span>
            <LineTitle line={item} />
            {item.stock !== undefined && item.cartQuantity > item.stock && (
              <span className={styles.short} role="note">
                {item.stock === 0 ? copy.catalog.outOfStock : copy.catalog.onlyLeft(item.stock)}
              </span>
            )}
          </span>
        </div>
      </td>
      <td className={styles.price}>{formatCents(item.priceCents)}</td>
      <td className={styles.quantity}>
        <QuantityStepper
          quantity={item.cartQuantity}
          max={maxCartQuantity(item)}
          quantityLabel={copy.cart.quantityOf(lineName(item))}
          decreaseLabel={copy.cart.decrease(lineName(item))}
          increaseLabel={copy.cart.increase(lineName(item))}
          onDecrease={() => dispatch(decreaseCart(lineKeyOf(item)))}
          onIncrease={() => dispatch(addToCart(item))}
        />
      </td>
      <td className={styles.total}>{formatCents(item.priceCents * item.cartQuantity)}</td>
      <td className={styles.actions}>
        <button
          type="button"
          className={cx(buttons.icon, styles.remove)}
          aria-label={copy.cart.remove(lineName(item))}
          onClick={() => dispatch(removeFromCart(lineKeyOf(item)))}
        >
          <Trash2 size={18} aria-hidden="true" />
        </button>
      </td>
    </tr>
  );
}
