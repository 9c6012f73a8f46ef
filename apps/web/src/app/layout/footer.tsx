import { en } from '../../copy/en';
import { shopName } from '../../lib/shop-name';
import styles from './footer.module.css';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <p>{en.layout.copyright(new Date().getFullYear(), shopName)}</p>
    </footer>
  );
}
