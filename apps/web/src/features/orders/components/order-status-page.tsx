// /order-status/{id}?exp=&token=: a guest's order through the signed link its e-mails carry (issue
// 20): no account needed. A link that is wrong, expired or revoked says so and where to turn.
import { skipToken } from '@reduxjs/toolkit/query';
import { useParams, useSearchParams } from 'react-router';
import { copy } from '../../../copy';
import { cx } from '../../../lib/cx';
import { getErrorMessage, isNotFoundError } from '../../../lib/api-error';
import { orderNumber } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetGuestOrderQuery } from '../api/orders-api';
import { guestLinkFrom } from '../guest-order-link';
import { OrderView } from './order-view';
import styles from '../../../components/orders/orders.module.css';

export function OrderStatusPage() {
  useDocumentTitle(copy.orderStatus.heading);
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const link = guestLinkFrom(params);
  const { data: order, error, isLoading } = useGetGuestOrderQuery(link ? { id, ...link } : skipToken);
  const isLinkInvalid = !link || isNotFoundError(error);

  return (
    <section className={cx('container', styles.page)}>
      <h1>{order ? `${copy.orderStatus.heading} ${orderNumber(order.number)}` : copy.orderStatus.heading}</h1>
      {isLoading ? (
        <p role="status">{copy.common.loadingPage}</p>
      ) : isLinkInvalid ? (
        <p className={styles.error}>{copy.orderStatus.linkInvalid}</p>
      ) : error || !order ? (
        <p className={styles.error}>{getErrorMessage(error)}</p>
      ) : (
        <OrderView order={order} label={copy.orderStatus.heading} />
      )}
    </section>
  );
}
