import { DELIVERED_STATUS, type OrderStatus } from '@eshop/shared';
import { enAdmin } from '../../../copy/en-admin';
import orderStyles from '../../orders/components/orders.module.css';

/** The status as the admin list reads it ('Order Placed...', spec 4), Delivered apart from pending. */
export function AdminOrderStatus({ status }: { status: OrderStatus }) {
  return (
    <span className={status === DELIVERED_STATUS ? orderStyles.delivered : orderStyles.pending}>
      {enAdmin.statusLabel(status)}
    </span>
  );
}
