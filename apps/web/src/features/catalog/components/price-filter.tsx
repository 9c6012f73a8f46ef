import { formatCents } from '@eshop/shared';
import { en } from '../../../copy/en';
import { useDebouncedDraft } from '../../../lib/use-debounced-draft';
import type { PriceRange } from '../filter-params';
import styles from './filter-panel.module.css';

const COMMIT_DELAY_MS = 300;

type PriceFilterProps = {
  /** The price limit in force, in cents. */
  valueCents: number;
  /** The catalogue's range; the slider waits for it. */
  range: PriceRange | null;
  onChange: (maxPriceCents: number) => void;
};

/**
 * The slider moves in whole dollars from the cheapest to the dearest product (rounded outwards, so
 * the dearest product is always reachable); the label follows at once, the list once dragging pauses.
 */
export function PriceFilter({ valueCents, range, onChange }: PriceFilterProps) {
  const [draftCents, setDraftCents] = useDebouncedDraft(valueCents, onChange, COMMIT_DELAY_MS);

  const minDollars = range ? Math.floor(range.minPriceCents / 100) : 0;
  const maxDollars = range ? Math.ceil(range.maxPriceCents / 100) : Math.ceil(valueCents / 100);
  const label = formatCents(draftCents);

  return (
    <div className={styles.field}>
      <label htmlFor="price-filter" className={styles.label}>
        {en.catalog.price}
      </label>
      <output htmlFor="price-filter" className={styles.priceValue}>
        {label}
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
    </div>
  );
}
