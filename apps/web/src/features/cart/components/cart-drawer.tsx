// The cart drawer (issue 21): ADD TO CARD opens it at the side with the line just added, the cart's
// subtotal, Check Out and a way to the cart page. It is non-modal: the page stays usable behind it
// (another ADD TO CARD, the header's cart), so it closes on its button, Escape, a click elsewhere
// or a new page, and focus goes back to where it came from.
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../../components/link';
import { X } from 'lucide-react';
import { formatCents, lineName } from '@eshop/shared';
import { useAppSelector } from '../../../app/hooks';
import buttons from '../../../components/ui/button.module.css';
import { ProductImage } from '../../../components/ui/product-image';
import { copy } from '../../../copy';
import { cx } from '../../../lib/cx';
import { findCartLine, selectCartItems, selectCartTotalAmount, selectCartTotalQuantity } from '../cart-slice';
import { useCheckOut } from '../use-check-out';
import styles from './cart-drawer.module.css';

/** Opens on the line of a product (its variant, when it has options). */
type OpenCartDrawer = (productId: string, variantId?: string) => void;
const CartDrawerContext = createContext<OpenCartDrawer>(() => undefined);

/** Opens the drawer on a product just added (outside the provider, as in a unit test: nothing). */
export const useOpenCartDrawer = (): OpenCartDrawer => useContext(CartDrawerContext);

export function CartDrawerProvider({ children }: { children: ReactNode }) {
  const [added, setAdded] = useState<{ productId: string; variantId?: string } | null>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const open = useCallback<OpenCartDrawer>((productId, variantId) => {
    if (document.activeElement instanceof HTMLElement) returnFocusTo.current = document.activeElement;
    setAdded({ productId, ...(variantId ? { variantId } : {}) });
  }, []);
  const close = useCallback((restoreFocus: boolean) => {
    setAdded(null);
    if (restoreFocus && returnFocusTo.current?.isConnected) returnFocusTo.current.focus();
  }, []);
  return (
    <CartDrawerContext.Provider value={open}>
      {children}
      {added ? <CartDrawer added={added} onClose={close} /> : null}
    </CartDrawerContext.Provider>
  );
}

function CartDrawer({
  added,
  onClose,
}: {
  added: { productId: string; variantId?: string };
  onClose: (restoreFocus: boolean) => void;
}) {
  const line = findCartLine(useAppSelector(selectCartItems), added.productId, added.variantId);
  const subtotal = useAppSelector(selectCartTotalAmount);
  const quantity = useAppSelector(selectCartTotalQuantity);
  const checkOut = useCheckOut();
  const drawerRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { key: locationKey } = useLocation();
  const openedAt = useRef(locationKey);

  // Focus moves in, so a keyboard or screen-reader user hears what was added and can act on it.
  useEffect(() => headingRef.current?.focus(), [added]);
  // A new page closes it.
  useEffect(() => {
    if (locationKey !== openedAt.current) onClose(false);
  }, [locationKey, onClose]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    const onPointer = (event: PointerEvent) => {
      if (!drawerRef.current?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [onClose]);

  // The line went (removed elsewhere, or the cart was replaced): nothing left to show.
  if (!line) return null;
  return (
    <aside
      ref={drawerRef}
      className={styles.drawer}
      role="dialog"
      aria-modal="false"
      aria-labelledby="cart-drawer-heading"
    >
      <div className={styles.top}>
        <h2 id="cart-drawer-heading" ref={headingRef} tabIndex={-1} className={styles.heading}>
          {copy.cart.added(lineName(line))}
        </h2>
        <button
          type="button"
          className={styles.close}
          aria-label={copy.cart.closeDrawer}
          onClick={() => onClose(true)}
        >
          <X size={20} aria-hidden="true" />
        </button>
      </div>
      <div className={styles.line}>
        <ProductImage className={styles.image} url={line.imageURL} alt="" size={80} sizes="80px" />
        <div>
          <p className={styles.name}>{lineName(line)}</p>
          <p className={styles.muted}>
            {copy.cart.inDrawer(line.cartQuantity, formatCents(line.priceCents))}
          </p>
        </div>
      </div>
      <p className={styles.row}>
        <span>{copy.cart.itemCount(quantity)}</span>
      </p>
      <p className={cx(styles.row, styles.subtotal)}>
        <span>{copy.cart.subtotal}</span>
        <span>{formatCents(subtotal)}</span>
      </p>
      <p className={styles.muted}>{copy.cart.taxNote}</p>
      <button type="button" className={cx(buttons.button, styles.action)} onClick={() => void checkOut()}>
        {copy.cart.checkOut}
      </button>
      <Link to="/cart" className={cx(buttons.secondary, styles.action)}>
        {copy.cart.viewCart}
      </Link>
    </aside>
  );
}
