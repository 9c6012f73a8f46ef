// /order-details/{id}: one of the shopper's orders, its lines as charged with a way to review each
// product, and where it goes. Another shopper's order is 'Document not found.' (the server says so).
import { useParams } from 'react-router';
import { Link } from '../../../components/link';
import buttons from '../../../components/ui/button.module.css';
import { copy } from '../../../copy';
import { cx } from '../../../lib/cx';
import { getErrorMessage } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetMyOrderQuery } from '../api/orders-api';
import { OrderView } from './order-view';
import styles from '../../../components/orders/orders.module.css';

export function OrderDetailsPage() {
  useDocumentTitle(copy.orders.detailsHeading);
  const { id = '' } = useParams();
  const { data: order, error, isLoading } = useGetMyOrderQuery(id);

  return (
    <section className={cx('container', styles.page)}>
      <h1>{copy.orders.detailsHeading}</h1>
      <p>
        <Link to="/order-history">&larr; {copy.orders.backToOrders}</Link>
      </p>
      {isLoading ? (
        <p role="status">{copy.common.loadingPage}</p>
      ) : error || !order ? (
        <p className={styles.error}>{getErrorMessage(error)}</p>
      ) : (
        <OrderView
          order={order}
          label={copy.orders.detailsHeading}
          invoiceUrl={`/api/orders/${order.id}/invoice.pdf`}
          itemAction={(item) => (
            <Link to={`/review-product/${item.id}`} className={buttons.secondary}>
              {copy.orders.reviewProduct}
            </Link>
          )}
        />
      )}
    </section>
  );
}
