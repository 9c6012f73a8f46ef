// /admin/order-details/{id}: one order with its lines, amount, customer and addresses, its status
// changed among the spec's four values (any order of changes is allowed, spec 4), its refunds and
// cancellation (order-refunds.tsx), and a guest's order link (order-guest-link.tsx). A cancelled
// order's status no longer changes.
import '../../../../lib/zod-jitless';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useParams } from 'react-router';
import { Link } from '../../../../components/link';
import {
  CANCELLED_STATUS,
  formatMoney,
  orderStatusChangeSchema,
  SETTABLE_ORDER_STATUSES,
  type AdminOrder,
  type Order,
  type SettableOrderStatus,
} from '@eshop/shared';
import { SelectField } from '../../../../components/ui/select-field';
import { Spinner } from '../../../../components/ui/spinner';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { TextField } from '../../../../components/ui/text-field';
import { copy } from '../../../../copy';
import { enAdmin } from '../../../../copy/en-admin';
import { getErrorMessage, getServerMessage } from '../../../../lib/api-error';
import { notify } from '../../../../lib/notify';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { orderNumber } from '../../../../lib/format';
import { AddressBlock } from '../../../../components/orders/address-block';
import { OrderPayment } from '../../../../components/orders/order-payment';
import { OrderItemsTable } from '../../../../components/orders/order-items-table';
import { formatOrderDate } from '../../../../components/orders/order-status';
import orderStyles from '../../../../components/orders/orders.module.css';
import { useChangeOrderStatusMutation, useGetAdminOrderQuery } from '../api/orders-api';
import { AdminOrderStatus } from './admin-order-status';
import { OrderGuestLink } from './order-guest-link';
import { OrderRefunds } from './order-refunds';
import styles from './order-details.module.css';
import admin from '../../shared/admin.module.css';
import { toastFirstProblem } from '../../shared/refused-fields';

export function AdminOrderDetailsPage() {
  useDocumentTitle(enAdmin.orderDetailsHeading);
  const { id = '' } = useParams();
  const { data: order, error, isLoading } = useGetAdminOrderQuery(id);

  return (
    <section>
      <h1>{enAdmin.orderDetailsHeading}</h1>
      <p className={styles.orderLinks}>
        <Link to="/admin/orders">&larr; {enAdmin.backToOrders}</Link>
        {order && (
          <>
            <Link to={`/admin/invoice/${order.id}`}>{enAdmin.invoice}</Link>
            <Link to={`/admin/packing-slip/${order.id}`}>{enAdmin.packingSlip}</Link>
            <a href={`/api/admin/orders/${order.id}/invoice.pdf`} target="_blank" rel="noreferrer">
              {enAdmin.invoicePdf}
            </a>
          </>
        )}
      </p>
      {isLoading ? (
        <Spinner />
      ) : error || !order ? (
        <p className={admin.error}>{getErrorMessage(error)}</p>
      ) : (
        <OrderDetails order={order} />
      )}
    </section>
  );
}

function OrderDetails({ order }: { order: AdminOrder }) {
  return (
    <>
      <dl className={orderStyles.facts}>
        <dt>{copy.orders.orderId}</dt>
        <dd>{orderNumber(order.number)}</dd>
        <dt>{enAdmin.customer}</dt>
        <dd>{order.userEmail}</dd>
        <dt>{enAdmin.columns.date}:</dt>
        <dd>{formatOrderDate(order.createdAt, copy.orders.dateAt)}</dd>
        <dt>{copy.orders.orderAmount}</dt>
        <dd className={admin.money}>{formatMoney(order.orderAmountCents, order.totals.currency)}</dd>
        <dt>{copy.orders.orderStatus}</dt>
        <dd>
          <AdminOrderStatus status={order.orderStatus} />
        </dd>
      </dl>
      {order.orderStatus !== CANCELLED_STATUS && (
        <StatusChanger key={order.orderStatus} order={order} current={order.orderStatus} />
      )}
      <OrderItemsTable
        label={enAdmin.orderDetailsHeading}
        items={order.cartItems}
        currency={order.totals.currency}
      />
      {/* The refunds panel below says what was given back. */}
      <OrderPayment {...order} refundedCents={0} />
      <OrderRefunds order={order} />
      <OrderGuestLink order={order} />
      <div className={orderStyles.addresses}>
        <AddressBlock title={copy.orders.shippingAddress} address={order.shippingAddress} />
        <AddressBlock title={copy.orders.billingAddress} address={order.billingAddress} />
      </div>
    </>
  );
}

function StatusChanger({ order, current }: { order: Order; current: SettableOrderStatus }) {
  // The server's schema checks the change first (the tracking link an http(s) address); what is sent is
  // what was chosen and typed.
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(orderStatusChangeSchema, undefined, { raw: true }),
    defaultValues: {
      orderStatus: current,
      trackingNumber: order.trackingNumber ?? '',
      trackingUrl: order.trackingUrl ?? '',
    },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [changeStatus, { isLoading }] = useChangeOrderStatusMutation();

  const submit = handleSubmit(async (change) => {
    try {
      await changeStatus({ id: order.id, ...change }).unwrap();
      notify.success(enAdmin.statusChanged);
    } catch (failure) {
      notify.error(getServerMessage(failure));
    }
  }, toastFirstProblem);

  return (
    <form className={styles.statusForm} onSubmit={(event) => void submit(event)}>
      <SelectField label={enAdmin.changeStatus} {...register('orderStatus')}>
        {SETTABLE_ORDER_STATUSES.map((value) => (
          <option key={value} value={value}>
            {enAdmin.statusLabel(value)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={enAdmin.trackingNumber}
        maxLength={100}
        {...register('trackingNumber', { onChange: () => clearErrors('trackingNumber') })}
        error={errors.trackingNumber?.message}
      />
      <TextField
        label={enAdmin.trackingUrl}
        type="url"
        maxLength={500}
        hint={enAdmin.trackingHint}
        {...register('trackingUrl', { onChange: () => clearErrors('trackingUrl') })}
        error={errors.trackingUrl?.message}
      />
      <SubmitButton isBusy={isLoading}>{enAdmin.updateStatus}</SubmitButton>
    </form>
  );
}
