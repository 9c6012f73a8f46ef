import { en } from '../../copy/en';
import styles from './spinner.module.css';

export function Spinner() {
  return (
    <div className={styles.wrapper} role="status" aria-label={en.common.loading}>
      <span className={styles.spinner} aria-hidden="true" />
    </div>
  );
}
