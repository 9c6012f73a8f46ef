import { cx } from '../../../../lib/cx';
import { enAdmin } from '../../../../copy/en-admin';
import styles from './customers.module.css';

/** 'Registered' or 'Guest', as a small pill. */
export function CustomerKind({ isRegistered }: { isRegistered: boolean }) {
  return (
    <span className={cx(styles.kind, isRegistered && styles.registered)}>
      {isRegistered ? enAdmin.customers.registered : enAdmin.customers.guest}
    </span>
  );
}

/** Where a customer's page is: the key is an account id or a guest's e-mail. */
export const customerPath = (key: string): `/${string}` => `/admin/customers/${encodeURIComponent(key)}`;
