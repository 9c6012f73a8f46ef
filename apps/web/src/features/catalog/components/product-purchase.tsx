import { useEffect, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import {
  LOW_STOCK_THRESHOLD,
  formatCents,
  lineName,
  type Product,
  type ProductPageVariant,
} from '@eshop/shared';
import {
  addToCart,
  decreaseCart,
  findCartLine,
  lineKeyOf,
  maxCartQuantity,
  selectCartQuantityOf,
  useOpenCartDrawer,
} from '../../cart';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import buttons from '../../../components/ui/button.module.css';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { copy, currentLocale } from '../../../copy';
import styles from './product-details-page.module.css';

type ProductPurchaseProps = {
  product: Product;
  /** A product with options: the variant chosen, once every option has a value. */
  variant?: ProductPageVariant | undefined;
  /** A product with options: the options still to choose ('Size'), in their order. */
  missing?: readonly string[];
};

/**
 * How many to buy, ADD TO CARD and BUY IT NOW. Before the product is in the cart the stepper chooses
 * how many ADD TO CARD adds; once it is in the cart it changes the cart's quantity (spec). Neither
 * goes past what is in stock; at 0 the product says `Out of stock` and both buttons are disabled.
 * A product with options buys the variant chosen: until every option has a value the buttons say
 * which is missing, and a sold-out or impossible combination says so.
 */
export function ProductPurchase({ product, variant, missing = [] }: ProductPurchaseProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const hasOptions = (product.options?.length ?? 0) > 0;
  /** What goes in the cart: the variant (its price, picture and stock), or the product sold one way. */
  const line = variant
    ? {
        ...product,
        variantId: variant.id,
        variantTitle: variant.title,
        sku: variant.sku,
        priceCents: variant.priceCents,
        imageURL: variant.imageURL ?? product.imageURL,
        stock: variant.stock,
      }
    : product;
  const quantity = useAppSelector((state) => selectCartQuantityOf(state, product.id, variant?.id));
  const [chosen, setChosen] = useState(1);
  const [refusal, setRefusal] = useState<string | undefined>();
  const isUnchosen = hasOptions && missing.length > 0;
  const isNoSuchVariant = hasOptions && !isUnchosen && !variant;
  // Until the choice is complete the stepper counts up to the most a line can hold.
  const max = isUnchosen ? maxCartQuantity({}) : isNoSuchVariant ? 0 : maxCartQuantity(line);
  const isSoldOut = max === 0;
  useEffect(() => setRefusal(undefined), [variant?.id, missing.length]);

  const openCartDrawer = useOpenCartDrawer();
  /** False, saying why, when the choice is not complete. */
  const canBuy = () => {
    if (!isUnchosen) return true;
    setRefusal(
      copy.variants.choose(
        new Intl.ListFormat(currentLocale(), { type: 'conjunction' }).format(
          missing.map((option) => copy.variants.chooseOne(option)),
        ),
      ),
    );
    return false;
  };
  const add = () => {
    if (!canBuy()) return;
    dispatch(addToCart({ ...line, quantity: quantity > 0 ? 1 : Math.min(chosen, max) }));
    openCartDrawer(product.id, variant?.id);
  };
  const buyNow = () => {
    if (!canBuy()) return;
    if (quantity === 0) dispatch(addToCart({ ...line, quantity: Math.min(chosen, max) }));
    void navigate('/cart');
  };
  const name = variant ? lineName({ name: product.name, variantTitle: variant.title }) : product.name;

  const isInCart = quantity > 0;
  const cartLine = useAppSelector((state) => findCartLine(state.cart.cartItems, product.id, variant?.id));
  const cartLineKey = cartLine ? lineKeyOf(cartLine) : product.id;
  // The buy bar follows the ADD TO CARD button itself: the stock line above it may be on screen
  // while the button is not.
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const actionsInView = useIsInView(addButtonRef);
  return (
    <div className={styles.actions}>
      {isUnchosen ? null : isNoSuchVariant ? (
        <p className={styles.stock} data-state="out">
          {copy.variants.noSuchVariant}
        </p>
      ) : isSoldOut ? (
        <p className={styles.stock} data-state="out">
          {variant ? copy.variants.soldOutVariant(name) : copy.catalog.outOfStock}
        </p>
      ) : max <= LOW_STOCK_THRESHOLD ? (
        <p className={styles.stock}>{copy.catalog.onlyLeft(max)}</p>
      ) : (
        <p className={styles.stock} data-state="in">
          {copy.catalog.inStock}
        </p>
      )}
      <QuantityStepper
        quantity={isSoldOut ? 0 : isInCart ? quantity : Math.min(chosen, max)}
        max={max}
        quantityLabel={isInCart ? copy.cart.quantityOf(name) : copy.catalog.quantityToAdd(name)}
        decreaseLabel={copy.cart.decrease(name)}
        increaseLabel={copy.cart.increase(name)}
        decreaseDisabled={isSoldOut || (!isInCart && chosen <= 1)}
        onDecrease={() =>
          isInCart ? dispatch(decreaseCart(cartLineKey)) : setChosen((value) => Math.max(1, value - 1))
        }
        onIncrease={() =>
          isInCart ? dispatch(addToCart(line)) : setChosen((value) => Math.min(max, value + 1))
        }
      />
      {refusal && (
        <p className={styles.refusal} role="alert">
          {refusal}
        </p>
      )}
      <button ref={addButtonRef} type="button" className={buttons.button} onClick={add} disabled={isSoldOut}>
        {copy.catalog.addToCart}
      </button>
      <button type="button" className={buttons.dark} onClick={buyNow} disabled={isSoldOut}>
        {copy.catalog.buyNow}
      </button>
      {/* Phones only (CSS): once the buttons above scroll away, the price and ADD TO CARD stay at
          the bottom of the screen. */}
      {!actionsInView && !isSoldOut ? (
        <div className={styles.buyBar} role="region" aria-label={copy.catalog.buyBar}>
          <span className={styles.buyBarName}>{name}</span>
          <span className={styles.buyBarPrice}>{formatCents(line.priceCents)}</span>
          <button type="button" className={buttons.button} onClick={add}>
            {copy.catalog.addToCart}
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
