// An order's lines as charged (s/n, product, price, quantity, total), for the shopper's order details
// and the admin's; `action` adds a last column (the shopper's Review Product).
import type { ReactNode } from 'react';
import { formatMoney, lineKeyOf, type OrderItem } from '@eshop/shared';
import { LineTitle } from './line-title';
import { DataTable } from '../ui/data-table';
import { ProductImage } from '../ui/product-image';
import { copy } from '../../copy';
import styles from './orders.module.css';

type OrderItemsTableProps = {
  label: string;
  items: readonly OrderItem[];
  /** The order's currency: its lines were paid in it. */
  currency: string;
  action?: (item: OrderItem) => ReactNode;
};

export function OrderItemsTable({ label, items, currency, action }: OrderItemsTableProps) {
  const columns = copy.orders.columns;
  const formatCents = (amount: number) => formatMoney(amount, currency);
  return (
    <DataTable label={label} stacksOnPhone>
      <thead>
        <tr>
          <th scope="col">{columns.serial}</th>
          <th scope="col">{columns.product}</th>
          <th scope="col">{columns.price}</th>
          <th scope="col">{columns.quantity}</th>
          <th scope="col">{columns.total}</th>
          {action && <th scope="col">{columns.action}</th>}
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          <tr key={lineKeyOf(item)}>
            <td data-label={columns.serial}>{index + 1}</td>
            <td data-label={columns.product}>
              <span className={styles.product}>
                <ProductImage url={item.imageURL} alt="" size={48} sizes="48px" />
                <LineTitle line={item} />
              </span>
            </td>
            <td className={styles.money} data-label={columns.price}>
              {formatCents(item.priceCents)}
            </td>
            <td data-label={columns.quantity}>{item.cartQuantity}</td>
            <td className={styles.money} data-label={columns.total}>
              {formatCents(item.priceCents * item.cartQuantity)}
            </td>
            {action && <td data-label={columns.action}>{action(item)}</td>}
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
