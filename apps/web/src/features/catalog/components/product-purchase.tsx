import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { MAX_CART_QUANTITY, type Product } from '@eshop/shared';
import { addToCart, decreaseCart, selectCartQuantityOf } from '../../cart';
import buttons from '../../../components/ui/button.module.css';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { en } from '../../../copy/en';
import styles from './product-details-page.module.css';

/** Quantity buttons (once the product is in the cart), ADD TO CARD and BUY IT NOW. */
export function ProductPurchase({ product }: { product: Product }) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const quantity = useSelector((state: Parameters<typeof selectCartQuantityOf>[0]) =>
    selectCartQuantityOf(state, product.id),
  );

  const buyNow = () => {
    if (quantity === 0) dispatch(addToCart(product));
    void navigate('/cart');
  };

  return (
    <div className={styles.actions}>
      {quantity > 0 && (
        <QuantityStepper
          quantity={quantity}
          max={MAX_CART_QUANTITY}
          quantityLabel={en.cart.quantityOf(product.name)}
          decreaseLabel={en.cart.decrease(product.name)}
          increaseLabel={en.cart.increase(product.name)}
          onDecrease={() => dispatch(decreaseCart(product.id))}
          onIncrease={() => dispatch(addToCart(product))}
        />
      )}
      <button type="button" className={buttons.button} onClick={() => dispatch(addToCart(product))}>
        {en.catalog.addToCart}
      </button>
      <button type="button" className={buttons.dark} onClick={buyNow}>
        {en.catalog.buyNow}
      </button>
    </div>
  );
}
