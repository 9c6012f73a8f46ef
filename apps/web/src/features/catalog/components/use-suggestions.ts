// The keyboard, mouse and ARIA of the header search's suggestions: the ARIA 1.2 combobox with a
// listbox popup (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/examples/combobox-autocomplete-list/).
// It replaced downshift's useCombobox, which was 12 KB of every storefront page's 100 KB budget and
// took Enter from the form under Preact (decision 080). The focus stays in the box: the suggestion
// the arrow keys reach is named by aria-activedescendant, and Enter opens it.
import { useEffect, useState, type ChangeEvent, type KeyboardEvent } from 'react';

type Options<Item> = {
  /** Prefix of the ids: `${id}-input`, `${id}-label`, `${id}-menu`, `${id}-item-${index}`. */
  id: string;
  /** The suggestions; a new array (new suggestions) highlights none again. */
  items: readonly Item[];
  onChoose: (item: Item) => void;
};

export function useSuggestions<Item>({ id, items, onChoose }: Options<Item>) {
  const [isOpen, setIsOpen] = useState(false);
  // The highlight belongs to the suggestions it was made among: new ones start with none (Enter then
  // searches for what was typed).
  const [highlight, setHighlight] = useState<{ among: readonly Item[]; index: number; byKey?: boolean }>({
    among: items,
    index: -1,
  });
  const highlightedIndex = isOpen && highlight.among === items ? highlight.index : -1;
  const isShown = isOpen && items.length > 0;
  const optionId = (index: number) => `${id}-item-${index}`;

  // A suggestion reached with the keys is scrolled into the list's view (it may be taller than the
  // screen on a phone held sideways); one under the mouse is in view already.
  const scrollsTo = highlight.byKey ? highlightedIndex : -1;
  useEffect(() => {
    if (scrollsTo >= 0) document.getElementById(optionId(scrollsTo))?.scrollIntoView({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- optionId only reads `id`
  }, [scrollsTo, id]);

  const highlightAt = (index: number, byKey = false) => setHighlight({ among: items, index, byKey });
  const close = () => {
    setIsOpen(false);
    setHighlight({ among: items, index: -1 });
  };
  const choose = (item: Item) => {
    close();
    onChoose(item);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // A key that an input method is composing with (Japanese, Chinese) is the method's, not ours.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    const count = items.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        event.preventDefault();
        setIsOpen(true);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // From none, down is the first and up the last; past either end, round to the other.
        const from = highlightedIndex < 0 ? (step === 1 ? -1 : count) : highlightedIndex;
        highlightAt((from + step + count) % count, true);
        return;
      }
      case 'Enter': {
        const item = items[highlightedIndex];
        // With none highlighted, Enter is the form's: every result for the typed text.
        if (item === undefined) return;
        event.preventDefault();
        choose(item);
        return;
      }
      case 'Escape':
        if (!isOpen) return;
        event.preventDefault();
        close();
        return;
      default:
    }
  };

  return {
    isShown,
    highlightedIndex,
    close,
    labelProps: { id: `${id}-label`, htmlFor: `${id}-input` },
    inputProps: {
      id: `${id}-input`,
      role: 'combobox',
      autoComplete: 'off',
      'aria-autocomplete': 'list',
      'aria-controls': `${id}-menu`,
      'aria-expanded': isShown,
      'aria-labelledby': `${id}-label`,
      'aria-activedescendant': highlightedIndex >= 0 ? optionId(highlightedIndex) : undefined,
      onKeyDown,
      onBlur: close,
    } as const,
    /** Typing opens the suggestions again, with none highlighted. */
    onTyped: (event: ChangeEvent<HTMLInputElement>) => {
      setIsOpen(event.target.value.trim() !== '');
      setHighlight({ among: items, index: -1 });
    },
    menuProps: {
      id: `${id}-menu`,
      role: 'listbox',
      'aria-labelledby': `${id}-label`,
      // The mouse gone from the list takes its highlight along: Enter is then the form's again.
      onMouseLeave: () => highlightAt(-1),
      // Pressing the list (its scroll bar, an option) keeps the focus in the box and the list open.
      onMouseDown: (event: { preventDefault: () => void }) => event.preventDefault(),
    } as const,
    optionProps: (item: Item, index: number) =>
      ({
        id: optionId(index),
        role: 'option',
        'aria-selected': index === highlightedIndex,
        onMouseMove: () => {
          if (index !== highlightedIndex) highlightAt(index);
        },
        onClick: () => choose(item),
      }) as const,
  };
}
