import { useCallback, useState } from 'react';
import { useDebouncedCallback } from './use-debounced-callback';

/**
 * A control's own copy of a value that lives elsewhere (the URL): changes show at once and are
 * committed once they pause for `delayMs`. When the value changes from elsewhere (back button, a
 * link) the draft follows it.
 */
export const useDebouncedDraft = <T>(value: T, commit: (value: T) => void, delayMs: number) => {
  const [draft, setDraft] = useState(value);
  const [syncedValue, setSyncedValue] = useState(value);
  const commitLater = useDebouncedCallback(commit, delayMs);

  if (value !== syncedValue) {
    setSyncedValue(value);
    setDraft(value);
  }

  const change = useCallback(
    (next: T) => {
      setDraft(next);
      commitLater(next);
    },
    [commitLater],
  );

  return [draft, change] as const;
};
