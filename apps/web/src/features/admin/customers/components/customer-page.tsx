// /admin/customers/:key: one customer (an account, or a guest by e-mail), their figures, and their
// orders newest first, ten a page (the page in the address); an order opens its admin details.
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { DollarSign, ReceiptText, CalendarClock } from 'lucide-react';
import { formatCents } from '@eshop/shared';
import { DataTable } from '../../../../components/ui/data-table';
import { Pager } from '../../../../components/ui/pager';
import { Spinner } from '../../../../components/ui/spinner';
import { en } from '../../../../copy/en';
import { enAdmin } from '../../../../copy/en-admin';
import { getErrorMessage } from '../../../../lib/api-error';
import { orderNumber } from '../../../../lib/format';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { AmountBreakdown } from '../../../../components/orders/amount-breakdown';
import { formatOrderDate } from '../../../../components/orders/order-status';
import { useGetCustomerQuery } from '../api/customers-api';
import { AdminOrderStatus } from '../../orders';
import { CustomerKind } from './customer-kind';
import admin from '../../shared/admin.module.css';
import cards from '../../shared/stat-cards.module.css';
import own from './customers.module.css';

const text = enAdmin.customers;
const detailsPath = (id: string) => `/admin/order-details/${id}`;

export function CustomerPage() {
  const key = useParams().key ?? '';
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, error, isLoading } = useGetCustomerQuery({ key, page }, { refetchOnMountOrArgChange: true });
  const customer = data?.customer;
  useDocumentTitle(customer ? (customer.name ?? customer.email) : text.heading);

  const backLink = (
    <Link to="/admin/customers" className={own.back}>
      &larr; {text.backToCustomers}
    </Link>
  );
  if (isLoading) return <Spinner />;
  if (error || !data || !customer)
    return (
      <section>
        <h1>{text.heading}</h1>
        <p className={admin.error}>{getErrorMessage(error)}</p>
        {backLink}
      </section>
    );

  const orders = data.orders;
  const columns = enAdmin.columns;
  return (
    <section>
      <h1>{customer.name ?? customer.email}</h1>
      <div className={own.identity}>
        <p className={own.email}>{customer.email}</p>
        <CustomerKind isRegistered={customer.isRegistered} />
        <p>
          {customer.registeredAt
            ? text.registeredOn(new Date(customer.registeredAt).toLocaleDateString())
            : text.guestNote}
        </p>
      </div>
      <div className={cards.stats}>
        <Figure icon={<ReceiptText size={32} aria-hidden="true" />} label={text.columns.orders}>
          {customer.orderCount}
        </Figure>
        <Figure icon={<DollarSign size={32} aria-hidden="true" />} label={text.columns.spent}>
          {formatCents(customer.totalSpentCents)}
        </Figure>
        <Figure icon={<CalendarClock size={32} aria-hidden="true" />} label={text.columns.lastOrder}>
          {customer.lastOrderAt ? new Date(customer.lastOrderAt).toLocaleDateString() : text.noOrdersYet}
        </Figure>
      </div>
      <h2>{text.ordersHeading}</h2>
      {orders.total === 0 ? (
        <p>{en.orders.noOrders}</p>
      ) : (
        <>
          <DataTable label={text.ordersHeading} stacksOnPhone>
            <thead>
              <tr>
                <th scope="col">{columns.id}</th>
                <th scope="col">{columns.date}</th>
                <th scope="col">{columns.amount}</th>
                <th scope="col">{columns.status}</th>
              </tr>
            </thead>
            <tbody>
              {orders.items.map((order) => (
                <tr
                  key={order.id}
                  className={admin.rowLink}
                  onClick={() => void navigate(detailsPath(order.id))}
                >
                  <td data-label={columns.id}>
                    <Link to={detailsPath(order.id)} onClick={(event) => event.stopPropagation()}>
                      {orderNumber(order.number)}
                    </Link>
                  </td>
                  <td data-label={columns.date}>{formatOrderDate(order.createdAt, en.orders.dateAt)}</td>
                  <td data-label={columns.amount} className={admin.money}>
                    <span>
                      {formatCents(order.orderAmountCents)}
                      <AmountBreakdown totals={order.totals} />
                    </span>
                  </td>
                  <td data-label={columns.status}>
                    <AdminOrderStatus status={order.orderStatus} />
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          <Pager
            page={orders.page}
            pageCount={orders.pageCount}
            label={text.orderPagination}
            onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
          />
        </>
      )}
      {backLink}
    </section>
  );
}

function Figure({
  icon,
  label,
  children,
}: {
  icon: React.ReactNode;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cards.stat}>
      {icon}
      <div>
        <p className={admin.muted}>{label}</p>
        <p className={cards.statValue}>{children}</p>
      </div>
    </div>
  );
}
