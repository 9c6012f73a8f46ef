// One order as its shopper sees it: number, amount, date, status and its timeline, lines, payment and
// addresses. Shared by
// the signed-in shopper's order details and a guest's order status page.
import type { ReactNode } from 'react';
import { formatMoney, type Order, type OrderItem } from '@eshop/shared';
import { copy } from '../../../copy';
import { orderNumber } from '../../../lib/format';
import { AddressBlock } from '../../../components/orders/address-block';
import { OrderPayment } from '../../../components/orders/order-payment';
import { OrderItemsTable } from '../../../components/orders/order-items-table';
import { formatOrderDate, OrderStatus } from '../../../components/orders/order-status';
import { OrderTimeline } from '../../../components/orders/order-timeline';
import styles from '../../../components/orders/orders.module.css';

type OrderViewProps = {
  order: Order;
  label: string;
  itemAction?: (item: OrderItem) => ReactNode;
  /** Where the shopper downloads the invoice (their own orders; a guest's link has none yet). */
  invoiceUrl?: string;
};

export function OrderView({ order, label, itemAction, invoiceUrl }: OrderViewProps) {
  return (
    <>
      <dl className={styles.facts}>
        <dt>{copy.orders.orderId}</dt>
        <dd>{orderNumber(order.number)}</dd>
        <dt>{copy.orders.orderAmount}</dt>
        <dd className={styles.money}>{formatMoney(order.orderAmountCents, order.totals.currency)}</dd>
        <dt>{copy.orders.orderDate}</dt>
        <dd>{formatOrderDate(order.createdAt, copy.orders.dateAt)}</dd>
        <dt>{copy.orders.orderStatus}</dt>
        <dd>
          <OrderStatus status={order.orderStatus} />
        </dd>
      </dl>
      <OrderTimeline order={order} />
      <OrderItemsTable
        label={label}
        items={order.cartItems}
        currency={order.totals.currency}
        {...(itemAction ? { action: itemAction } : {})}
      />
      <OrderPayment {...order} />
      {invoiceUrl && (
        <p>
          <a href={invoiceUrl} target="_blank" rel="noreferrer">
            {copy.orders.downloadInvoice}
          </a>
          {/* Each refund given back has its credit note, beside the invoice it corrects. */}
          {order.refunds.map(
            ({ id, creditNoteNumber }) =>
              typeof creditNoteNumber === 'number' && (
                <span key={id}>
                  {' · '}
                  <a
                    href={invoiceUrl.replace(/invoice\.pdf$/, `credit-notes/${creditNoteNumber}.pdf`)}
                    target="_blank"
                    rel="noreferrer"
                  >
                    {copy.orders.creditNote(creditNoteNumber)}
                  </a>
                </span>
              ),
          )}
        </p>
      )}
      <div className={styles.addresses}>
        <AddressBlock title={copy.orders.shippingAddress} address={order.shippingAddress} />
        <AddressBlock title={copy.orders.billingAddress} address={order.billingAddress} />
      </div>
    </>
  );
}
