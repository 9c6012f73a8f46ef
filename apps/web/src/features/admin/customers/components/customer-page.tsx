// /admin/customers/:key: one customer (an account, or a guest by e-mail), their figures, and their
// orders newest first, ten a page (the page in the address); an order opens its admin details.
import { useParams, useSearchParams } from 'react-router';
import { Link } from '../../../../components/link';
import { DollarSign, ReceiptText, CalendarClock } from 'lucide-react';
import { formatCents } from '@eshop/shared';
import { Spinner } from '../../../../components/ui/spinner';
import { copy } from '../../../../copy';
import { enAdmin } from '../../../../copy/en-admin';
import { getErrorMessage } from '../../../../lib/api-error';
import { pageParamOf, toPageParam } from '../../../../lib/page-param';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useGetCustomerQuery } from '../api/customers-api';
import { adminOrderColumns, adminOrderPath } from '../../orders';
import { AdminList } from '../../shared/admin-list';
import { CustomerKind } from './customer-kind';
import admin from '../../shared/admin.module.css';
import cards from '../../shared/stat-cards.module.css';
import own from './customers.module.css';

const text = enAdmin.customers;
const ORDER_COLUMNS = [
  adminOrderColumns.id,
  adminOrderColumns.date,
  adminOrderColumns.amount,
  adminOrderColumns.status,
];

export function CustomerPage() {
  const key = useParams().key ?? '';
  const [params, setParams] = useSearchParams();
  const page = pageParamOf(params);
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
      <AdminList
        query={{ data: data.orders, isLoading: false }}
        label={text.ordersHeading}
        pagerLabel={text.orderPagination}
        stacksOnPhone
        columns={ORDER_COLUMNS}
        rowKey={(order) => order.id}
        rowHref={(order) => adminOrderPath(order.id)}
        empty={<p>{copy.orders.noOrders}</p>}
        onPage={(next) => setParams(toPageParam(next))}
      />
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
