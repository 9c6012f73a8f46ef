// The Discounts form's fields as typed (text) and the code the server saves, both ways (decision 070):
// a percentage typed "12.5" is 1250 basis points, an amount typed "5.50" is minor units of the shop's
// currency, dates are the browser's local time. Pure, so its rules are tested without a page.
import { parseAmount, amountText, type Discount, type DiscountBody, type DiscountKind } from '@eshop/shared';
import { enDiscounts } from '../../../copy/en-discounts';

export type DiscountFormValues = {
  /** An automatic offer: no code, applied to every cart it fits. */
  isAutomatic: boolean;
  code: string;
  title: string;
  kind: DiscountKind;
  value: string;
  categories: string[];
  /** Two-letter codes, separated by commas or spaces ("US, CA"); empty: anywhere. */
  countries: string;
  combinesWithCode: boolean;
  minSubtotal: string;
  minQuantity: string;
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  oncePerCustomer: boolean;
  isActive: boolean;
};

const pad = (value: number) => String(value).padStart(2, '0');
/** An instant as a datetime-local input shows it (the browser's time zone). */
export const toLocalInput = (iso: string | null): string => {
  if (!iso) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};
const fromLocalInput = (value: string): string | null =>
  value.trim() === '' ? null : new Date(value).toISOString();

export const emptyDiscountForm = (): DiscountFormValues => ({
  isAutomatic: false,
  code: '',
  title: '',
  kind: 'percent',
  value: '',
  categories: [],
  countries: '',
  combinesWithCode: true,
  minSubtotal: '',
  minQuantity: '',
  startsAt: '',
  endsAt: '',
  usageLimit: '',
  oncePerCustomer: false,
  isActive: true,
});

/** A saved code as the form shows it; `asCopy` empties the code (Duplicate) and keeps the rest. */
export function discountFormValuesOf(discount: Discount, asCopy = false): DiscountFormValues {
  return {
    isAutomatic: discount.code === null,
    code: asCopy ? '' : (discount.code ?? ''),
    title: discount.title,
    kind: discount.kind,
    value:
      discount.kind === 'percent'
        ? String(discount.value / 100)
        : discount.kind === 'amount'
          ? amountText(discount.value, discount.currency)
          : '',
    categories: discount.appliesTo.categories,
    countries: discount.countries.join(', '),
    combinesWithCode: discount.combinesWithCode,
    minSubtotal:
      discount.minSubtotalCents === null ? '' : amountText(discount.minSubtotalCents, discount.currency),
    minQuantity: discount.minQuantity === null ? '' : String(discount.minQuantity),
    startsAt: toLocalInput(discount.startsAt),
    endsAt: toLocalInput(discount.endsAt),
    usageLimit: discount.usageLimit === null ? '' : String(discount.usageLimit),
    oncePerCustomer: discount.oncePerCustomer,
    isActive: discount.status === 'active',
  };
}

const words = enDiscounts.form;
type Problems = Partial<Record<keyof DiscountFormValues, string>>;

const wholeOrNull = (text: string): number | null | undefined => {
  if (text.trim() === '') return null;
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined;
};

/**
 * The body to save, or the fields typed wrong. The products and variants a code covers are kept from
 * the saved code (the form offers categories; the API any product or variant).
 */
export function toDiscountBody(
  values: DiscountFormValues,
  currency: string,
  kept: Pick<Discount['appliesTo'], 'productIds' | 'variantIds'> = { productIds: [], variantIds: [] },
): { body: DiscountBody } | { problems: Problems } {
  const problems: Problems = {};
  let value = 0;
  if (values.kind === 'percent') {
    const percent = Number(values.value.trim().replace(',', '.'));
    if (!/^\d+([.,]\d{1,2})?$/.test(values.value.trim()) || percent < 0.01 || percent > 100)
      problems.value = words.badPercent;
    else value = Math.round(percent * 100);
  } else if (values.kind === 'amount') {
    value = parseAmount(values.value, currency);
    if (!Number.isFinite(value) || value < 1) problems.value = words.badAmount;
  }
  const minSubtotal = values.minSubtotal.trim() === '' ? null : parseAmount(values.minSubtotal, currency);
  if (minSubtotal !== null && (!Number.isFinite(minSubtotal) || minSubtotal < 1))
    problems.minSubtotal = words.badAmount;
  const minQuantity = wholeOrNull(values.minQuantity);
  if (minQuantity === undefined || minQuantity === 0) problems.minQuantity = words.badNumber;
  const usageLimit = wholeOrNull(values.usageLimit);
  if (usageLimit === undefined || usageLimit === 0) problems.usageLimit = words.badNumber;
  const countries = values.countries
    .split(/[\s,;]+/)
    .map((country) => country.trim().toUpperCase())
    .filter(Boolean);
  if (countries.some((country) => !/^[A-Z]{2}$/.test(country))) problems.countries = words.badCountries;
  if (Object.keys(problems).length > 0) return { problems };
  return {
    body: {
      code: values.isAutomatic ? null : values.code.trim(),
      title: values.title.trim(),
      kind: values.kind,
      value,
      appliesTo: { categories: values.categories, ...kept },
      countries,
      combinesWithCode: values.combinesWithCode,
      minSubtotalCents: minSubtotal,
      minQuantity: minQuantity ?? null,
      startsAt: fromLocalInput(values.startsAt),
      endsAt: fromLocalInput(values.endsAt),
      // Limits are a code's: an offer applies to every cart it fits.
      usageLimit: values.isAutomatic ? null : (usageLimit ?? null),
      oncePerCustomer: values.isAutomatic ? false : values.oncePerCustomer,
      status: values.isActive ? 'active' : 'paused',
    },
  };
}

/** Where a code stands today: paused, not started, ended, or active. */
export function statusOf(discount: Discount, now = Date.now()): keyof typeof enDiscounts.status {
  if (discount.status === 'paused') return 'paused';
  if (discount.startsAt && Date.parse(discount.startsAt) > now) return 'scheduled';
  if (discount.endsAt && Date.parse(discount.endsAt) <= now) return 'ended';
  return 'active';
}
