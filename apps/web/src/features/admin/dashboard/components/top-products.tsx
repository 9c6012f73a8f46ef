// The dashboard's best sellers over its charted days: units and revenue from the orders' lines,
// cancelled orders left out (computed by the database, see dashboard-sales.ts on the server).
import { DASHBOARD_DAYS, formatCents, type AdminDashboard } from '@eshop/shared';
import { DataTable } from '../../../../components/ui/data-table';
import { enAdmin } from '../../../../copy/en-admin';
import styles from './dashboard.module.css';
import admin from '../../shared/admin.module.css';

const text = enAdmin.sales;

export function TopProducts({ products }: { products: AdminDashboard['topProducts'] }) {
  const heading = text.topProductsHeading(DASHBOARD_DAYS);
  return (
    <div className={styles.panel}>
      <h2>{heading}</h2>
      {products.length === 0 ? (
        <p className={admin.muted}>{text.noSales}</p>
      ) : (
        <DataTable label={heading}>
          <thead>
            <tr>
              <th scope="col">{text.columns.product}</th>
              <th scope="col" className={styles.numeric}>
                {text.columns.units}
              </th>
              <th scope="col" className={styles.numeric}>
                {text.columns.revenue}
              </th>
            </tr>
          </thead>
          <tbody>
            {products.map((product) => (
              <tr key={product.id}>
                <td>{product.name}</td>
                <td className={styles.numeric}>{product.units}</td>
                <td className={styles.numeric}>{formatCents(product.revenueCents)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </div>
  );
}
