import { DataTable } from '../../../components/ui/data-table';
import { Spinner } from '../../../components/ui/spinner';
import { copy } from '../../../copy';
import { cx } from '../../../lib/cx';
import { usePageMeta } from '../../../lib/page-meta';
import { useHydrated } from '../../../lib/use-hydrated';
import { lineKeyOf, selectCartItems } from '../cart-slice';
import { CartRow } from './cart-row';
import { CartSummary } from './cart-summary';
import { EmptyCart } from './empty-cart';
import { useAppSelector } from '../../../app/hooks';
import styles from './cart-page.module.css';

export function CartPage() {
  const items = useAppSelector(selectCartItems);
  const hydrated = useHydrated();
  usePageMeta({ title: copy.cart.heading, noindex: true });

  // The server draws the page for anyone (its heading paints at once on a phone); the cart itself is
  // in this browser, read once the app has taken the page over.
  if (!hydrated) {
    return (
      <section className={cx('container', styles.page)}>
        <h1>{copy.cart.heading}</h1>
        <Spinner />
      </section>
    );
  }
  if (items.length === 0) return <EmptyCart />;

  const columns = copy.cart.columns;
  return (
    <section className={cx('container', styles.page)}>
      <h1>{copy.cart.heading}</h1>
      <DataTable label={copy.cart.heading} className={styles.lines}>
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
            <CartRow key={lineKeyOf(item)} item={item} serial={index + 1} />
          ))}
        </tbody>
      </DataTable>
      <CartSummary />
    </section>
  );
}
