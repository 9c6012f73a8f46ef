// The order a checkout placed, on the success page: its number (a link to its details), its lines,
// the totals as charged, where it goes, and where its confirmation e-mail went.
import { Link } from 'react-router';
import { en } from '../../../copy/en';
import { orderNumber } from '../../../lib/format';
import { useGetMyOrderQuery } from '../../orders/api/orders-api';
import { AddressBlock } from '../../orders/components/address-block';
import { OrderItemsTable } from '../../orders/components/order-items-table';
import { OrderPayment } from '../../orders/components/order-payment';
import styles from './checkout.module.css';

export function PlacedOrder({ orderId }: { orderId: string }) {
  const { data: order } = useGetMyOrderQuery(orderId);
  if (!order) return null;
  return (
    <div className={styles.placedOrder}>
      <h2>
        <Link to={`/order-details/${order.id}`}>
          {en.checkout.orderNumberHeading(orderNumber(order.number))}
        </Link>
      </h2>
      <p>{en.checkout.emailedConfirmation(order.userEmail)}</p>
      <OrderItemsTable
        label={en.checkout.orderNumberHeading(orderNumber(order.number))}
        items={order.cartItems}
      />
      <OrderPayment {...order} />
      <AddressBlock title={en.orders.shippingAddress} address={order.shippingAddress} />
    </div>
  );
}
