// /product-details/{id} (spec 2): the product's pictures, details, purchase and delivery, its reviews
// and related products. The reviews come from the reviews feature through the app shell
// (app/pages/product-details-route.tsx), so catalog and reviews do not import each other both ways.
import { useDeferredValue, useState, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Link } from '../../../components/link';
import { ArrowLeft } from 'lucide-react';
import { formatCents, type Product } from '@eshop/shared';
import { copy } from '../../../copy';
import { getErrorMessage, isFetchError } from '../../../lib/api-error';
import { cx } from '../../../lib/cx';
import { categoryPath, productPath, truncate } from '../../../lib/format';
import { usePageMeta, useServerOrigin } from '../../../lib/page-meta';
import { breadcrumbJsonLd, categoryCrumbs, productJsonLd, shareImage } from '../structured-data';
import { useGetProductQuery } from '../api/catalog-api';
import { Stars } from '../../../components/ui/stars';
import { DeliveryInfo } from './delivery-info';
import { ProductGallery } from './product-gallery';
import { ProductPurchase } from './product-purchase';
import { VariantPicker } from './variant-picker';
import { chosenPicture, chosenVariant, initialChoice, missingOptions, type Choice } from '../variant-choice';
import { RelatedProducts } from './related-products';
import styles from './product-details-page.module.css';

/** No such product: an unknown id, or one that cannot be an id at all (the API's 400). */
const isMissing = (error: unknown) => isFetchError(error) && (error.status === 404 || error.status === 400);

/** How much of the description a search result or a link preview shows. */
const DESCRIPTION_LENGTH = 160;

type ProductDetailsPageProps = {
  /** The product's reviews, under their heading. */
  renderReviews: (productId: string) => ReactNode;
};

export function ProductDetailsPage({ renderReviews }: ProductDetailsPageProps) {
  const { id = '' } = useParams();
  const { data: fetched, error, isFetching } = useGetProductQuery(id);
  // The arriving product renders as a transition: in slices, yielding to the browser in between,
  // rather than in one long task at the moment the response lands.
  const product = useDeferredValue(fetched);
  const isCurrent = product?.id === id;
  const origin = useServerOrigin();
  const [searchParams] = useSearchParams();
  usePageMeta(
    isCurrent
      ? {
          title: product.name,
          description: truncate(product.desc, DESCRIPTION_LENGTH),
          image: shareImage(product.imageURL),
          type: 'product',
          jsonLd: origin
            ? [
                productJsonLd(product, origin, searchParams.get('variant')),
                breadcrumbJsonLd(origin, [
                  ...categoryCrumbs(copy.catalog.home, product.category),
                  { name: product.name, path: productPath(product.id) },
                ]),
              ]
            : undefined,
        }
      : { status: isMissing(error) ? 404 : undefined },
  );

  const backLink = (
    <Link to="/#products" className={styles.back}>
      <ArrowLeft size={18} aria-hidden="true" />
      {copy.catalog.backToProducts}
    </Link>
  );

  if (!isCurrent) {
    if (error && !isFetching) {
      return (
        <section className={cx('container', styles.page, styles.placeholder)}>
          {backLink}
          <h1 role="alert">{getErrorMessage(error)}</h1>
        </section>
      );
    }
    // Blocks of the final sizes while the product loads, so nothing moves when it arrives.
    return (
      <section className={cx('container', styles.page, styles.loading)} aria-busy="true">
        <p className={styles.crumbSkeleton} aria-hidden="true" />
        {backLink}
        <p role="status" className="visually-hidden">
          {copy.common.loadingPage}
        </p>
        <div className={styles.details} aria-hidden="true">
          <div className={cx(styles.imageBox, styles.imageSkeleton)} />
          <div>
            <p className={cx(styles.skeleton, styles.titleSkeleton)} />
            <p className={cx(styles.skeleton, styles.lineSkeleton)} />
            <p className={cx(styles.skeleton, styles.lineSkeleton)} />
            <p className={cx(styles.skeleton, styles.textSkeleton)} />
          </div>
        </div>
      </section>
    );
  }

  return (
    <section className={cx('container', styles.page)}>
      <nav aria-label={copy.catalog.breadcrumb} className={styles.breadcrumb}>
        <ol>
          <li>
            <Link to="/">{copy.catalog.home}</Link>
          </li>
          <li>
            <Link to={categoryPath(product.category)}>{product.category}</Link>
          </li>
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>
      {backLink}
      <ProductDetails key={product.id} product={product} />
      <section className={styles.reviews} aria-labelledby="reviews-heading">
        <h2 id="reviews-heading">{copy.catalog.reviewsHeading}</h2>
        {renderReviews(product.id)}
      </section>
      <RelatedProducts productId={product.id} category={product.category} />
    </section>
  );
}

/**
 * The pictures, the facts and the purchase. A product with options keeps the shopper's choice here,
 * and the chosen variant in the address (`?variant=`), so it can be shared and opens as chosen: its
 * price, compare-at price, SKU, picture and stock follow it.
 */
function ProductDetails({ product }: { product: Product }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [choice, setChoice] = useState<Choice>(() => initialChoice(product, searchParams));
  const variant = chosenVariant(product, choice);
  const missing = missingOptions(product, choice);
  const choose = (at: number, value: string) => {
    const next = [...choice];
    next[at] = value;
    setChoice(next);
    const named = chosenVariant(product, next);
    setSearchParams(
      (params) => {
        if (named) params.set('variant', named.id);
        else params.delete('variant');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  // The chosen colour's own picture first, then the product's.
  const variantImage = chosenPicture(product, choice);
  const gallery = variantImage
    ? [product.imageURL, ...(product.gallery ?? [])].filter((url) => url !== variantImage)
    : product.gallery;
  const priceCents = variant?.priceCents ?? product.priceCents;
  const wasCents = variant
    ? (variant.compareAtCents ?? undefined)
    : product.priceMaxCents === undefined
      ? product.compareAtCents
      : undefined;
  return (
    <div className={styles.details}>
      <ProductGallery name={product.name} imageURL={variantImage ?? product.imageURL} gallery={gallery} />
      <div>
        <h1 className={styles.title}>{product.name}</h1>
        {product.averageRating !== null && product.reviewCount > 0 ? (
          <a href="#reviews-heading" className={styles.rating}>
            <Stars value={product.averageRating} size={18} />
            <span>{copy.reviews.summary(product.averageRating, product.reviewCount)}</span>
          </a>
        ) : null}
        <p className={styles.price}>
          {!variant && product.priceMaxCents !== undefined
            ? copy.variants.from(formatCents(priceCents))
            : formatCents(priceCents)}
          {wasCents !== undefined && wasCents > priceCents && (
            <s className={styles.was}>
              <span className="visually-hidden">{copy.variants.was(formatCents(wasCents))}</span>
              <span aria-hidden="true">{formatCents(wasCents)}</span>
            </s>
          )}
        </p>
        {variant && <p className={styles.sku}>{copy.variants.sku(variant.sku)}</p>}
        <p className={styles.meta}>
          <b>{copy.catalog.brandLabel}</b>
          {product.brand}
        </p>
        <p className={styles.meta}>
          <b>{copy.catalog.categoryLabel}</b>
          <Link to={categoryPath(product.category)}>{product.category}</Link>
        </p>
        <p className={styles.desc}>{product.desc}</p>
        {(product.options?.length ?? 0) > 0 && (
          <VariantPicker product={product} choice={choice} onChoose={choose} />
        )}
        <ProductPurchase product={product} variant={variant} missing={missing} />
        <DeliveryInfo />
      </div>
    </div>
  );
}
