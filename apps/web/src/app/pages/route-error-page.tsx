import { Link, useRouteError } from 'react-router';
import buttons from '../../components/ui/button.module.css';
import { en } from '../../copy/en';
import styles from './not-found-page.module.css';

/** Shown when a page throws or its code fails to load (e.g. a stale chunk after a deploy). */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <section className={styles.page} role="alert">
      <h1>{en.common.somethingWentWrong}</h1>
      <Link to="/" className={buttons.dark} reloadDocument>
        &larr; {en.common.backToHome}
      </Link>
    </section>
  );
}
