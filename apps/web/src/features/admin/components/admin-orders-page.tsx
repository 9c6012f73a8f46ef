// /admin/orders: every shopper's orders, newest first, ten a page, filtered by status on the server;
// the page and the status live in the address. A row opens the order's details.
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  formatCents,
  ORDER_STATUS_SLUGS,
  ORDER_STATUSES,
  orderStatusFromSlug,
  type OrderStatus,
} from '@eshop/shared';
import { DataTable } from '../../../components/ui/data-table';
import { Pager } from '../../../components/ui/pager';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { en } from '../../../copy/en';
import { enAdmin } from '../../../copy/en-admin';
import { getErrorMessage } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { orderNumber } from '../../../lib/format';
import { AmountBreakdown } from '../../orders/components/amount-breakdown';
import { formatOrderDate } from '../../orders/components/order-status';
import { useGetAdminOrdersQuery } from '../api/admin-api';
import { AdminOrderStatus } from './admin-order-status';
import styles from './admin.module.css';

const detailsPath = (id: string) => `/admin/order-details/${id}`;

export function AdminOrdersPage() {
  useDocumentTitle(enAdmin.ordersHeading);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  // The address says `?status=processing`; the server and the labels use the spec's texts.
  const status = orderStatusFromSlug(params.get('status'));
  const { data, error, isLoading } = useGetAdminOrdersQuery(
    { page, status },
    { refetchOnMountOrArgChange: true },
  );
  const show = (next: { page?: number; status?: OrderStatus | undefined }) =>
    setParams({
      ...(next.status ? { status: ORDER_STATUS_SLUGS[next.status] } : {}),
      ...(next.page && next.page > 1 ? { page: String(next.page) } : {}),
    });

  const columns = enAdmin.columns;
  return (
    <section>
      <h1>{enAdmin.ordersHeading}</h1>
      <div className={styles.toolbar}>
        <SelectField
          label={enAdmin.statusFilter}
          value={status ? ORDER_STATUS_SLUGS[status] : ''}
          onChange={(event) => show({ status: orderStatusFromSlug(event.target.value) })}
        >
          <option value="">{enAdmin.allStatuses}</option>
          {ORDER_STATUSES.map((value) => (
            <option key={value} value={ORDER_STATUS_SLUGS[value]}>
              {enAdmin.statusLabel(value)}
            </option>
          ))}
        </SelectField>
      </div>
      {isLoading ? (
        <Spinner />
      ) : error ? (
        <p className={styles.error}>{getErrorMessage(error)}</p>
      ) : !data || data.items.length === 0 ? (
        <p>{en.orders.noOrders}</p>
      ) : (
        <>
          <DataTable label={enAdmin.ordersHeading}>
            <thead>
              <tr>
                <th scope="col">{columns.serial}</th>
                <th scope="col">{columns.date}</th>
                <th scope="col">{columns.id}</th>
                <th scope="col">{columns.email}</th>
                <th scope="col">{columns.amount}</th>
                <th scope="col">{columns.status}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((order, index) => (
                <tr
                  key={order.id}
                  className={styles.rowLink}
                  onClick={() => void navigate(detailsPath(order.id))}
                >
                  <td>{(data.page - 1) * data.pageSize + index + 1}</td>
                  <td>{formatOrderDate(order.createdAt, en.orders.dateAt)}</td>
                  <td>
                    <Link to={detailsPath(order.id)} onClick={(event) => event.stopPropagation()}>
                      {orderNumber(order.number)}
                    </Link>
                  </td>
                  <td>{order.userEmail}</td>
                  <td className={styles.money}>
                    {formatCents(order.orderAmountCents)}
                    <AmountBreakdown totals={order.totals} />
                  </td>
                  <td>
                    <AdminOrderStatus status={order.orderStatus} />
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          <Pager
            page={data.page}
            pageCount={data.pageCount}
            label={enAdmin.ordersHeading}
            onPage={(next) => show({ page: next, status })}
          />
        </>
      )}
    </section>
  );
}
