// The money side of an order for the admin (issue 22): cancel it before it ships, refund items (each
// optionally back to stock) or an amount, and the refunds made so far. Each action asks first, and
// sends a key made once per form so a double click or a retry refunds once; the server works out and
// checks every amount, the form only shows what it will be.
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CANCELLABLE_STATUSES,
  CANCELLED_STATUS,
  currencySymbol,
  formatMoney,
  lineRefundCents,
  parseAmount,
  lineKeyOf,
  lineName,
  refundedUnitsOf,
  type Order,
  type RefundRequest,
} from '@eshop/shared';
import buttons from '../../../../components/ui/button.module.css';
import { ConfirmButton } from '../../../../components/ui/confirm-button';
import { DataTable } from '../../../../components/ui/data-table';
import { TextField } from '../../../../components/ui/text-field';
import { enRefunds } from '../../../../copy/en-refunds';
import { cx } from '../../../../lib/cx';
import { getServerMessage } from '../../../../lib/api-error';
import { notify } from '../../../../lib/notify';
import { formatOrderDate } from '../../../../components/orders/order-status';
import { copy } from '../../../../copy';
import { useCancelOrderMutation, useRefundOrderMutation } from '../api/refunds-api';
import { refundFormSchema, refundFormValuesOf, type RefundFormValues } from '../refund-form';
import styles from './order-refunds.module.css';

const newKey = () => crypto.randomUUID();
/** An amount of the order, in the currency it was paid in. */
const moneyOf = (order: Order, amount: number) => formatMoney(amount, order.totals.currency);

export function OrderRefunds({ order }: { order: Order }) {
  const left = order.orderAmountCents - order.refundedCents;
  const isCancelled = order.orderStatus === CANCELLED_STATUS;
  return (
    <section className={styles.panel} aria-labelledby="refunds-heading">
      <h2 id="refunds-heading">{enRefunds.heading}</h2>
      {order.refundedCents > 0 && (
        <dl className={styles.figures}>
          <dt>{enRefunds.refunded}</dt>
          <dd data-testid="refunded-amount">{moneyOf(order, order.refundedCents)}</dd>
          <dt>{enRefunds.kept}</dt>
          <dd>{moneyOf(order, left)}</dd>
        </dl>
      )}
      {!isCancelled && CANCELLABLE_STATUSES.includes(order.orderStatus) && <CancelOrder order={order} />}
      {!isCancelled && order.paymentState === 'authorized' && <p>{enRefunds.notCaptured}</p>}
      {!isCancelled && order.paymentState === 'captured' && left > 0 && (
        <RefundForm key={order.refundedCents} order={order} />
      )}
      {order.paymentState === 'captured' && left <= 0 && <p>{enRefunds.nothingLeft}</p>}
      {order.refunds.length > 0 && <RefundHistory order={order} />}
    </section>
  );
}

function CancelOrder({ order }: { order: Order }) {
  const [key] = useState(newKey);
  const [cancel, { isLoading }] = useCancelOrderMutation();
  const left = order.orderAmountCents - order.refundedCents;
  const onConfirm = async () => {
    try {
      await cancel({ id: order.id, idempotencyKey: key }).unwrap();
      notify.success(enRefunds.cancelled);
    } catch (failure) {
      notify.error(getServerMessage(failure));
    }
  };
  return (
    <ConfirmButton
      className={cx(buttons.button, buttons.danger)}
      question={
        order.paymentState === 'authorized'
          ? enRefunds.cancelUnpaidQuestion
          : enRefunds.cancelQuestion(moneyOf(order, left))
      }
      confirmLabel={enRefunds.confirmCancel}
      cancelLabel={enRefunds.keepOrder}
      onConfirm={() => void onConfirm()}
    >
      {isLoading ? `${enRefunds.cancelOrder}…` : enRefunds.cancelOrder}
    </ConfirmButton>
  );
}

function RefundForm({ order }: { order: Order }) {
  const given = refundedUnitsOf(order.refunds);
  const left = order.orderAmountCents - order.refundedCents;
  // Checked as the admin types (an amount over what is left is refused at once), and turned into the
  // request the server checks with the same schema; the button says what it will give back.
  const schema = useMemo(() => refundFormSchema(order), [order]);
  const [defaultValues] = useState(() => refundFormValuesOf(order, newKey()));
  const { register, control, handleSubmit, setValue, formState } = useForm<
    RefundFormValues,
    unknown,
    RefundRequest
  >({ resolver: zodResolver(schema), defaultValues, mode: 'onChange' });
  const [mode, lines, amountText] = useWatch({ control, name: ['mode', 'lines', 'amount'] });
  const [refund, { isLoading }] = useRefundOrderMutation();

  const linesCents = order.cartItems.reduce((sum, item, index) => {
    const quantity = lines[index]?.quantity ?? 0;
    return quantity > 0
      ? sum + lineRefundCents(item, quantity, order.totals.pricesIncludeTax, given.get(lineKeyOf(item)) ?? 0)
      : sum;
  }, 0);
  const amountCents = parseAmount(amountText, order.totals.currency);
  const cents = mode === 'items' ? Math.min(linesCents, left) : amountCents;
  const amountError = mode === 'amount' ? formState.errors.amount?.message : undefined;
  const canRefund = Number.isFinite(cents) && cents >= 1 && !amountError && !isLoading;

  const onConfirm = handleSubmit(async (request) => {
    try {
      await refund({ id: order.id, ...request }).unwrap();
      notify.success(enRefunds.refundDone(moneyOf(order, cents)));
    } catch (failure) {
      notify.error(getServerMessage(failure));
    }
    // A refused refund is final for its key: a new try is a new request.
    setValue('idempotencyKey', newKey());
  });

  return (
    <form
      className={styles.form}
      onSubmit={(event) => event.preventDefault()}
      aria-label={enRefunds.refundHeading}
    >
      <fieldset className={styles.modes}>
        <legend>{enRefunds.refundMode}</legend>
        {(['items', 'amount'] as const).map((value) => (
          <label key={value}>
            <input type="radio" value={value} {...register('mode')} />{' '}
            {value === 'items' ? enRefunds.byItems : enRefunds.byAmount}
          </label>
        ))}
      </fieldset>
      {mode === 'items' ? (
        <ul className={styles.lines}>
          {order.cartItems.map((item, index) => {
            const remaining = item.cartQuantity - (given.get(lineKeyOf(item)) ?? 0);
            return (
              <li key={lineKeyOf(item)} className={styles.line}>
                <span className={styles.name}>{lineName(item)}</span>
                <Controller
                  control={control}
                  name={`lines.${index}.quantity`}
                  render={({ field }) => (
                    <TextField
                      label={enRefunds.quantityOf(lineName(item))}
                      className={styles.quantity}
                      type="number"
                      min={0}
                      max={remaining}
                      disabled={remaining === 0}
                      name={field.name}
                      ref={field.ref}
                      value={field.value}
                      hint={enRefunds.leftOf(remaining)}
                      onBlur={field.onBlur}
                      // Held within what is left to refund, as the admin types.
                      onChange={(event) =>
                        field.onChange(
                          Math.max(0, Math.min(remaining, Math.trunc(Number(event.target.value) || 0))),
                        )
                      }
                    />
                  )}
                />
                <label className={styles.restock}>
                  <input type="checkbox" disabled={remaining === 0} {...register(`lines.${index}.restock`)} />{' '}
                  {enRefunds.restock}
                </label>
              </li>
            );
          })}
        </ul>
      ) : (
        <TextField
          label={enRefunds.amount(currencySymbol(order.totals.currency))}
          inputMode="decimal"
          hint={enRefunds.amountHint(moneyOf(order, left))}
          {...register('amount')}
          error={amountError}
        />
      )}
      <TextField label={enRefunds.reason} maxLength={500} {...register('reason')} />
      {canRefund ? (
        <ConfirmButton
          className={buttons.button}
          question={enRefunds.refundQuestion(moneyOf(order, cents))}
          confirmLabel={enRefunds.confirmRefund}
          cancelLabel={enRefunds.notYet}
          onConfirm={() => void onConfirm()}
        >
          {enRefunds.refundButton(moneyOf(order, cents))}
        </ConfirmButton>
      ) : (
        <button type="button" className={buttons.button} disabled>
          {enRefunds.refundButton(moneyOf(order, Number.isFinite(cents) ? Math.max(cents, 0) : 0))}
        </button>
      )}
    </form>
  );
}

function RefundHistory({ order }: { order: Order }) {
  const columns = enRefunds.columns;
  return (
    <DataTable label={enRefunds.heading} stacksOnPhone>
      <thead>
        <tr>
          <th scope="col">{columns.date}</th>
          <th scope="col">{columns.amount}</th>
          <th scope="col">{columns.items}</th>
          <th scope="col">{columns.reason}</th>
          <th scope="col">{columns.state}</th>
          <th scope="col">{columns.creditNote}</th>
        </tr>
      </thead>
      <tbody>
        {order.refunds.map((refund) => {
          const units = refund.lines.reduce((sum, line) => sum + line.quantity, 0);
          const restocked = refund.lines.some((line) => line.restock);
          return (
            <tr key={refund.id}>
              <td data-label={columns.date}>{formatOrderDate(refund.createdAt, copy.orders.dateAt)}</td>
              <td data-label={columns.amount}>{moneyOf(order, refund.amountCents)}</td>
              <td data-label={columns.items}>
                {units > 0
                  ? `${enRefunds.itemCount(units)}${restocked ? `, ${enRefunds.restockedNote}` : ''}`
                  : '—'}
              </td>
              <td data-label={columns.reason}>
                {(refund.state === 'failed' ? refund.failure : refund.reason) ?? ''}
              </td>
              <td
                data-label={columns.state}
                className={refund.state === 'failed' ? styles.failed : undefined}
              >
                {enRefunds.states[refund.state]}
              </td>
              <td data-label={columns.creditNote}>
                {typeof refund.creditNoteNumber !== 'number' ? (
                  '—'
                ) : (
                  <a
                    href={`/api/admin/orders/${order.id}/credit-notes/${refund.creditNoteNumber}.pdf`}
                    target="_blank"
                    rel="noreferrer"
                  >
                    {enRefunds.creditNoteLink(refund.creditNoteNumber)}
                  </a>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
