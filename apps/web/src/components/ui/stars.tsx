// Stars, read-only: a product's average or one review's rating, named for screen readers.
import { Star } from 'lucide-react';
import { MAX_RATING } from '@eshop/shared';
import { copy } from '../../copy';
import styles from './stars.module.css';

export function Stars({ value, size = 16 }: { value: number; size?: number }) {
  return (
    <span className={styles.stars} role="img" aria-label={copy.reviews.ratingOf(value)}>
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <Star
          key={index}
          size={size}
          aria-hidden="true"
          className={index < Math.round(value) ? styles.filled : styles.empty}
        />
      ))}
    </span>
  );
}
