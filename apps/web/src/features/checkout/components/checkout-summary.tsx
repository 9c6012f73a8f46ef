import type { ReactNode } from 'react';
import { Link } from '../../../components/link';
import { formatCents, lineKeyOf, sumLineTotals, type OrderTotals } from '@eshop/shared';
import { TotalsBreakdown } from '../../../components/money/totals-breakdown';
import buttons from '../../../components/ui/button.module.css';
import { copy } from '../../../copy';
import { LineTitle } from '../../../components/orders/line-title';
import styles from './checkout.module.css';

type SummaryLine = { id: string; name: string; priceCents: number; cartQuantity: number };

/**
 * Spec 2, Checkout summary: item count, subtotal to two decimals, and each line's prices; with the
 * server's quote, the shipping, tax and total too (issue 20).
 */
export function CheckoutSummary({
  items,
  totals,
  children,
}: {
  items: readonly SummaryLine[];
  totals?: OrderTotals | undefined;
  /** Under the lines: the discount code field on the details page. */
  children?: ReactNode;
}) {
  const count = items.reduce((sum, item) => sum + item.cartQuantity, 0);
  return (
    <section className={styles.summary} aria-labelledby="checkout-summary-heading">
      <h2 id="checkout-summary-heading">{copy.checkout.summaryHeading}</h2>
      {items.length === 0 ? (
        <>
          <p>{copy.checkout.noItems}</p>
          <Link to="/#products" className={buttons.button}>
            {copy.checkout.backToShop}
          </Link>
        </>
      ) : (
        <>
          <p>{copy.checkout.itemCount(count)}</p>
          {totals ? (
            <div className={styles.summaryTotals}>
              <TotalsBreakdown totals={totals} testId="checkout-totals" />
            </div>
          ) : (
            <p className={styles.subtotal}>
              <span>{copy.checkout.subtotal}</span>
              <span data-testid="checkout-subtotal">{formatCents(sumLineTotals(items))}</span>
            </p>
          )}
          <ul className={styles.lines}>
            {items.map((item) => (
              <li key={lineKeyOf(item)} className={styles.line}>
                <h3>
                  <LineTitle line={item} />
                </h3>
                <p>{copy.checkout.quantity(item.cartQuantity)}</p>
                <p>{copy.checkout.unitPrice(formatCents(item.priceCents))}</p>
                <p>{copy.checkout.setPrice(formatCents(item.priceCents * item.cartQuantity))}</p>
              </li>
            ))}
          </ul>
          {children}
        </>
      )}
    </section>
  );
}
