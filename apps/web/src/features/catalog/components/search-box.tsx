import { Search } from 'lucide-react';
import { MAX_SEARCH_LENGTH } from '@eshop/shared';
import { copy } from '../../../copy';
import { useDebouncedDraft } from '../../../lib/use-debounced-draft';
import styles from './listing-toolbar.module.css';

const SEARCH_DEBOUNCE_MS = 300;

type SearchBoxProps = {
  /** The search in the URL. */
  value: string;
  onSearch: (value: string) => void;
};

/** Typing updates the box at once and the URL (so the list) once typing pauses. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const [text, setText] = useDebouncedDraft(value, onSearch, SEARCH_DEBOUNCE_MS);

  return (
    <div className={styles.search}>
      <label htmlFor="product-search" className="visually-hidden">
        {copy.catalog.searchLabel}
      </label>
      <Search className={styles.searchIcon} size={18} aria-hidden="true" />
      <input
        id="product-search"
        className={styles.input}
        type="search"
        value={text}
        maxLength={MAX_SEARCH_LENGTH}
        placeholder={copy.catalog.searchPlaceholder}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}
