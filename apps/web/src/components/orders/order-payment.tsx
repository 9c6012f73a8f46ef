// Under an order's items: its money as charged (Subtotal, Shipping, Tax, Total), the card that paid,
// and the parcel's tracking once it shipped. The shopper's order details, the success page and the
// admin's order show the same block.
import { formatMoney, type Order } from '@eshop/shared';
import { TotalsBreakdown } from '../money/totals-breakdown';
import { en } from '../../copy/en';
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
            <dt>{en.orders.paymentMethod}</dt>
            <dd>{en.orders.cardEnding(cardBrandName(paymentMethod.brand), paymentMethod.last4)}</dd>
          </>
        )}
        {refundedCents > 0 && (
          <>
            <dt>{en.orders.refunded}</dt>
            <dd data-testid="order-refunded">{formatMoney(refundedCents, totals.currency)}</dd>
          </>
        )}
        {(trackingNumber || trackingUrl) && (
          <>
            <dt>{en.orders.tracking}</dt>
            <dd>
              {trackingNumber}{' '}
              {trackingUrl && (
                <a href={trackingUrl} target="_blank" rel="noreferrer noopener">
                  {en.orders.trackParcel}
                </a>
              )}
            </dd>
          </>
        )}
      </dl>
    </div>
  );
}
