// One card of Admin > Settings: its heading and hint, then its form once the saved values are here
// (a spinner until then, the error if they cannot be read).
import { useId, type ReactNode } from 'react';
import { Spinner } from '../../../../components/ui/spinner';
import { getErrorMessage } from '../../../../lib/api-error';
import admin from '../../shared/admin.module.css';
import styles from './shop-settings.module.css';

type SettingsSectionProps<T> = {
  heading: string;
  hint: string;
  query: { data?: T | undefined; error?: unknown };
  children: (data: T) => ReactNode;
};

export function SettingsSection<T>({ heading, hint, query, children }: SettingsSectionProps<T>) {
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <p className={admin.muted}>{hint}</p>
      {query.data ? (
        children(query.data)
      ) : query.error ? (
        <p className={admin.error}>{getErrorMessage(query.error)}</p>
      ) : (
        <Spinner />
      )}
    </section>
  );
}
