// /review-product/{id}: the product's name and picture, a star rating and the review text (spec 2).
// Only a buyer may review (the server checks; the page says why to anyone else). On success the
// rating goes back to 0 and the text is cleared (spec 4); submitting again edits the same review.
// The form is react-hook-form checked with the server's own schema (reviewInputSchema).
import '../../../lib/zod-jitless';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useParams } from 'react-router';
import { Link } from '../../../components/link';
import { reviewInputSchema } from '@eshop/shared';
import { ProductImage } from '../../../components/ui/product-image';
import { Spinner } from '../../../components/ui/spinner';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { copy, currentLocale } from '../../../copy';
import { getErrorMessage, getServerMessage } from '../../../lib/api-error';
import { cx } from '../../../lib/cx';
import { notify } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetProductQuery } from '../../catalog';
import { useGetMyReviewQuery, useSubmitReviewMutation } from '../api/reviews-api';
import { StarRatingInput } from './star-rating-input';
import styles from './reviews.module.css';

export function ReviewProductPage() {
  useDocumentTitle(copy.reviews.heading);
  const { id = '' } = useParams();
  const product = useGetProductQuery(id);
  const mine = useGetMyReviewQuery(id);

  return (
    <section className={cx('container', styles.page)}>
      <h1>{copy.reviews.heading}</h1>
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
                  {copy.reviews.alreadyReviewed(
                    new Date(mine.data.review.createdAt).toLocaleDateString(currentLocale()),
                  )}
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
              {copy.reviews.notABuyer} <Link to="/order-history">{copy.reviews.yourOrders}</Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}

/** Starts from the shopper's own review when they wrote one (submitting edits it), else empty. */
function ReviewForm(props: { productId: string; initialRate: number; initialText: string }) {
  const { productId } = props;
  const [submitReview, { isLoading }] = useSubmitReviewMutation();
  // Checked on submit only; typing takes the text's message away until the next submit. Focus stays
  // where it is (the messages sit under the stars and the text).
  const {
    control,
    register,
    handleSubmit,
    clearErrors,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(reviewInputSchema),
    defaultValues: { rate: props.initialRate, review: props.initialText },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });

  const submit = handleSubmit(async (input) => {
    try {
      await submitReview({ productId, input }).unwrap();
      notify.success(copy.reviews.submitted);
      reset({ rate: 0, review: '' });
    } catch (failure) {
      notify.error(getServerMessage(failure));
    }
  });

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <Controller
        control={control}
        name="rate"
        render={({ field }) => (
          <StarRatingInput value={field.value} onChange={field.onChange} error={errors.rate?.message} />
        )}
      />
      <TextAreaField
        label={copy.reviews.reviewLabel}
        placeholder={copy.reviews.reviewPlaceholder}
        required
        {...register('review', { onChange: () => clearErrors('review') })}
        error={errors.review?.message}
      />
      <SubmitButton isBusy={isLoading}>{copy.reviews.submit}</SubmitButton>
    </form>
  );
}
