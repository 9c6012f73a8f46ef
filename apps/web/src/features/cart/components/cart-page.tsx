import { useSelector } from 'react-redux';
import { DataTable } from '../../../components/ui/data-table';
import { en } from '../../../copy/en';
import { cx } from '../../../lib/cx';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { selectCartItems } from '../cart-slice';
import { CartRow } from './cart-row';
import { CartSummary } from './cart-summary';
import { EmptyCart } from './empty-cart';
import styles from './cart-page.module.css';

export function CartPage() {
  const items = useSelector(selectCartItems);
  useDocumentTitle(en.cart.heading);

  if (items.length === 0) return <EmptyCart />;

  const columns = en.cart.columns;
  return (
    <section className={cx('container', styles.page)}>
      <h1>{en.cart.heading}</h1>
      <DataTable label={en.cart.heading} className={styles.lines}>
        <thead>
          <tr>
            <th scope="col">{columns.serial}</th>
            <th scope="col">{columns.product}</th>
            <th scope="col">{columns.price}</th>
            <th scope="col">{columns.quantity}</th>
            <th scope="col">{columns.total}</th>
            <th scope="col">{columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => (
            <CartRow key={item.id} item={item} serial={index + 1} />
          ))}
        </tbody>
      </DataTable>
      <CartSummary />
    </section>
  );
}
