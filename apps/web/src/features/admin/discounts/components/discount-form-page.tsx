// /admin/discounts/new (optionally ?from=<id>: a duplicate) and /admin/discounts/:id (decision 070):
// the code's form, and under a saved code the orders that used it.
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Link } from '../../../../components/link';
import { skipToken } from '@reduxjs/toolkit/query';
import { formatMoney, type Discount } from '@eshop/shared';
import { DataTable } from '../../../../components/ui/data-table';
import { SelectField } from '../../../../components/ui/select-field';
import { Spinner } from '../../../../components/ui/spinner';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { TextField } from '../../../../components/ui/text-field';
import { enDiscounts } from '../../../../copy/en-discounts';
import { getErrorMessage } from '../../../../lib/api-error';
import { useGetShopConfigQuery } from '../../../../lib/shop-config-api';
import { notify } from '../../../../lib/notify';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useGetAdminCategoriesQuery } from '../../categories';
import { showRefusal, toastFirstProblem } from '../../shared/refused-fields';
import {
  discountFormValuesOf,
  emptyDiscountForm,
  toDiscountBody,
  type DiscountFormValues,
} from '../discount-form';
import {
  useAddDiscountMutation,
  useGetDiscountOrdersQuery,
  useGetDiscountQuery,
  useSaveDiscountMutation,
} from '../api/discounts-api';
import admin from '../../shared/admin.module.css';
import styles from './discounts.module.css';

const text = enDiscounts.form;

export function DiscountFormPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const isNew = id === undefined;
  const sourceId = isNew ? params.get('from') : id;
  const source = useGetDiscountQuery(sourceId ?? skipToken);
  const name = source.data ? (source.data.code ?? source.data.title) : '';
  useDocumentTitle(isNew ? text.addHeading : text.editHeading(name));
  return (
    <section>
      <p>
        <Link to="/admin/discounts">{text.back}</Link>
      </p>
      <h1>{isNew ? text.addHeading : text.editHeading(name)}</h1>
      {source.error ? (
        <p className={admin.error}>{getErrorMessage(source.error)}</p>
      ) : sourceId && !source.data ? (
        <Spinner />
      ) : (
        <DiscountForm
          key={`${sourceId ?? 'new'}-${isNew}`}
          saved={isNew ? undefined : source.data}
          copyOf={isNew ? source.data : undefined}
        />
      )}
      {!isNew && id && <DiscountOrders id={id} />}
    </section>
  );
}

function DiscountForm({ saved, copyOf }: { saved?: Discount | undefined; copyOf?: Discount | undefined }) {
  const navigate = useNavigate();
  const { data: config } = useGetShopConfigQuery();
  const currency = saved?.currency ?? config?.currency ?? 'USD';
  const { data: categories = [] } = useGetAdminCategoriesQuery();
  const from = saved ?? copyOf;
  const { register, control, handleSubmit, setError, formState } = useForm<DiscountFormValues>({
    defaultValues: from ? discountFormValuesOf(from, !saved) : emptyDiscountForm(),
  });
  const [kind, isAutomatic] = useWatch({ control, name: ['kind', 'isAutomatic'] });
  const [add, adding] = useAddDiscountMutation();
  const [save, saving] = useSaveDiscountMutation();
  const errors = formState.errors;
  useEffect(() => toastFirstProblem(errors), [errors]);

  const submit = handleSubmit(async (values) => {
    const kept = from
      ? { productIds: from.appliesTo.productIds, variantIds: from.appliesTo.variantIds }
      : undefined;
    const result = toDiscountBody(values, currency, kept);
    if ('problems' in result) {
      for (const [name, message] of Object.entries(result.problems))
        setError(name as keyof DiscountFormValues, { message });
      return;
    }
    try {
      const done = saved
        ? await save({ id: saved.id, body: result.body }).unwrap()
        : await add(result.body).unwrap();
      const name = done.code ?? done.title;
      notify.success(saved ? text.saved(name) : text.added(name));
      void navigate('/admin/discounts');
    } catch (failure) {
      showRefusal(setError, failure);
    }
  });
  const others = (from?.appliesTo.productIds.length ?? 0) + (from?.appliesTo.variantIds.length ?? 0);

  return (
    <form className={admin.form} noValidate onSubmit={(event) => void submit(event)}>
      <label className={admin.switch}>
        <input type="checkbox" {...register('isAutomatic')} />
        {text.automatic}
      </label>
      {!isAutomatic && (
        <TextField
          label={text.code}
          hint={text.codeHint}
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          {...register('code')}
          error={errors.code?.message}
        />
      )}
      <TextField
        label={isAutomatic ? text.offerTitle : text.title}
        hint={isAutomatic ? text.offerTitleHint : text.titleHint}
        maxLength={100}
        {...register('title')}
        error={errors.title?.message}
      />
      <SelectField label={text.kind} {...register('kind')} error={errors.kind?.message}>
        {(Object.keys(text.kinds) as (keyof typeof text.kinds)[]).map((choice) => (
          <option key={choice} value={choice}>
            {text.kinds[choice]}
          </option>
        ))}
      </SelectField>
      {kind !== 'free_shipping' && (
        <TextField
          label={kind === 'percent' ? text.percent : text.amount(currency)}
          hint={kind === 'percent' ? text.percentHint : undefined}
          inputMode="decimal"
          {...register('value')}
          error={errors.value?.message}
        />
      )}
      <fieldset className={styles.scope}>
        <legend>{text.appliesTo}</legend>
        <p className={admin.muted}>{text.appliesToHint}</p>
        {categories.map((category) => (
          <label key={category.id} className={admin.switch}>
            <input type="checkbox" value={category.name} {...register('categories')} />
            {category.name}
          </label>
        ))}
        {others > 0 && <p className={admin.muted}>{text.otherScope(others)}</p>}
      </fieldset>
      <TextField
        label={text.minSubtotal(currency)}
        inputMode="decimal"
        {...register('minSubtotal')}
        error={errors.minSubtotal?.message}
      />
      <TextField
        label={text.minQuantity}
        inputMode="numeric"
        {...register('minQuantity')}
        error={errors.minQuantity?.message}
      />
      <TextField
        label={text.startsAt}
        type="datetime-local"
        {...register('startsAt')}
        error={errors.startsAt?.message}
      />
      <TextField
        label={text.endsAt}
        type="datetime-local"
        {...register('endsAt')}
        error={errors.endsAt?.message}
      />
      <TextField
        label={text.countries}
        hint={text.countriesHint}
        autoComplete="off"
        {...register('countries')}
        error={errors.countries?.message}
      />
      {isAutomatic ? (
        <label className={admin.switch}>
          <input type="checkbox" {...register('combinesWithCode')} />
          <span>
            {text.combinesWithCode}
            <span className={admin.muted}> {text.combinesWithCodeHint}</span>
          </span>
        </label>
      ) : (
        <>
          <TextField
            label={text.usageLimit}
            inputMode="numeric"
            {...register('usageLimit')}
            error={errors.usageLimit?.message}
          />
          <label className={admin.switch}>
            <input type="checkbox" {...register('oncePerCustomer')} />
            {text.oncePerCustomer}
          </label>
        </>
      )}
      <label className={admin.switch}>
        <input type="checkbox" {...register('isActive')} />
        {text.active}
      </label>
      <SubmitButton isBusy={adding.isLoading || saving.isLoading}>{text.save}</SubmitButton>
    </form>
  );
}

function DiscountOrders({ id }: { id: string }) {
  const words = enDiscounts.orders;
  const { data, error, isLoading } = useGetDiscountOrdersQuery(id);
  return (
    <section className={styles.orders}>
      <h2>{words.heading}</h2>
      {isLoading ? (
        <Spinner />
      ) : error ? (
        <p className={admin.error}>{getErrorMessage(error)}</p>
      ) : !data || data.length === 0 ? (
        <p className={admin.muted}>{words.none}</p>
      ) : (
        <DataTable label={words.heading} stacksOnPhone>
          <thead>
            <tr>
              <th scope="col">{words.order}</th>
              <th scope="col">{words.date}</th>
              <th scope="col">{words.customer}</th>
              <th scope="col">{words.discount}</th>
              <th scope="col">{words.total}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((order) => (
              <tr key={order.orderId}>
                <td data-label={words.order}>
                  <Link to={`/admin/order-details/${order.orderId}`}>#{order.number}</Link>
                </td>
                <td data-label={words.date}>{new Date(order.createdAt).toLocaleString()}</td>
                <td data-label={words.customer}>{order.userEmail}</td>
                <td data-label={words.discount} className={admin.money}>
                  -{formatMoney(order.discountCents, order.currency)}
                </td>
                <td data-label={words.total} className={admin.money}>
                  {formatMoney(order.orderAmountCents, order.currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </section>
  );
}
