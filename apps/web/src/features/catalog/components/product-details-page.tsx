import { useDeferredValue } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { formatCents } from '@eshop/shared';
import { en } from '../../../copy/en';
import { getErrorMessage } from '../../../lib/api-error';
import { cx } from '../../../lib/cx';
import { categoryPath } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetProductQuery } from '../api/catalog-api';
import { ProductPurchase } from './product-purchase';
import { RelatedProducts } from './related-products';
import styles from './product-details-page.module.css';
import { ProductImage } from '../../../components/ui/product-image';
import { ProductReviews } from '../../reviews/components/product-reviews';

export function ProductDetailsPage() {
  const { id = '' } = useParams();
  const { data: fetched, error, isFetching } = useGetProductQuery(id);
  // The arriving product renders as a transition: in slices, yielding to the browser in between,
  // rather than in one long task at the moment the response lands.
  const product = useDeferredValue(fetched);
  const isCurrent = product?.id === id;
  useDocumentTitle(isCurrent ? product.name : undefined);

  const backLink = (
    <Link to="/#products" className={styles.back}>
      <ArrowLeft size={18} aria-hidden="true" />
      {en.catalog.backToProducts}
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
          {en.common.loadingPage}
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
      <nav aria-label={en.catalog.breadcrumb} className={styles.breadcrumb}>
        <ol>
          <li>
            <Link to="/">{en.catalog.home}</Link>
          </li>
          <li>
            <Link to={categoryPath(product.category)}>{product.category}</Link>
          </li>
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>
      {backLink}
      <div className={styles.details}>
        <div className={styles.imageBox}>
          <ProductImage
            className={styles.image}
            url={product.imageURL}
            alt={product.name}
            size={600}
            sizes="(max-width: 767px) 100vw, 600px"
            priority
          />
        </div>
        <div>
          <h1>{product.name}</h1>
          <p className={styles.price}>{formatCents(product.priceCents)}</p>
          <p className={styles.meta}>
            <b>{en.catalog.brandLabel}</b>
            {product.brand}
          </p>
          <p className={styles.meta}>
            <b>{en.catalog.categoryLabel}</b>
            <Link to={categoryPath(product.category)}>{product.category}</Link>
          </p>
          <p className={styles.desc}>{product.desc}</p>
          <ProductPurchase product={product} />
        </div>
      </div>
      <section className={styles.reviews} aria-labelledby="reviews-heading">
        <h2 id="reviews-heading">{en.catalog.reviewsHeading}</h2>
        <ProductReviews productId={product.id} />
      </section>
      <RelatedProducts productId={product.id} category={product.category} />
    </section>
  );
}
