// The search over an admin list: what is typed shows at once and goes to the address (and so to the
// server) once typing pauses; a search changed from elsewhere (back button, a link) shows here too.
import type { Ref } from 'react';
import { MAX_SEARCH_LENGTH } from '@eshop/shared';
import { TextField } from '../../../components/ui/text-field';
import { useDebouncedDraft } from '../../../lib/use-debounced-draft';

const SEARCH_DELAY_MS = 300;

type ListSearchFieldProps = {
  label: string;
  placeholder: string;
  /** The search the address holds. */
  value: string;
  /** Told of the new search, trimmed, once typing pauses. */
  onSearch: (search: string) => void;
  ref?: Ref<HTMLInputElement>;
};

export function ListSearchField({ label, placeholder, value, onSearch, ref }: ListSearchFieldProps) {
  const [draft, setDraft] = useDebouncedDraft(
    value,
    (next: string) => onSearch(next.trim()),
    SEARCH_DELAY_MS,
  );
  return (
    <TextField
      ref={ref}
      type="search"
      label={label}
      placeholder={placeholder}
      maxLength={MAX_SEARCH_LENGTH}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
    />
  );
}
