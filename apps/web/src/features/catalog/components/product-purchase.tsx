import { useEffect, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { LOW_STOCK_THRESHOLD, formatCents, type Product } from '@eshop/shared';
import {
  addToCart,
  decreaseCart,
  maxCartQuantity,
  selectCartQuantityOf,
  useOpenCartDrawer,
} from '../../cart';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import buttons from '../../../components/ui/button.module.css';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { en } from '../../../copy/en';
import styles from './product-details-page.module.css';

/**
 * How many to buy, ADD TO CARD and BUY IT NOW. Before the product is in the cart the stepper chooses
 * how many ADD TO CARD adds; once it is in the cart it changes the cart's quantity (spec). Neither
 * goes past what is in stock; at 0 the product says `Out of stock` and both buttons are disabled.
 */
export function ProductPurchase({ product }: { product: Product }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const quantity = useAppSelector((state) => selectCartQuantityOf(state, product.id));
  const [chosen, setChosen] = useState(1);
  const max = maxCartQuantity(product);
  const isSoldOut = max === 0;

  const openCartDrawer = useOpenCartDrawer();
  const add = () => {
    dispatch(addToCart({ ...product, quantity: quantity > 0 ? 1 : Math.min(chosen, max) }));
    openCartDrawer(product.id);
  };
  const buyNow = () => {
    if (quantity === 0) dispatch(addToCart({ ...product, quantity: Math.min(chosen, max) }));
    void navigate('/cart');
  };

  const isInCart = quantity > 0;
  // The buy bar follows the ADD TO CARD button itself: the stock line above it may be on screen
  // while the button is not.
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const actionsInView = useIsInView(addButtonRef);
  return (
    <div className={styles.actions}>
      {isSoldOut ? (
        <p className={styles.stock} data-state="out">
          {en.catalog.outOfStock}
        </p>
      ) : max <= LOW_STOCK_THRESHOLD ? (
        <p className={styles.stock}>{en.catalog.onlyLeft(max)}</p>
      ) : (
        <p className={styles.stock} data-state="in">
          {en.catalog.inStock}
        </p>
      )}
      <QuantityStepper
        quantity={isSoldOut ? 0 : isInCart ? quantity : Math.min(chosen, max)}
        max={max}
        quantityLabel={isInCart ? en.cart.quantityOf(product.name) : en.catalog.quantityToAdd(product.name)}
        decreaseLabel={en.cart.decrease(product.name)}
        increaseLabel={en.cart.increase(product.name)}
        decreaseDisabled={isSoldOut || (!isInCart && chosen <= 1)}
        onDecrease={() =>
          isInCart ? dispatch(decreaseCart(product.id)) : setChosen((value) => Math.max(1, value - 1))
        }
        onIncrease={() =>
          isInCart ? dispatch(addToCart(product)) : setChosen((value) => Math.min(max, value + 1))
        }
      />
      <button ref={addButtonRef} type="button" className={buttons.button} onClick={add} disabled={isSoldOut}>
        {en.catalog.addToCart}
      </button>
      <button type="button" className={buttons.dark} onClick={buyNow} disabled={isSoldOut}>
        {en.catalog.buyNow}
      </button>
      {/* Phones only (CSS): once the buttons above scroll away, the price and ADD TO CARD stay at
          the bottom of the screen. */}
      {!actionsInView && !isSoldOut ? (
        <div className={styles.buyBar} role="region" aria-label={en.catalog.buyBar}>
          <span className={styles.buyBarName}>{product.name}</span>
          <span className={styles.buyBarPrice}>{formatCents(product.priceCents)}</span>
          <button type="button" className={buttons.button} onClick={add}>
            {en.catalog.addToCart}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** Whether the element is on screen (true until known, and where the browser cannot tell). */
function useIsInView(ref: RefObject<Element | null>): boolean {
  const [isInView, setIsInView] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    // Half of it on screen counts as on screen.
    const observer = new IntersectionObserver(([entry]) => setIsInView(entry?.isIntersecting ?? true), {
      threshold: 0.5,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return isInView;
}
