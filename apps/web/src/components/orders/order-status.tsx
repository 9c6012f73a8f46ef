import { CANCELLED_STATUS, DELIVERED_STATUS, type OrderStatus as Status } from '@eshop/shared';
import { currentLocale } from '../../copy';
import styles from './orders.module.css';

/** The class of a status: 'Delivered' and 'Cancelled' apart, every other status pending (UI.md colours). */
export const statusClass = (status: Status): string | undefined =>
  status === DELIVERED_STATUS
    ? styles.delivered
    : status === CANCELLED_STATUS
      ? styles.cancelled
      : styles.pending;

/** Spec 2: 'Delivered' is styled apart; every other status is pending (and a cancelled order, closed). */
export function OrderStatus({ status }: { status: Status }) {
  return <span className={statusClass(status)}>{status}</span>;
}

/** 'date at time' in the shopper's own locale. */
export const formatOrderDate = (iso: string, dateAt: (date: string, time: string) => string) => {
  const date = new Date(iso);
  return dateAt(date.toLocaleDateString(currentLocale()), date.toLocaleTimeString(currentLocale()));
};
