import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { cx } from '../../../lib/cx';
import { useDocumentTitle } from '../../../lib/use-document-title';
import styles from './auth.module.css';

type AuthCardProps = {
  title: string;
  intro?: string;
  /** Covers the card with a spinner while the form is being sent (spec: Login's loading overlay). */
  isBusy?: boolean;
  children: ReactNode;
  /** The links under the form (to login, register, reset). */
  footer?: ReactNode;
};

/** The frame of the account pages: one centred card with a heading, the form and its links. */
export function AuthCard({ title, intro, isBusy = false, children, footer }: AuthCardProps) {
  useDocumentTitle(title);
  return (
    <section className={cx('container', styles.page)}>
      <div className={styles.card} aria-busy={isBusy}>
        <h1 className={styles.heading}>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
        {footer && <div className={styles.footer}>{footer}</div>}
        {isBusy && (
          <div className={styles.overlay}>
            <Spinner />
          </div>
        )}
      </div>
    </section>
  );
}

/** A message about the whole form (the server's answer), read out as soon as it appears. */
export function FormMessage({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <div id={id} className={styles.formError} role="alert">
      {children}
    </div>
  );
}
