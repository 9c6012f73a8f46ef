import { Link } from 'react-router';
import { LIST_DESC_TRUNCATE_LENGTH, formatCents, type Product } from '@eshop/shared';
import { addToCart, useOpenCartDrawer } from '../../cart';
import { useAppDispatch } from '../../../app/hooks';
import buttons from '../../../components/ui/button.module.css';
import { en } from '../../../copy/en';
import { cx } from '../../../lib/cx';
import { productPath, truncate } from '../../../lib/format';
import type { ListLayout } from '../filter-slice';
import styles from './product-card.module.css';
import { ProductImage } from '../../../components/ui/product-image';
import { Stars } from '../../../components/ui/stars';

// Two columns on a phone, about 280 px in the desktop grid (see product-results.module.css).
const CARD_IMAGE_SIZES = '(max-width: 640px) 50vw, 280px';

type ProductCardProps = {
  product: Product;
  layout: ListLayout;
  /** The card is in the first row of a page that opens on it: its picture loads at once. */
  aboveFold?: boolean;
  /** The page's first card: its picture is what the shopper sees first, so it is fetched first. */
  first?: boolean;
};

export function ProductCard({ product, layout, aboveFold = false, first = false }: ProductCardProps) {
  const dispatch = useAppDispatch();
  const openCartDrawer = useOpenCartDrawer();
  const path = productPath(product.id);

  return (
    <article className={cx(styles.card, layout === 'list' && styles.list)} data-testid="product-card">
      {/* The name link is the one in the tab order; the image repeats it for the mouse. */}
      <Link to={path} className={styles.imageLink} tabIndex={-1}>
        <ProductImage
          className={styles.image}
          url={product.imageURL}
          alt={product.name}
          size={400}
          sizes={layout === 'list' ? '220px' : CARD_IMAGE_SIZES}
          eager={aboveFold}
          priority={aboveFold && first}
        />
      </Link>
      <div className={styles.body}>
        <p className={styles.name}>
          {/* The whole name, cut by the card's width (CSS), so neighbouring cards line up (decision 026). */}
          <Link to={path} title={product.name}>
            {product.name}
          </Link>
        </p>
        <p className={styles.brand}>{product.brand}</p>
        <p className={styles.price}>{formatCents(product.priceCents)}</p>
        {product.averageRating !== null && (
          <p className={styles.rating}>
            <Stars value={product.averageRating} size={14} />
            <span className={styles.ratingCount}>({product.reviewCount})</span>
          </p>
        )}
        {layout === 'list' && (
          <p className={styles.desc}>{truncate(product.desc, LIST_DESC_TRUNCATE_LENGTH)}</p>
        )}
        {product.stock === 0 && <p className={styles.outOfStock}>{en.catalog.outOfStock}</p>}
        <button
          type="button"
          className={cx(buttons.button, styles.add)}
          disabled={product.stock === 0}
          onClick={() => {
            dispatch(addToCart(product));
            openCartDrawer(product.id);
          }}
        >
          {en.catalog.addToCart}
        </button>
      </div>
    </article>
  );
}
