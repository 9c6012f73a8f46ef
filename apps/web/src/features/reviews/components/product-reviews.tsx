// The reviews on a product's page: the average and count, then the reviews newest first, a page at a
// time. Review text is rendered as text (React escapes it), so markup in a review stays inert.
import { useState } from 'react';
import { Pager } from '../../../components/ui/pager';
import { copy, currentLocale } from '../../../copy';
import { getErrorMessage } from '../../../lib/api-error';
import { useGetReviewsQuery } from '../api/reviews-api';
import { Stars } from '../../../components/ui/stars';
import styles from './reviews.module.css';

const formatDate = (iso: string) => new Date(iso).toLocaleDateString(currentLocale());

export function ProductReviews({ productId }: { productId: string }) {
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useGetReviewsQuery({ productId, page });

  if (isLoading) return <p role="status">{copy.common.loadingPage}</p>;
  if (error || !data) return <p className={styles.error}>{getErrorMessage(error)}</p>;
  if (data.total === 0 || data.averageRating === null)
    return <p className={styles.muted}>{copy.catalog.noReviews}</p>;
  return (
    <>
      <p className={styles.summary}>
        <Stars value={data.averageRating} size={20} />
        <span>{copy.reviews.summary(data.averageRating, data.total)}</span>
      </p>
      <ul className={styles.list}>
        {data.items.map((review) => (
          <li key={review.id} className={styles.item}>
            <p className={styles.itemHead}>
              <b>{review.userName}</b>
              <Stars value={review.rate} />
              <span className={styles.muted}>
                {formatDate(review.createdAt)} {review.editedAt && copy.reviews.editedMark}
              </span>
            </p>
            <p className={styles.text}>{review.review}</p>
          </li>
        ))}
      </ul>
      <Pager page={data.page} pageCount={data.pageCount} label={copy.reviews.pagination} onPage={setPage} />
    </>
  );
}
