// /admin/invoice/{id} and /admin/packing-slip/{id}: an order as a printable page (issue 22). The
// browser's print leaves out the shop's header, footer and the admin's menu (print styles), so what
// comes out of the printer is the document alone; the PDF of the same document is a link away.
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../../../components/link';
import { formatMoney, lineKeyOf, type Order } from '@eshop/shared';
import buttons from '../../../../components/ui/button.module.css';
import { Spinner } from '../../../../components/ui/spinner';
import { LineTitle } from '../../../../components/orders/line-title';
import { TotalsBreakdown } from '../../../../components/money/totals-breakdown';
import { enAdmin } from '../../../../copy/en-admin';
import { enRefunds } from '../../../../copy/en-refunds';
import { getErrorMessage } from '../../../../lib/api-error';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { orderNumber } from '../../../../lib/format';
import { AddressBlock } from '../../../../components/orders/address-block';
import { useGetAdminOrderQuery } from '../api/orders-api';
import styles from './printable-order.module.css';

export type PrintableKind = 'invoice' | 'packing-slip';

const TITLES: Record<PrintableKind, string> = {
  invoice: enAdmin.invoice,
  'packing-slip': enAdmin.packingSlip,
};

/** While a printable page is shown, the page's chrome is left out of the print (printable-order.module.css). */
function usePrintOnlyThis() {
  useEffect(() => {
    document.documentElement.dataset.printDocument = 'true';
    return () => {
      delete document.documentElement.dataset.printDocument;
    };
  }, []);
}

export function PrintableOrderPage({ kind }: { kind: PrintableKind }) {
  const { id = '' } = useParams();
  const { data: order, error, isLoading } = useGetAdminOrderQuery(id);
  useDocumentTitle(order ? `${TITLES[kind]} ${orderNumber(order.number)}` : TITLES[kind]);
  usePrintOnlyThis();

  if (isLoading) return <Spinner />;
  if (error || !order) return <p className={styles.error}>{getErrorMessage(error)}</p>;
  return (
    <section className={styles.page}>
      <p className={styles.actions}>
        <Link to={`/admin/order-details/${order.id}`}>&larr; {enAdmin.orderDetailsHeading}</Link>
        <button type="button" className={buttons.button} onClick={() => window.print()}>
          {enAdmin.print}
        </button>
        <a href={`/api/admin/orders/${order.id}/${kind}.pdf`} target="_blank" rel="noreferrer">
          {enAdmin.downloadPdf}
        </a>
      </p>
      <article className={styles.document} aria-label={TITLES[kind]}>
        <div className={styles.head}>
          <h1>{TITLES[kind]}</h1>
          <p>
            {enAdmin.orderLabel} {orderNumber(order.number)}
            <br />
            {new Date(order.createdAt).toLocaleDateString()}
          </p>
        </div>
        <div className={styles.addresses}>
          {kind === 'invoice' && <AddressBlock title={enAdmin.billTo} address={order.billingAddress} />}
          <AddressBlock title={enAdmin.shipTo} address={order.shippingAddress} />
        </div>
        {kind === 'invoice' ? <InvoiceLines order={order} /> : <PackingLines order={order} />}
      </article>
    </section>
  );
}

function InvoiceLines({ order }: { order: Order }) {
  return (
    <>
      <table className={styles.lines}>
        <thead>
          <tr>
            <th scope="col">{enAdmin.item}</th>
            <th scope="col">{enAdmin.qty}</th>
            <th scope="col">{enAdmin.unitPrice}</th>
            <th scope="col">{enAdmin.amount}</th>
          </tr>
        </thead>
        <tbody>
          {order.cartItems.map((item) => (
            <tr key={lineKeyOf(item)}>
              <td>
                <LineTitle line={item} />
              </td>
              <td>{item.cartQuantity}</td>
              <td>{formatMoney(item.priceCents, order.totals.currency)}</td>
              <td>{formatMoney(item.priceCents * item.cartQuantity, order.totals.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.totals}>
        <TotalsBreakdown totals={order.totals} />
        {order.refundedCents > 0 && (
          <dl className={styles.refunded}>
            <dt>{enRefunds.refunded}</dt>
            <dd>-{formatMoney(order.refundedCents, order.totals.currency)}</dd>
          </dl>
        )}
      </div>
    </>
  );
}

function PackingLines({ order }: { order: Order }) {
  const units = order.cartItems.reduce((sum, item) => sum + item.cartQuantity, 0);
  return (
    <table className={styles.lines}>
      <thead>
        <tr>
          <th scope="col">{enAdmin.packed}</th>
          <th scope="col">{enAdmin.item}</th>
          <th scope="col">{enAdmin.qty}</th>
        </tr>
      </thead>
      <tbody>
        {order.cartItems.map((item) => (
          <tr key={lineKeyOf(item)}>
            <td aria-hidden="true">☐</td>
            <td>
              <LineTitle line={item} />
            </td>
            <td>{item.cartQuantity}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td />
          <td>{enAdmin.itemsInAll(units)}</td>
          <td />
        </tr>
      </tfoot>
    </table>
  );
}
