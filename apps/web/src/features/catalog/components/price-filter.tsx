import type { FormEvent } from 'react';
import { formatCents } from '@eshop/shared';
import { en } from '../../../copy/en';
import { useDebouncedDraft } from '../../../lib/use-debounced-draft';
import type { PriceRange } from '../filter-params';
import styles from './filter-panel.module.css';

const COMMIT_DELAY_MS = 300;
const MAX_DOLLARS = 10_000_000;

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

/** Whole or two-decimal dollars as cents; blank or unreadable is no limit. */
const dollarsToCents = (text: FormDataEntryValue | null): number | null => {
  if (typeof text !== 'string' || !/^\d{1,8}(\.\d{1,2})?$/.test(text.trim())) return null;
  return Math.min(Math.round(Number(text.trim()) * 100), MAX_DOLLARS * 100);
};
const centsToDollars = (cents: number | null) => (cents === null ? '' : String(cents / 100));

/**
 * The spec's slider for the highest price, moving in whole dollars from the cheapest to the dearest
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

  const minDollars = range ? Math.floor(range.minPriceCents / 100) : 0;
  const maxDollars = range ? Math.ceil(range.maxPriceCents / 100) : Math.ceil(valueCents / 100);
  const label = formatCents(draftCents);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const low = dollarsToCents(form.get('minPrice'));
    const high = dollarsToCents(form.get('maxPrice'));
    // Typed the wrong way round, the range is still what was meant.
    const swap = low !== null && high !== null && low > high;
    onLimitsChange({ minPriceCents: swap ? high : low, maxPriceCents: swap ? low : high });
  };

  return (
    <div className={styles.field}>
      <label htmlFor="price-filter" className={styles.label}>
        {en.catalog.price}
      </label>
      <output htmlFor="price-filter" className={styles.priceValue}>
        {minCents !== null ? `${formatCents(minCents)} – ${label}` : label}
      </output>
      <input
        id="price-filter"
        className={styles.range}
        type="range"
        min={minDollars}
        max={maxDollars}
        step={1}
        value={Math.min(Math.max(Math.ceil(draftCents / 100), minDollars), maxDollars)}
        aria-valuetext={label}
        disabled={!range}
        onChange={(event) => setDraftCents(Number(event.target.value) * 100)}
      />
      {/* Keyed by the limits in force, so a change from elsewhere (the slider, Clear Filter, the
          back button) shows in the boxes. */}
      <form key={`${minCents}-${chosenMaxCents}`} className={styles.priceInputs} onSubmit={apply}>
        <label className={styles.priceInput}>
          <span>{en.catalog.minPrice}</span>
          <input
            name="minPrice"
            inputMode="decimal"
            autoComplete="off"
            placeholder={String(minDollars)}
            defaultValue={centsToDollars(minCents)}
          />
        </label>
        <label className={styles.priceInput}>
          <span>{en.catalog.maxPrice}</span>
          <input
            name="maxPrice"
            inputMode="decimal"
            autoComplete="off"
            placeholder={String(maxDollars)}
            defaultValue={centsToDollars(chosenMaxCents)}
          />
        </label>
        <button type="submit" className={styles.apply}>
          {en.catalog.applyPrice}
        </button>
      </form>
    </div>
  );
}
