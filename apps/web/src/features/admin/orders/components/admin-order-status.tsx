import type { OrderStatus } from '@eshop/shared';
import { enAdmin } from '../../../../copy/en-admin';
import { statusClass } from '../../../../components/orders/order-status';

/** The status as the admin list reads it ('Order Placed...', spec 4), Delivered apart from pending. */
export function AdminOrderStatus({ status }: { status: OrderStatus }) {
  return <span className={statusClass(status)}>{enAdmin.statusLabel(status)}</span>;
}
