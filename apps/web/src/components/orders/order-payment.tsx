// Under an order's items: its money as charged (Subtotal, Shipping, Tax, Total), the card that paid,
// and the parcel's tracking once it shipped. The shopper's order details, the success page and the
// admin's order show the same block.
import { formatMoney, type Order } from '@eshop/shared';
import { TotalsBreakdown } from '../money/totals-breakdown';
import { copy } from '../../copy';
import { cardBrandName } from '../../lib/format';
import styles from './orders.module.css';

type OrderPaymentProps = Pick<Order, 'totals' | 'paymentMethod' | 'trackingNumber' | 'trackingUrl'> &
  Partial<Pick<Order, 'refundedCents'>>;

export function OrderPayment({
  totals,
  paymentMethod,
  trackingNumber,
  trackingUrl,
  refundedCents = 0,
}: OrderPaymentProps) {
  return (
    <div className={styles.payment}>
      <TotalsBreakdown totals={totals} testId="order-totals" />
      <dl className={styles.facts}>
        {paymentMethod && (
          <>
            <dt>{copy.orders.paymentMethod}</dt>
            <dd>{copy.orders.cardEnding(cardBrandName(paymentMethod.brand), paymentMethod.last4)}</dd>
          </>
        )}
        {refundedCents > 0 && (
          <>
            <dt>{copy.orders.refunded}</dt>
            <dd data-testid="order-refunded">{formatMoney(refundedCents, totals.currency)}</dd>
          </>
        )}
        {(trackingNumber || trackingUrl) && (
          <>
            <dt>{copy.orders.tracking}</dt>
            <dd>
              {trackingNumber}{' '}
              {trackingUrl && (
                <a href={trackingUrl} target="_blank" rel="noreferrer noopener">
                  {copy.orders.trackParcel}
                </a>
              )}
            </dd>
          </>
        )}
      </dl>
    </div>
  );
}
