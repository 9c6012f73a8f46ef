// The star rating of the review form: five native radio buttons drawn as stars, so the keyboard works
// as on any radio group (Tab in, arrow keys move and choose), each star has its own accessible name,
// and the focus ring shows on the star. 0 means no star chosen yet (the form's reset).
import { useId } from 'react';
import { Star } from 'lucide-react';
import { MAX_RATING } from '@eshop/shared';
import { copy } from '../../../copy';
import starStyles from '../../../components/ui/stars.module.css';
import styles from './reviews.module.css';

type StarRatingInputProps = { value: number; onChange: (value: number) => void; error?: string | undefined };

export function StarRatingInput({ value, onChange, error }: StarRatingInputProps) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className={styles.ratingInput} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.label}>{copy.reviews.rating}</legend>
      <div className={styles.starRow}>
        {Array.from({ length: MAX_RATING }, (_, index) => {
          const stars = index + 1;
          return (
            <label key={stars} className={styles.starOption}>
              <input
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                className="visually-hidden"
              />
              <Star
                size={32}
                aria-hidden="true"
                className={stars <= value ? starStyles.filled : starStyles.empty}
              />
              <span className="visually-hidden">{copy.reviews.stars(stars)}</span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
