// /admin/customers: accounts and guests, who ordered last first, ten a page, searched on the server
// by name or e-mail; the search and the page live in the address. A row opens the customer.
import { useSearchParams } from 'react-router';
import { Link } from '../../../../components/link';
import { formatCents, type CustomerSummary } from '@eshop/shared';
import { enAdmin } from '../../../../copy/en-admin';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { pageParamOf, toPageParam } from '../../../../lib/page-param';
import { AdminList, type AdminListColumn } from '../../shared/admin-list';
import { ListSearchField } from '../../shared/list-search-field';
import { useGetCustomersQuery } from '../api/customers-api';
import { CustomerKind, customerPath } from './customer-kind';
import buttons from '../../../../components/ui/button.module.css';
import admin from '../../shared/admin.module.css';
import own from './customers.module.css';

const text = enAdmin.customers;
const columns = text.columns;

const CUSTOMER_COLUMNS: AdminListColumn<CustomerSummary>[] = [
  {
    header: columns.name,
    // The link names the customer, so a keyboard or a screen reader can open them.
    cell: (customer) => (
      <Link to={customerPath(customer.key)} onClick={(event) => event.stopPropagation()}>
        {customer.name ?? text.noName}
      </Link>
    ),
  },
  { header: columns.email, className: own.email, cell: (customer) => customer.email },
  { header: columns.account, cell: (customer) => <CustomerKind isRegistered={customer.isRegistered} /> },
  { header: columns.orders, cell: (customer) => customer.orderCount },
  {
    header: columns.spent,
    className: admin.money,
    cell: (customer) => formatCents(customer.totalSpentCents),
  },
  {
    header: columns.lastOrder,
    cell: (customer) =>
      customer.lastOrderAt ? (
        new Date(customer.lastOrderAt).toLocaleDateString()
      ) : (
        <span className={admin.muted}>{text.noOrdersYet}</span>
      ),
  },
];

export function CustomersPage() {
  useDocumentTitle(text.heading);
  const [params, setParams] = useSearchParams();
  const page = pageParamOf(params);
  const search = params.get('search') ?? '';
  const query = useGetCustomersQuery({ page, search }, { refetchOnMountOrArgChange: true });
  const toSearch = (next: string) => setParams(next ? { search: next } : {});
  const goTo = (next: number) => setParams({ ...(search ? { search } : {}), ...toPageParam(next) });

  return (
    <section>
      <h1>{text.heading}</h1>
      <div className={admin.toolbar}>
        <ListSearchField
          label={text.searchLabel}
          placeholder={text.searchPlaceholder}
          value={search}
          onSearch={toSearch}
        />
        {query.data && (
          <p className={admin.muted} role="status">
            {text.found(query.data.total)}
          </p>
        )}
        {/* Every customer, with their consent to news and offers and its date (decision 070). */}
        <a href="/api/admin/customers/export.csv" className={buttons.secondary} download>
          {text.export}
        </a>
      </div>
      <AdminList
        query={query}
        label={text.heading}
        pagerLabel={text.pagination}
        stacksOnPhone
        columns={CUSTOMER_COLUMNS}
        rowKey={(customer) => customer.key}
        rowHref={(customer) => customerPath(customer.key)}
        empty={<p>{text.noneFound}</p>}
        onPage={goTo}
      />
    </section>
  );
}
