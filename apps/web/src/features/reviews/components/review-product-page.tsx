// /review-product/{id}: the product's name and picture, a star rating and the review text (spec 2).
// Only a buyer may review (the server checks; the page says why to anyone else). On success the
// rating goes back to 0 and the text is cleared (spec 4); submitting again edits the same review.
import '../../../lib/zod-jitless';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { reviewInputSchema } from '@eshop/shared';
import { ProductImage } from '../../../components/ui/product-image';
import { Spinner } from '../../../components/ui/spinner';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { en } from '../../../copy/en';
import { getErrorMessage, getServerMessage } from '../../../lib/api-error';
import { cx } from '../../../lib/cx';
import { notify } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetProductQuery } from '../../catalog/api/catalog-api';
import { useGetMyReviewQuery, useSubmitReviewMutation } from '../api/reviews-api';
import { StarRatingInput } from './star-rating-input';
import styles from './reviews.module.css';

export function ReviewProductPage() {
  useDocumentTitle(en.reviews.heading);
  const { id = '' } = useParams();
  const product = useGetProductQuery(id);
  const mine = useGetMyReviewQuery(id);

  return (
    <section className={cx('container', styles.page)}>
      <h1>{en.reviews.heading}</h1>
      {product.isLoading || mine.isLoading ? (
        <Spinner />
      ) : product.error || !product.data ? (
        <p className={styles.error}>{getErrorMessage(product.error)}</p>
      ) : (
        <>
          <div className={styles.product}>
            <ProductImage url={product.data.imageURL} alt={product.data.name} size={120} sizes="120px" />
            <p>
              <Link to={`/product-details/${product.data.id}`}>
                <b>{product.data.name}</b>
              </Link>
            </p>
          </div>
          {mine.data?.canReview ? (
            <>
              {mine.data.review && (
                <p className={styles.notice}>
                  {en.reviews.alreadyReviewed(new Date(mine.data.review.createdAt).toLocaleDateString())}
                </p>
              )}
              <ReviewForm
                productId={product.data.id}
                initialRate={mine.data.review?.rate ?? 0}
                initialText={mine.data.review?.review ?? ''}
              />
            </>
          ) : (
            <p className={styles.notice}>
              {en.reviews.notABuyer} <Link to="/order-history">{en.reviews.yourOrders}</Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}

type Errors = { rate?: string; review?: string };

/** Starts from the shopper's own review when they wrote one (submitting edits it), else empty. */
function ReviewForm(props: { productId: string; initialRate: number; initialText: string }) {
  const { productId } = props;
  const [rate, setRate] = useState(props.initialRate);
  const [review, setReview] = useState(props.initialText);
  const [errors, setErrors] = useState<Errors>({});
  const [submitReview, { isLoading }] = useSubmitReviewMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = reviewInputSchema.safeParse({ rate, review });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    try {
      await submitReview({ productId, input: parsed.data }).unwrap();
      notify.success(en.reviews.submitted);
      setRate(0);
      setReview('');
      setErrors({});
    } catch (failure) {
      notify.error(getServerMessage(failure));
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <StarRatingInput value={rate} onChange={setRate} error={errors.rate} />
      <TextAreaField
        label={en.reviews.reviewLabel}
        placeholder={en.reviews.reviewPlaceholder}
        required
        value={review}
        onChange={(event) => {
          setReview(event.target.value);
          setErrors((current) => ({ ...current, review: undefined }));
        }}
        error={errors.review}
      />
      <SubmitButton isBusy={isLoading}>{en.reviews.submit}</SubmitButton>
    </form>
  );
}
