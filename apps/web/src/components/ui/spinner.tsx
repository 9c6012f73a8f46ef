import { copy } from '../../copy';
import { cx } from '../../lib/cx';
import styles from './spinner.module.css';

type SpinnerProps = {
  /** Stand for a whole page that is loading: keeps the footer below the fold until the page arrives. */
  fill?: boolean;
};

export function Spinner({ fill = false }: SpinnerProps) {
  return (
    <div className={cx(styles.wrapper, fill && styles.fill)} role="status" aria-label={copy.common.loading}>
      <span className={styles.spinner} aria-hidden="true" />
    </div>
  );
}
