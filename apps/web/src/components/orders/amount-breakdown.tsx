// Under an Order Amount in a list: how much of the total was shipping and tax, in small print.
import { formatMoney, type OrderTotals } from '@eshop/shared';
import { copy } from '../../copy';
import styles from './orders.module.css';

export function AmountBreakdown({ totals }: { totals: OrderTotals }) {
  if (totals.shippingCents === 0 && totals.taxCents === 0) return null;
  return (
    <small className={styles.breakdown}>
      {copy.orders.amountBreakdown(
        formatMoney(totals.shippingCents, totals.currency),
        formatMoney(totals.taxCents, totals.currency),
        totals.pricesIncludeTax,
      )}
    </small>
  );
}
