import { DELIVERED_STATUS, type OrderStatus as Status } from '@eshop/shared';
import styles from './orders.module.css';

/** Spec 2: 'Delivered' is styled apart; every other status is pending (UI.md colours). */
export function OrderStatus({ status }: { status: Status }) {
  return <span className={status === DELIVERED_STATUS ? styles.delivered : styles.pending}>{status}</span>;
}

/** 'date at time' in the shopper's own locale. */
export const formatOrderDate = (iso: string, dateAt: (date: string, time: string) => string) => {
  const date = new Date(iso);
  return dateAt(date.toLocaleDateString(), date.toLocaleTimeString());
};
