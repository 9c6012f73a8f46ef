import { Link } from '../../../components/link';
import { LIST_DESC_TRUNCATE_LENGTH, formatCents, type Product } from '@eshop/shared';
import { addToCart, useOpenCartDrawer } from '../../cart';
import { useAppDispatch } from '../../../app/hooks';
import buttons from '../../../components/ui/button.module.css';
import { copy } from '../../../copy';
import { swatchColour } from '../../../lib/swatch-colour';
import { isColourOption, searchedValues } from '../variant-choice';
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
  /** The search that found it: a value it names ('red') is chosen when the card's page opens. */
  search?: string | undefined;
  /** The listing's option filters (`Colour:Red`): chosen too when the card's page opens. */
  filteredOptions?: readonly string[] | undefined;
};

export function ProductCard({
  product,
  layout,
  aboveFold = false,
  first = false,
  search,
  filteredOptions,
}: ProductCardProps) {
  const dispatch = useAppDispatch();
  const openCartDrawer = useOpenCartDrawer();
  const hasOptions = (product.options?.length ?? 0) > 0;
  const searched =
    hasOptions && (search || filteredOptions?.length)
      ? searchedValues(product.options ?? [], search ?? '', filteredOptions).toString()
      : '';
  const path: `/${string}` = searched ? `${productPath(product.id)}?${searched}` : productPath(product.id);
  // A sale shows on a card when the card has one price to compare with.
  const isOnSale = product.compareAtCents !== undefined && product.compareAtCents > product.priceCents;
  const wasCents = isOnSale && product.priceMaxCents === undefined ? product.compareAtCents : undefined;
  const colours = product.options?.find(isColourOption)?.values ?? [];

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
        <p className={styles.price}>
          {product.priceMaxCents !== undefined
            ? copy.variants.from(formatCents(product.priceCents))
            : formatCents(product.priceCents)}
          {wasCents !== undefined && (
            <>
              {' '}
              <s className={styles.was}>
                <span className="visually-hidden">{copy.variants.was(formatCents(wasCents))}</span>
                <span aria-hidden="true">{formatCents(wasCents)}</span>
              </s>
            </>
          )}
          {isOnSale && <span className={styles.sale}>{copy.variants.sale}</span>}
        </p>
        {colours.length > 1 && (
          <p className={styles.swatches}>
            <span className="visually-hidden">
              {copy.variants.colours(colours.length)}: {colours.join(', ')}
            </span>
            {colours.slice(0, 6).map((colour) => (
              <span
                key={colour}
                className={styles.swatch}
                style={{ background: swatchColour(colour) ?? 'var(--color-surface-subtle)' }}
                title={colour}
                aria-hidden="true"
              />
            ))}
          </p>
        )}
        {product.averageRating !== null && (
          <p className={styles.rating}>
            <Stars value={product.averageRating} size={14} />
            <span className={styles.ratingCount}>({product.reviewCount})</span>
          </p>
        )}
        {layout === 'list' && (
          <p className={styles.desc}>{truncate(product.desc, LIST_DESC_TRUNCATE_LENGTH)}</p>
        )}
        {product.stock === 0 && <p className={styles.outOfStock}>{copy.catalog.outOfStock}</p>}
        {hasOptions ? (
          // A size or a colour must be chosen first: the product's page has the choice.
          <Link
            to={path}
            className={cx(buttons.button, styles.add)}
            aria-label={copy.variants.chooseOptionsOf(product.name)}
          >
            {copy.variants.chooseOptions}
          </Link>
        ) : (
          <button
            type="button"
            className={cx(buttons.button, styles.add)}
            disabled={product.stock === 0}
            onClick={() => {
              dispatch(addToCart(product));
              openCartDrawer(product.id);
            }}
          >
            {copy.catalog.addToCart}
          </button>
        )}
      </div>
    </article>
  );
}
