// /order-history: the shopper's own orders, newest first, paged on the server. A row opens the order
// (its Order ID is a link, so keyboards reach it too).
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../../components/link';
import { formatMoney } from '@eshop/shared';
import { DataTable } from '../../../components/ui/data-table';
import { Pager } from '../../../components/ui/pager';
import { copy } from '../../../copy';
import { cx } from '../../../lib/cx';
import { orderNumber } from '../../../lib/format';
import { getErrorMessage } from '../../../lib/api-error';
import { pageParamOf, toPageParam } from '../../../lib/page-param';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetMyOrdersQuery } from '../api/orders-api';
import { formatOrderDate, OrderStatus } from '../../../components/orders/order-status';
import { AmountBreakdown } from '../../../components/orders/amount-breakdown';
import styles from '../../../components/orders/orders.module.css';

const orderPath = (id: string): `/${string}` => `/order-details/${id}`;

export function OrderHistoryPage() {
  useDocumentTitle(copy.orders.historyHeading);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = pageParamOf(params);
  const { data, error, isLoading } = useGetMyOrdersQuery({ page }, { refetchOnMountOrArgChange: true });
  const columns = copy.orders.columns;
  const goTo = (next: number) => setParams(toPageParam(next));
  // A page past the last (an old link, orders fewer than they were) shows the last one instead.
  const lastPage = data && data.total > 0 && data.items.length === 0 ? data.pageCount : undefined;
  useEffect(() => {
    if (lastPage !== undefined)
      setParams(lastPage === 1 ? {} : { page: String(lastPage) }, { replace: true });
  }, [lastPage, setParams]);

  return (
    <section className={cx('container', styles.page)}>
      <h1>{copy.orders.historyHeading}</h1>
      {isLoading ? (
        <p role="status">{copy.common.loadingPage}</p>
      ) : error ? (
        <p className={styles.error}>{getErrorMessage(error)}</p>
      ) : !data || data.total === 0 ? (
        <p>{copy.orders.noOrders}</p>
      ) : (
        <>
          <p className={styles.hint}>{copy.orders.reviewHint}</p>
          <DataTable label={copy.orders.historyHeading} stacksOnPhone>
            <thead>
              <tr>
                <th scope="col">{columns.serial}</th>
                <th scope="col">{columns.date}</th>
                <th scope="col">{columns.id}</th>
                <th scope="col">{columns.amount}</th>
                <th scope="col">{columns.status}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((order, index) => (
                <tr
                  key={order.id}
                  className={styles.rowLink}
                  onClick={() => void navigate(orderPath(order.id))}
                >
                  <td data-label={columns.serial}>{(data.page - 1) * data.pageSize + index + 1}</td>
                  <td data-label={columns.date}>{formatOrderDate(order.createdAt, copy.orders.dateAt)}</td>
                  <td data-label={columns.id}>
                    <Link to={orderPath(order.id)} onClick={(event) => event.stopPropagation()}>
                      {orderNumber(order.number)}
                    </Link>
                  </td>
                  <td className={styles.money} data-label={columns.amount}>
                    <span>
                      {formatMoney(order.orderAmountCents, order.totals.currency)}
                      <AmountBreakdown totals={order.totals} />
                    </span>
                  </td>
                  <td data-label={columns.status}>
                    <OrderStatus status={order.orderStatus} />
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          <Pager page={data.page} pageCount={data.pageCount} label={copy.orders.pagination} onPage={goTo} />
        </>
      )}
    </section>
  );
}
