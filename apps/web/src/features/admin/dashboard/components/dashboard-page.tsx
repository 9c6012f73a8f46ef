// /admin/home: total earnings, product and order counts and the average order value (each computed by
// the database), then what an owner wants at a glance: the last 30 days against the 30 before, orders
// by status, 30 days of earnings as a chart, the best sellers, and low-stock products.
import { Link } from '../../../../components/link';
import { Boxes, DollarSign, ReceiptText, ShoppingBasket } from 'lucide-react';
import { DASHBOARD_DAYS, formatCents, ORDER_STATUS_SLUGS, ORDER_STATUSES } from '@eshop/shared';
import { Spinner } from '../../../../components/ui/spinner';
import { enAdmin } from '../../../../copy/en-admin';
import { getErrorMessage } from '../../../../lib/api-error';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useGetDashboardQuery } from '../api/dashboard-api';
import { AdminOrderStatus } from '../../orders';
import { EarningsChart } from './earnings-chart';
import { PeriodComparison } from './period-comparison';
import { TopProducts } from './top-products';
import admin from '../../shared/admin.module.css';
import cards from '../../shared/stat-cards.module.css';
import styles from './dashboard.module.css';

export function DashboardPage() {
  useDocumentTitle(enAdmin.dashboardHeading);
  const { data, error, isLoading } = useGetDashboardQuery(undefined, { refetchOnMountOrArgChange: true });

  return (
    <section>
      <h1>{enAdmin.dashboardHeading}</h1>
      {isLoading ? (
        <Spinner />
      ) : error || !data ? (
        <p className={admin.error}>{getErrorMessage(error)}</p>
      ) : (
        <>
          <div className={cards.stats}>
            <Stat
              icon={<DollarSign size={32} aria-hidden="true" />}
              label={enAdmin.earnings}
              value={formatCents(data.earningsCents)}
              detail={enAdmin.earningsBreakdown(
                formatCents(data.earningsBreakdown.subtotalCents),
                formatCents(data.earningsBreakdown.shippingCents),
                formatCents(data.earningsBreakdown.taxCents),
                data.earningsBreakdown.refundedCents > 0
                  ? formatCents(data.earningsBreakdown.refundedCents)
                  : undefined,
                data.earningsBreakdown.discountCents > 0
                  ? formatCents(data.earningsBreakdown.discountCents)
                  : undefined,
              )}
            />
            <Stat
              icon={<Boxes size={32} aria-hidden="true" />}
              label={enAdmin.products}
              value={String(data.productCount)}
            />
            <Stat
              icon={<ReceiptText size={32} aria-hidden="true" />}
              label={enAdmin.orders}
              value={String(data.orderCount)}
            />
            <Stat
              icon={<ShoppingBasket size={32} aria-hidden="true" />}
              label={enAdmin.sales.averageOrderValue}
              value={formatCents(data.averageOrderValueCents)}
              detail={enAdmin.sales.averageOrderValueDetail}
            />
          </div>
          {data.ordersInOtherCurrencies > 0 && (
            <p className={admin.muted}>
              {enAdmin.otherCurrencies(data.ordersInOtherCurrencies, data.currency)}
            </p>
          )}
          <PeriodComparison comparison={data.periodComparison} />
          <div className={styles.panels}>
            <div className={styles.column}>
              <div className={styles.panel}>
                <h2>{enAdmin.earningsChart(DASHBOARD_DAYS)}</h2>
                <EarningsChart days={data.earningsByDay} />
              </div>
              <TopProducts products={data.topProducts} />
            </div>
            <div className={styles.panel}>
              <h2>{enAdmin.ordersByStatus}</h2>
              <ul className={styles.list}>
                {ORDER_STATUSES.map((status) => (
                  <li key={status}>
                    <Link to={`/admin/orders?status=${ORDER_STATUS_SLUGS[status]}`}>
                      <AdminOrderStatus status={status} />
                    </Link>
                    <span>{data.ordersByStatus[status]}</span>
                  </li>
                ))}
              </ul>
              <h2>{enAdmin.lowStock}</h2>
              {data.lowStock.length === 0 ? (
                <p className={admin.muted}>{enAdmin.noLowStock}</p>
              ) : (
                <ul className={styles.list}>
                  {data.lowStock.map((product) => (
                    <li key={product.id}>
                      <Link to={`/admin/add-product/${product.id}`}>{product.name}</Link>
                      <span className={product.stock === 0 ? admin.out : admin.low}>
                        {enAdmin.unitsLeft(product.stock)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        </>
      )}
    </section>
  );
}

type StatProps = { icon: React.ReactNode; label: string; value: string; detail?: string };

function Stat({ icon, label, value, detail }: StatProps) {
  return (
    <div className={cards.stat}>
      {icon}
      <div>
        <p className={admin.muted}>{label}</p>
        <p className={cards.statValue}>{value}</p>
        {detail && <p className={cards.statDetail}>{detail}</p>}
      </div>
    </div>
  );
}
