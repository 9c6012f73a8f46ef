import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { MAX_CART_QUANTITY, type Product } from '@eshop/shared';
import { addToCart, decreaseCart, selectCartQuantityOf } from '../../cart';
import buttons from '../../../components/ui/button.module.css';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { en } from '../../../copy/en';
import styles from './product-details-page.module.css';

/**
 * How many to buy, ADD TO CARD and BUY IT NOW. Before the product is in the cart the stepper chooses
 * how many ADD TO CARD adds; once it is in the cart it changes the cart's quantity (spec).
 */
export function ProductPurchase({ product }: { product: Product }) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const quantity = useSelector((state: Parameters<typeof selectCartQuantityOf>[0]) =>
    selectCartQuantityOf(state, product.id),
  );
  const [chosen, setChosen] = useState(1);

  const add = () => dispatch(addToCart({ ...product, quantity: quantity > 0 ? 1 : chosen }));
  const buyNow = () => {
    if (quantity === 0) dispatch(addToCart({ ...product, quantity: chosen }));
    void navigate('/cart');
  };

  const isInCart = quantity > 0;
  return (
    <div className={styles.actions}>
      <QuantityStepper
        quantity={isInCart ? quantity : chosen}
        max={MAX_CART_QUANTITY}
        quantityLabel={isInCart ? en.cart.quantityOf(product.name) : en.catalog.quantityToAdd(product.name)}
        decreaseLabel={en.cart.decrease(product.name)}
        increaseLabel={en.cart.increase(product.name)}
        decreaseDisabled={!isInCart && chosen <= 1}
        onDecrease={() =>
          isInCart ? dispatch(decreaseCart(product.id)) : setChosen((value) => Math.max(1, value - 1))
        }
        onIncrease={() =>
          isInCart
            ? dispatch(addToCart(product))
            : setChosen((value) => Math.min(MAX_CART_QUANTITY, value + 1))
        }
      />
      <button type="button" className={buttons.button} onClick={add}>
        {en.catalog.addToCart}
      </button>
      <button type="button" className={buttons.dark} onClick={buyNow}>
        {en.catalog.buyNow}
      </button>
    </div>
  );
}
