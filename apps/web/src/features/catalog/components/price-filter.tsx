import type { FormEvent } from 'react';
import {
  currencyExponent,
  formatCents,
  MAX_PRODUCT_PRICE_CENTS,
  parsePrice,
  shopCurrency,
} from '@eshop/shared';
import { copy, currentLocale } from '../../../copy';
import { useDebouncedDraft } from '../../../lib/use-debounced-draft';
import type { PriceRange } from '../filter-params';
import styles from './filter-panel.module.css';

const COMMIT_DELAY_MS = 300;

export type PriceLimits = { minPriceCents: number | null; maxPriceCents: number | null };

type PriceFilterProps = {
  /** The lowest price chosen, in cents (null: none). */
  minCents: number | null;
  /** The price limit in force, in cents. */
  valueCents: number;
  /** The highest price the shopper typed or dragged to (null: the default). */
  chosenMaxCents: number | null;
  /** The catalogue's range; the slider waits for it. */
  range: PriceRange | null;
  /** The slider moved (and paused). */
  onChange: (maxPriceCents: number) => void;
  /** A minimum and maximum typed and applied. */
  onLimitsChange: (limits: PriceLimits) => void;
};

/** Whether the page's language writes a decimal comma (German: 12,50). */
const hasDecimalComma = () =>
  new Intl.NumberFormat(currentLocale()).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ===
  ',';

/**
 * A price typed in the shop's currency (19.99, 2000 yen; 19,99 or 1.299 on a German page) as minor
 * units; blank or unreadable is no limit.
 */
const typedPrice = (text: FormDataEntryValue | null): number | null => {
  if (typeof text !== 'string') return null;
  const written = hasDecimalComma() ? text.replaceAll('.', '').replace(',', '.') : text;
  const amount = parsePrice(written);
  return Number.isFinite(amount) ? Math.min(amount, MAX_PRODUCT_PRICE_CENTS) : null;
};

/**
 * The spec's slider for the highest price, moving in whole units of the currency (dollars, yen) from the cheapest to the dearest
 * product (rounded outwards, so the dearest is always reachable; the label follows at once, the list
 * once dragging pauses), and a minimum and maximum a shopper can type.
 */
export function PriceFilter({
  minCents,
  valueCents,
  chosenMaxCents,
  range,
  onChange,
  onLimitsChange,
}: PriceFilterProps) {
  const [draftCents, setDraftCents] = useDebouncedDraft(valueCents, onChange, COMMIT_DELAY_MS);

  // Minor units in one whole unit: 100 cents, 1 yen, 1000 fils.
  const unit = 10 ** currencyExponent(shopCurrency());
  const asText = (cents: number | null) =>
    cents === null
      ? ''
      : (cents / unit).toLocaleString(currentLocale(), { useGrouping: false, maximumFractionDigits: 3 });
  const minWhole = range ? Math.floor(range.minPriceCents / unit) : 0;
  const maxWhole = range ? Math.ceil(range.maxPriceCents / unit) : Math.ceil(valueCents / unit);
  const label = formatCents(draftCents);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const low = typedPrice(form.get('minPrice'));
    const high = typedPrice(form.get('maxPrice'));
    // Typed the wrong way round, the range is still what was meant.
    const swap = low !== null && high !== null && low > high;
    onLimitsChange({ minPriceCents: swap ? high : low, maxPriceCents: swap ? low : high });
  };

  return (
    <div className={styles.field}>
      <label htmlFor="price-filter" className={styles.label}>
        {copy.catalog.price}
      </label>
      <output htmlFor="price-filter" className={styles.priceValue}>
        {minCents !== null ? `${formatCents(minCents)} – ${label}` : label}
      </output>
      <input
        id="price-filter"
        className={styles.range}
        type="range"
        min={minWhole}
        max={maxWhole}
        step={1}
        value={Math.min(Math.max(Math.ceil(draftCents / unit), minWhole), maxWhole)}
        aria-valuetext={label}
        disabled={!range}
        onChange={(event) => setDraftCents(Number(event.target.value) * unit)}
      />
      {/* Keyed by the limits in force, so a change from elsewhere (the slider, Clear Filter, the
          back button) shows in the boxes. */}
      <form key={`${minCents}-${chosenMaxCents}`} className={styles.priceInputs} onSubmit={apply}>
        <label className={styles.priceInput}>
          <span>{copy.catalog.minPrice}</span>
          <input
            name="minPrice"
            inputMode="decimal"
            autoComplete="off"
            placeholder={String(minWhole)}
            defaultValue={asText(minCents)}
          />
        </label>
        <label className={styles.priceInput}>
          <span>{copy.catalog.maxPrice}</span>
          <input
            name="maxPrice"
            inputMode="decimal"
            autoComplete="off"
            placeholder={String(maxWhole)}
            defaultValue={asText(chosenMaxCents)}
          />
        </label>
        <button type="submit" className={styles.apply}>
          {copy.catalog.applyPrice}
        </button>
      </form>
    </div>
  );
}
