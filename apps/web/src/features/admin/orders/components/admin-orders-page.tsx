// /admin/orders: every shopper's orders, newest first, ten a page, filtered on the server by status,
// number, e-mail or name, and dates; the page and the filters live in the address, and the CSV export
// takes the same filters. A row opens the order's details.
import { useSearchParams } from 'react-router';
import type { AdminOrderSummary } from '@eshop/shared';
import { copy } from '../../../../copy';
import { enAdmin } from '../../../../copy/en-admin';
import { getServerDetails, getServerMessage } from '../../../../lib/api-error';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { pageParamOf } from '../../../../lib/page-param';
import { AdminList, type AdminListColumn } from '../../shared/admin-list';
import { useGetAdminOrdersQuery } from '../api/orders-api';
import { hasOrderFilters, readOrderFilters, toAddressParams, type OrderFilters } from '../order-filters';
import { AdminOrderFilters, ExportCsvLink, isShownByField } from './admin-order-filters';
import { adminOrderColumns, adminOrderPath } from './admin-order-columns';
import admin from '../../shared/admin.module.css';
import filterStyles from './order-filters.module.css';

const ORDER_COLUMNS: AdminListColumn<AdminOrderSummary>[] = [
  adminOrderColumns.serial,
  adminOrderColumns.date,
  adminOrderColumns.id,
  { header: enAdmin.columns.email, cell: (order) => order.userEmail },
  adminOrderColumns.amount,
  adminOrderColumns.status,
];

export function AdminOrdersPage() {
  useDocumentTitle(enAdmin.ordersHeading);
  const [params, setParams] = useSearchParams();
  const page = pageParamOf(params);
  const filters = readOrderFilters(params);
  const query = useGetAdminOrdersQuery({ page, ...filters }, { refetchOnMountOrArgChange: true });
  // Other filters start again at the first page.
  const filter = (next: OrderFilters) => setParams(toAddressParams(next));
  // A refused filter is named under its field; anything else is said above the list.
  const problems = getServerDetails(query.error);

  return (
    <section>
      <h1>{enAdmin.ordersHeading}</h1>
      <AdminOrderFilters filters={filters} onChange={filter} problems={problems} />
      <AdminList
        query={query}
        label={enAdmin.ordersHeading}
        // On a phone each order is a card: number, status and total without scrolling sideways.
        stacksOnPhone
        columns={ORDER_COLUMNS}
        rowKey={(order) => order.id}
        rowHref={(order) => adminOrderPath(order.id)}
        failure={
          problems.some(isShownByField) ? null : (
            <p className={admin.error}>{getServerMessage(query.error)}</p>
          )
        }
        empty={<p>{hasOrderFilters(filters) ? enAdmin.noMatchingOrders : copy.orders.noOrders}</p>}
        above={(data) => (
          <div className={filterStyles.summary}>
            <p role="status">{enAdmin.ordersFound(data.total)}</p>
            <ExportCsvLink filters={filters} />
          </div>
        )}
        onPage={(next) => setParams(toAddressParams(filters, next))}
      />
    </section>
  );
}
