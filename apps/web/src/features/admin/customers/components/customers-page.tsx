// /admin/customers: accounts and guests, who ordered last first, ten a page, searched on the server
// by name or e-mail; the search and the page live in the address. A row opens the customer.
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatCents, MAX_SEARCH_LENGTH } from '@eshop/shared';
import { DataTable } from '../../../../components/ui/data-table';
import { Pager } from '../../../../components/ui/pager';
import { Spinner } from '../../../../components/ui/spinner';
import { TextField } from '../../../../components/ui/text-field';
import { enAdmin } from '../../../../copy/en-admin';
import { getErrorMessage } from '../../../../lib/api-error';
import { useDebouncedDraft } from '../../../../lib/use-debounced-draft';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useGetCustomersQuery } from '../api/customers-api';
import { CustomerKind, customerPath } from './customer-kind';
import admin from '../../shared/admin.module.css';
import own from './customers.module.css';

const SEARCH_DELAY_MS = 300;
const text = enAdmin.customers;

export function CustomersPage() {
  useDocumentTitle(text.heading);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const search = params.get('search') ?? '';
  const { data, error, isLoading, isFetching } = useGetCustomersQuery(
    { page, search },
    { refetchOnMountOrArgChange: true },
  );
  const [draft, setDraft] = useDebouncedDraft(
    search,
    (next: string) => setParams(next.trim() ? { search: next.trim() } : {}),
    SEARCH_DELAY_MS,
  );
  const goTo = (next: number) =>
    setParams({ ...(search ? { search } : {}), ...(next > 1 ? { page: String(next) } : {}) });

  const columns = text.columns;
  return (
    <section>
      <h1>{text.heading}</h1>
      <div className={admin.toolbar}>
        <TextField
          type="search"
          label={text.searchLabel}
          placeholder={text.searchPlaceholder}
          maxLength={MAX_SEARCH_LENGTH}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        {data && (
          <p className={admin.muted} role="status">
            {text.found(data.total)}
          </p>
        )}
      </div>
      {isLoading ? (
        <Spinner />
      ) : error ? (
        <p className={admin.error}>{getErrorMessage(error)}</p>
      ) : !data || data.items.length === 0 ? (
        <p>{text.noneFound}</p>
      ) : (
        <>
          <DataTable label={text.heading} stacksOnPhone>
            <thead>
              <tr>
                <th scope="col">{columns.name}</th>
                <th scope="col">{columns.email}</th>
                <th scope="col">{columns.account}</th>
                <th scope="col">{columns.orders}</th>
                <th scope="col">{columns.spent}</th>
                <th scope="col">{columns.lastOrder}</th>
              </tr>
            </thead>
            <tbody aria-busy={isFetching || undefined}>
              {data.items.map((customer) => (
                <tr
                  key={customer.key}
                  className={admin.rowLink}
                  onClick={() => void navigate(customerPath(customer.key))}
                >
                  <td data-label={columns.name}>
                    {/* The link names the customer, so a keyboard or a screen reader can open them. */}
                    <Link to={customerPath(customer.key)} onClick={(event) => event.stopPropagation()}>
                      {customer.name ?? text.noName}
                    </Link>
                  </td>
                  <td data-label={columns.email} className={own.email}>
                    {customer.email}
                  </td>
                  <td data-label={columns.account}>
                    <CustomerKind isRegistered={customer.isRegistered} />
                  </td>
                  <td data-label={columns.orders}>{customer.orderCount}</td>
                  <td data-label={columns.spent} className={admin.money}>
                    {formatCents(customer.totalSpentCents)}
                  </td>
                  <td data-label={columns.lastOrder}>
                    {customer.lastOrderAt ? (
                      new Date(customer.lastOrderAt).toLocaleDateString()
                    ) : (
                      <span className={admin.muted}>{text.noOrdersYet}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          <Pager page={data.page} pageCount={data.pageCount} label={text.pagination} onPage={goTo} />
        </>
      )}
    </section>
  );
}
