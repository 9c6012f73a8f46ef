// The order a checkout placed, on the success page: its number (a link to its details), its lines,
// the totals as charged, where it goes, and where its confirmation e-mail went.
import { skipToken } from '@reduxjs/toolkit/query';
import type { GuestOrderLink } from '@eshop/shared';
import { Link } from '../../../components/link';
import { copy } from '../../../copy';
import { orderNumber } from '../../../lib/format';
import { guestOrderPath, useGetGuestOrderQuery, useGetMyOrderQuery } from '../../orders';
import { AddressBlock } from '../../../components/orders/address-block';
import { OrderItemsTable } from '../../../components/orders/order-items-table';
import { OrderPayment } from '../../../components/orders/order-payment';
import styles from './checkout.module.css';

/** A guest's order is read through its signed link (`guestLink`), a shopper's through the session. */
export function PlacedOrder({ orderId, guestLink }: { orderId: string; guestLink: GuestOrderLink | null }) {
  const mine = useGetMyOrderQuery(guestLink ? skipToken : orderId);
  const guests = useGetGuestOrderQuery(guestLink ? { id: orderId, ...guestLink } : skipToken);
  const order = guestLink ? guests.data : mine.data;
  if (!order) return null;
  return (
    <div className={styles.placedOrder}>
      <h2>
        <Link to={guestLink ? guestOrderPath(order.id, guestLink) : `/order-details/${order.id}`}>
          {copy.checkout.orderNumberHeading(orderNumber(order.number))}
        </Link>
      </h2>
      <p>{copy.checkout.emailedConfirmation(order.userEmail)}</p>
      <OrderItemsTable
        label={copy.checkout.orderNumberHeading(orderNumber(order.number))}
        items={order.cartItems}
        currency={order.totals.currency}
      />
      <OrderPayment {...order} />
      <AddressBlock title={copy.orders.shippingAddress} address={order.shippingAddress} />
      {guestLink && (
        // A guest may keep this order in an account: registering with its e-mail, which the order
        // joins once the welcome e-mail's link proves the address (issue 38).
        <p className={styles.createAccount}>
          <Link to="/register" state={{ email: order.userEmail, from: '/order-history' }}>
            {copy.auth.createAccountOffer}
          </Link>{' '}
          <span>{copy.auth.createAccountWhy}</span>
        </p>
      )}
    </div>
  );
}
