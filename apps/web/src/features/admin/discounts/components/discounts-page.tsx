// /admin/discounts (decision 070): every code with what it takes off, what it covers, its uses, its
// dates and where it stands today; edit, duplicate, pause or resume it; export them all as CSV.
import { Link } from '../../../../components/link';
import { formatMoney, percentText, type Discount } from '@eshop/shared';
import buttons from '../../../../components/ui/button.module.css';
import { DataTable } from '../../../../components/ui/data-table';
import { Spinner } from '../../../../components/ui/spinner';
import { enDiscounts } from '../../../../copy/en-discounts';
import { getErrorMessage, getServerMessage } from '../../../../lib/api-error';
import { notify } from '../../../../lib/notify';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { statusOf } from '../discount-form';
import { useGetDiscountsQuery, useSetDiscountStatusMutation } from '../api/discounts-api';
import admin from '../../shared/admin.module.css';
import styles from './discounts.module.css';

const text = enDiscounts;

/** "20 % off", "$5.00 off", "Free shipping". */
export const discountText = (discount: Pick<Discount, 'kind' | 'value' | 'currency'>): string =>
  discount.kind === 'free_shipping'
    ? text.freeShipping
    : discount.kind === 'percent'
      ? text.percentOff(percentText(discount.value))
      : text.amountOff(formatMoney(discount.value, discount.currency));

const scopeText = ({ appliesTo, countries }: Discount): string => {
  const others = appliesTo.productIds.length + appliesTo.variantIds.length;
  const parts = [
    ...(appliesTo.categories.length > 0 ? [text.categories(appliesTo.categories)] : []),
    ...(others > 0 ? [text.someProducts(others)] : []),
    ...(countries.length > 0 ? [text.shipsTo(countries)] : []),
  ];
  return parts.length > 0 ? parts.join('; ') : text.everything;
};

const dateText = (iso: string) => new Date(iso).toLocaleString();
const datesText = ({ startsAt, endsAt }: Discount): string =>
  startsAt && endsAt
    ? `${text.from(dateText(startsAt))} ${text.until(dateText(endsAt))}`
    : startsAt
      ? text.from(dateText(startsAt))
      : endsAt
        ? text.until(dateText(endsAt))
        : text.always;

export function DiscountsPage() {
  useDocumentTitle(text.heading);
  const { data, error, isLoading } = useGetDiscountsQuery();
  const [setStatus] = useSetDiscountStatusMutation();
  const toggle = async (discount: Discount) => {
    const status = discount.status === 'active' ? 'paused' : 'active';
    try {
      await setStatus({ id: discount.id, status }).unwrap();
      const name = discount.code ?? discount.title;
      notify.success(status === 'paused' ? text.paused(name) : text.resumed(name));
    } catch (failure) {
      notify.error(getServerMessage(failure));
    }
  };

  return (
    <section>
      <h1>{text.heading}</h1>
      <p className={admin.muted}>{text.intro}</p>
      <div className={admin.toolbar}>
        <div className={admin.rowActions}>
          <Link to="/admin/discounts/new" className={buttons.button}>
            {text.add}
          </Link>
          <a href="/api/admin/discounts/export.csv" className={buttons.secondary} download>
            {text.export}
          </a>
        </div>
      </div>
      {isLoading ? (
        <Spinner />
      ) : error ? (
        <p className={admin.error}>{getErrorMessage(error)}</p>
      ) : !data || data.length === 0 ? (
        <p>{text.none}</p>
      ) : (
        <DataTable label={text.heading} stacksOnPhone>
          <thead>
            <tr>
              {Object.values(text.columns).map((header) => (
                <th key={header} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.map((discount) => {
              const status = statusOf(discount);
              return (
                <tr key={discount.id}>
                  <td data-label={text.columns.code}>
                    {discount.code === null ? (
                      <>
                        <Link to={`/admin/discounts/${discount.id}`}>{discount.title}</Link>
                        <span className={admin.muted}>
                          {' '}
                          ({text.automatic},{' '}
                          {discount.combinesWithCode ? text.combinesWithCodes : text.replacedByCodes})
                        </span>
                      </>
                    ) : (
                      <>
                        <Link to={`/admin/discounts/${discount.id}`} className={styles.code}>
                          {discount.code}
                        </Link>
                        {discount.title && <span className={admin.muted}> {discount.title}</span>}
                      </>
                    )}
                  </td>
                  <td data-label={text.columns.discount}>{discountText(discount)}</td>
                  <td data-label={text.columns.appliesTo}>{scopeText(discount)}</td>
                  <td data-label={text.columns.uses}>
                    {text.uses(discount.usedCount, discount.usageLimit)}
                    {discount.heldCount > 0 && (
                      <span className={admin.muted}> ({text.held(discount.heldCount)})</span>
                    )}
                  </td>
                  <td data-label={text.columns.dates}>{datesText(discount)}</td>
                  <td data-label={text.columns.status}>
                    <span className={styles[status]}>{text.status[status]}</span>
                  </td>
                  <td data-label={text.columns.actions}>
                    <div className={admin.rowActions}>
                      <Link to={`/admin/discounts/${discount.id}`}>{text.edit}</Link>
                      <Link to={`/admin/discounts/new?from=${discount.id}`}>{text.duplicate}</Link>
                      <button
                        type="button"
                        className={styles.linkButton}
                        onClick={() => void toggle(discount)}
                      >
                        {discount.status === 'active' ? text.pause : text.resume}
                      </button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </DataTable>
      )}
    </section>
  );
}
