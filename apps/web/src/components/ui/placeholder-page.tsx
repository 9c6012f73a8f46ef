import { copy } from '../../copy';
import { useDocumentTitle } from '../../lib/use-document-title';
import { cx } from '../../lib/cx';
import styles from './placeholder-page.module.css';

/** A page that a later issue builds; it already has its route, heading and title. */
export function PlaceholderPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <section className={cx('container', styles.page)}>
      <h1>{title}</h1>
      <p className={styles.note}>{copy.common.comingSoon}</p>
    </section>
  );
}
