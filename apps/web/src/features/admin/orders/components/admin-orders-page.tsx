// /admin/orders: every shopper's orders, newest first, ten a page, filtered on the server by status,
// number, e-mail or name, and dates; the page and the filters live in the address, and the CSV export
// takes the same filters. A row opens the order's details.
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatCents } from '@eshop/shared';
import { DataTable } from '../../../../components/ui/data-table';
import { Pager } from '../../../../components/ui/pager';
import { Spinner } from '../../../../components/ui/spinner';
import { en } from '../../../../copy/en';
import { enAdmin } from '../../../../copy/en-admin';
import { getServerDetails, getServerMessage } from '../../../../lib/api-error';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { orderNumber } from '../../../../lib/format';
import { AmountBreakdown } from '../../../../components/orders/amount-breakdown';
import { formatOrderDate } from '../../../../components/orders/order-status';
import { useGetAdminOrdersQuery } from '../api/orders-api';
import { hasOrderFilters, readOrderFilters, toAddressParams, type OrderFilters } from '../order-filters';
import { AdminOrderFilters, ExportCsvLink, isShownByField } from './admin-order-filters';
import { AdminOrderStatus } from './admin-order-status';
import admin from '../../shared/admin.module.css';
import filterStyles from './order-filters.module.css';

const detailsPath = (id: string) => `/admin/order-details/${id}`;

export function AdminOrdersPage() {
  useDocumentTitle(enAdmin.ordersHeading);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const filters = readOrderFilters(params);
  const { data, error, isLoading } = useGetAdminOrdersQuery(
    { page, ...filters },
    { refetchOnMountOrArgChange: true },
  );
  // Other filters start again at the first page.
  const filter = (next: OrderFilters) => setParams(toAddressParams(next));
  // A refused filter is named under its field; anything else is said above the list.
  const problems = getServerDetails(error);

  const columns = enAdmin.columns;
  return (
    <section>
      <h1>{enAdmin.ordersHeading}</h1>
      <AdminOrderFilters filters={filters} onChange={filter} problems={problems} />
      {isLoading ? (
        <Spinner />
      ) : error ? (
        !problems.some(isShownByField) && <p className={admin.error}>{getServerMessage(error)}</p>
      ) : !data || data.items.length === 0 ? (
        <p>{hasOrderFilters(filters) ? enAdmin.noMatchingOrders : en.orders.noOrders}</p>
      ) : (
        <>
          <div className={filterStyles.summary}>
            <p role="status">{enAdmin.ordersFound(data.total)}</p>
            <ExportCsvLink filters={filters} />
          </div>
          {/* On a phone each order is a card: number, status and total without scrolling sideways. */}
          <DataTable label={enAdmin.ordersHeading} stacksOnPhone>
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
                  className={admin.rowLink}
                  onClick={() => void navigate(detailsPath(order.id))}
                >
                  <td data-label={columns.serial}>{(data.page - 1) * data.pageSize + index + 1}</td>
                  <td data-label={columns.date}>{formatOrderDate(order.createdAt, en.orders.dateAt)}</td>
                  <td data-label={columns.id}>
                    <Link to={detailsPath(order.id)} onClick={(event) => event.stopPropagation()}>
                      {orderNumber(order.number)}
                    </Link>
                  </td>
                  <td data-label={columns.email}>{order.userEmail}</td>
                  <td className={admin.money} data-label={columns.amount}>
                    {formatCents(order.orderAmountCents)}
                    <AmountBreakdown totals={order.totals} />
                  </td>
                  <td data-label={columns.status}>
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
            onPage={(next) => setParams(toAddressParams(filters, next))}
          />
        </>
      )}
    </section>
  );
}
