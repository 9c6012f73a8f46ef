// The columns of an admin list of orders: the orders page shows them all, a customer's page some of
// them, in its own order. The number links to the order, so keyboards and screen readers open it too.
import { Link } from '../../../../components/link';
import { formatMoney, type AdminOrderSummary } from '@eshop/shared';
import { copy } from '../../../../copy';
import { enAdmin } from '../../../../copy/en-admin';
import { orderNumber } from '../../../../lib/format';
import { AmountBreakdown } from '../../../../components/orders/amount-breakdown';
import { formatOrderDate } from '../../../../components/orders/order-status';
import type { AdminListColumn } from '../../shared/admin-list';
import { AdminOrderStatus } from './admin-order-status';
import admin from '../../shared/admin.module.css';

export const adminOrderPath = (id: string): `/${string}` => `/admin/order-details/${id}`;

type ListedOrder = Pick<
  AdminOrderSummary,
  'id' | 'number' | 'createdAt' | 'orderAmountCents' | 'totals' | 'orderStatus'
>;
const columns = enAdmin.columns;

export const adminOrderColumns = {
  serial: { header: columns.serial, cell: (_, position) => position },
  date: { header: columns.date, cell: (order) => formatOrderDate(order.createdAt, copy.orders.dateAt) },
  id: {
    header: columns.id,
    cell: (order) => (
      <Link to={adminOrderPath(order.id)} onClick={(event) => event.stopPropagation()}>
        {orderNumber(order.number)}
      </Link>
    ),
  },
  amount: {
    header: columns.amount,
    className: admin.money,
    cell: (order) => (
      <span>
        {formatMoney(order.orderAmountCents, order.totals.currency)}
        <AmountBreakdown totals={order.totals} />
      </span>
    ),
  },
  status: { header: columns.status, cell: (order) => <AdminOrderStatus status={order.orderStatus} /> },
} satisfies Record<string, AdminListColumn<ListedOrder>>;
