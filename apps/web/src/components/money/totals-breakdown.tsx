// An order's money as the server computed it: Subtotal, Shipping (with its method), Tax (with its
// rate, "incl." when the prices held it) and Total. The same rows on the checkout summary, the
// success page, order details and the admin's order, so a shopper reads one breakdown everywhere.
import { formatMoney, type OrderTotals } from '@eshop/shared';
import { en } from '../../copy/en';
import { formatRate } from '../../lib/format';
import styles from './totals-breakdown.module.css';

export function TotalsBreakdown({ totals, testId }: { totals: OrderTotals; testId?: string }) {
  const [onlyTax] = totals.taxLines.length === 1 ? totals.taxLines : [];
  const taxLabel = onlyTax
    ? en.checkout.taxWithRate(onlyTax.name, formatRate(onlyTax.rateBasisPoints))
    : en.checkout.tax;
  // In the currency the order was priced in (a past order's, whatever the shop charges today).
  const formatCents = (amount: number) => formatMoney(amount, totals.currency);
  const tax = formatCents(totals.taxCents);
  return (
    <dl className={styles.totals} data-testid={testId}>
      <div>
        <dt>{en.checkout.subtotal}</dt>
        <dd data-testid="totals-subtotal">{formatCents(totals.subtotalCents)}</dd>
      </div>
      <div>
        <dt>
          {totals.shippingMethod
            ? en.checkout.shippingWithMethod(totals.shippingMethod)
            : en.checkout.shipping}
        </dt>
        <dd data-testid="totals-shipping">
          {totals.shippingCents === 0 && totals.shippingMethod
            ? en.checkout.free
            : formatCents(totals.shippingCents)}
        </dd>
      </div>
      <div>
        <dt>{taxLabel}</dt>
        <dd data-testid="totals-tax">{totals.pricesIncludeTax ? en.checkout.taxIncluded(tax) : tax}</dd>
      </div>
      <div className={styles.total}>
        <dt>{en.checkout.total}</dt>
        <dd data-testid="totals-total">{formatCents(totals.totalCents)}</dd>
      </div>
    </dl>
  );
}
