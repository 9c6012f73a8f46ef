import { Link } from '../link';
import buttons from '../ui/button.module.css';
import { copy } from '../../copy';
import { usePageMeta } from '../../lib/page-meta';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  usePageMeta({ title: copy.notFound.code, status: 404 });
  return (
    <section className={styles.page}>
      <h1 className={styles.code}>{copy.notFound.code}</h1>
      <p className={styles.message}>{copy.notFound.message}</p>
      <Link to="/" className={buttons.dark}>
        &larr; {copy.common.backToHome}
      </Link>
    </section>
  );
}
