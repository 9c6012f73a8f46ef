// An order's money as the server computed it: Subtotal, Shipping (with its method), its discounts, the tax per rate
// ("incl." when the prices held it; one Tax row when there is none) and Total. The same rows on the checkout summary, the
// success page, order details and the admin's order, so a shopper reads one breakdown everywhere.
import { formatMoney, type OrderTotals } from '@eshop/shared';
import { copy } from '../../copy';
import { formatRate } from '../../lib/format';
import styles from './totals-breakdown.module.css';

export function TotalsBreakdown({ totals, testId }: { totals: OrderTotals; testId?: string }) {
  // In the currency the order was priced in (a past order's, whatever the shop charges today).
  const formatCents = (amount: number) => formatMoney(amount, totals.currency);
  const shown = (amount: number) =>
    totals.pricesIncludeTax ? copy.checkout.taxIncluded(formatCents(amount)) : formatCents(amount);
  const taxRows = totals.reverseCharge
    ? [
        // A business buyer in another EU country: no VAT (decision 067).
        ...((totals.vatRemovedCents ?? 0) > 0
          ? [{ label: copy.checkout.vatRemoved, amount: `-${formatCents(totals.vatRemovedCents ?? 0)}` }]
          : []),
        { label: copy.checkout.vat, amount: copy.checkout.reverseCharge },
      ]
    : totals.taxLines.length > 0
      ? totals.taxLines.map((tax) => ({
          label: copy.checkout.taxWithRate(tax.name, formatRate(tax.rateBasisPoints)),
          amount: shown(tax.amountCents),
        }))
      : [{ label: copy.checkout.tax, amount: shown(totals.taxCents) }];
  return (
    <dl className={styles.totals} data-testid={testId}>
      <div>
        <dt>{copy.checkout.subtotal}</dt>
        <dd data-testid="totals-subtotal">{formatCents(totals.subtotalCents)}</dd>
      </div>
      <div>
        <dt>
          {totals.shippingMethod
            ? copy.checkout.shippingWithMethod(totals.shippingMethod)
            : copy.checkout.shipping}
        </dt>
        <dd data-testid="totals-shipping">
          {totals.shippingCents === 0 && totals.shippingMethod
            ? copy.checkout.free
            : formatCents(totals.shippingCents)}
        </dd>
      </div>
      {(totals.discountLines ?? []).map((discount) => (
        // Taken off before tax (decision 070), so it sits between the shipping and the tax.
        <div key={discount.name}>
          <dt>{copy.discounts.line(discount.name)}</dt>
          <dd data-testid="totals-discount">-{formatCents(discount.amountCents)}</dd>
        </div>
      ))}
      {taxRows.map(({ label, amount }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd data-testid="totals-tax">{amount}</dd>
        </div>
      ))}
      <div className={styles.total}>
        <dt>{copy.checkout.total}</dt>
        <dd data-testid="totals-total">{formatCents(totals.totalCents)}</dd>
      </div>
    </dl>
  );
}
