import { Link } from 'react-router';
import buttons from '../ui/button.module.css';
import { en } from '../../copy/en';
import { usePageMeta } from '../../lib/page-meta';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  usePageMeta({ title: en.notFound.code, status: 404 });
  return (
    <section className={styles.page}>
      <h1 className={styles.code}>{en.notFound.code}</h1>
      <p className={styles.message}>{en.notFound.message}</p>
      <Link to="/" className={buttons.dark}>
        &larr; {en.common.backToHome}
      </Link>
    </section>
  );
}
