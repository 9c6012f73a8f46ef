// The search of the header, on every page (issue 21): a combobox (the ARIA 1.2 pattern,
// use-suggestions.ts) that suggests products with picture and price, categories and brands as the shopper types,
// from the catalogue's own search (the first products and the facet counts of one listing request,
// answered by the catalogue index through the read cache). Arrow keys move through the suggestions,
// Enter opens the one chosen, or, with none chosen, the results page of the term (/search?search=...).
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { skipToken } from '@reduxjs/toolkit/query';
import { formatCents, MAX_SEARCH_LENGTH, type ProductListResponse } from '@eshop/shared';
import { ProductImage } from '../../../components/ui/product-image';
import { copy } from '../../../copy';
import { cx } from '../../../lib/cx';
import { productPath } from '../../../lib/format';
import { useDebouncedCallback } from '../../../lib/use-debounced-callback';
import { useGetProductsQuery } from '../api/catalog-api';
import styles from './header-search.module.css';
import { useSuggestions } from './use-suggestions';

/** Suggestions start from this many letters (one letter matches half the catalogue). */
const MIN_TERM_LENGTH = 2;
const SUGGEST_DELAY_MS = 150;
const PRODUCT_SUGGESTIONS = 5;
const FACET_SUGGESTIONS = 3;

type Suggestion =
  | { kind: 'product'; key: string; label: string; path: string; imageURL: string; priceCents: number }
  | { kind: 'category' | 'brand'; key: string; label: string; path: string; count: number };

export const searchResultsPath = (term: string) => `/search?${new URLSearchParams({ search: term })}`;

function suggestionsOf(data: ProductListResponse | undefined, term: string): Suggestion[] {
  if (!data) return [];
  const products = data.items.map<Suggestion>((product) => ({
    kind: 'product',
    key: `product:${product.id}`,
    label: product.name,
    path: productPath(product.id),
    imageURL: product.imageURL,
    priceCents: product.priceCents,
  }));
  const byCount = <T extends { count: number }>(items: T[] = []) =>
    items
      .filter((item) => item.count > 0)
      .sort((a, b) => b.count - a.count)
      .slice(0, FACET_SUGGESTIONS);
  const categories = byCount(data.facets?.categories).map<Suggestion>(({ name, count }) => ({
    kind: 'category',
    key: `category:${name}`,
    label: name,
    path: `/search?${new URLSearchParams({ search: term, category: name })}`,
    count,
  }));
  const brands = byCount(data.facets?.brands).map<Suggestion>(({ name, count }) => ({
    kind: 'brand',
    key: `brand:${name}`,
    label: name,
    path: `/search?${new URLSearchParams({ search: term, brand: name })}`,
    count,
  }));
  return [...products, ...categories, ...brands];
}

/** What a screen reader reads for a suggestion (the visible parts are laid out in columns). */
const optionLabel = (item: Suggestion) =>
  item.kind === 'product'
    ? `${item.label}, ${formatCents(item.priceCents)}`
    : `${item.kind === 'category' ? copy.catalog.categoryLabel : copy.catalog.brandLabel} ${item.label}, ${copy.catalog.suggestionCount(item.count)}`;

/** `id` tells apart the header's box and the phone menu's. */
export function HeaderSearch({ id, className }: { id: string; className?: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const suggest = useDebouncedCallback((value: string) => setTerm(value.trim()), SUGGEST_DELAY_MS);
  const { currentData } = useGetProductsQuery(
    term.length >= MIN_TERM_LENGTH ? { search: term, limit: PRODUCT_SUGGESTIONS } : skipToken,
  );
  // One array per answer: new suggestions highlight none again (use-suggestions.ts).
  const items = useMemo(
    () => (term.length >= MIN_TERM_LENGTH ? suggestionsOf(currentData, term) : []),
    [currentData, term],
  );

  const go = (path: string) => {
    setText('');
    setTerm('');
    void navigate(path);
  };
  // Choosing opens the page; the box empties rather than show the chosen suggestion.
  const { isShown, highlightedIndex, close, labelProps, inputProps, onTyped, menuProps, optionProps } =
    useSuggestions({ id, items, onChoose: (item: Suggestion) => go(item.path) });

  // Enter with no suggestion highlighted: every result for the typed text.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    close();
    if (value) go(searchResultsPath(value));
  };

  return (
    <form role="search" className={cx(styles.form, className)} onSubmit={submit}>
      <label {...labelProps} className="visually-hidden">
        {copy.catalog.searchLabel}
      </label>
      <Search className={styles.icon} size={18} aria-hidden="true" />
      <input
        {...inputProps}
        type="search"
        className={styles.input}
        placeholder={copy.catalog.searchPlaceholder}
        maxLength={MAX_SEARCH_LENGTH}
        enterKeyHint="search"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          suggest(event.target.value);
          onTyped(event);
        }}
      />
      <ul {...menuProps} className={cx(styles.menu, isShown && styles.menuOpen)}>
        {isShown &&
          items.map((item, index) => (
            <li
              key={item.key}
              className={cx(styles.option, highlightedIndex === index && styles.highlighted)}
              aria-label={optionLabel(item)}
              {...optionProps(item, index)}
            >
              {item.kind === 'product' ? (
                <>
                  <ProductImage className={styles.thumb} url={item.imageURL} alt="" size={40} sizes="40px" />
                  <span className={styles.name}>{item.label}</span>
                  <span className={styles.price}>{formatCents(item.priceCents)}</span>
                </>
              ) : (
                <>
                  <span className={styles.kind}>
                    {item.kind === 'category' ? copy.catalog.categoryLabel : copy.catalog.brandLabel}
                  </span>
                  <span className={styles.name}>{item.label}</span>
                  <span className={styles.count}>{copy.catalog.suggestionCount(item.count)}</span>
                </>
              )}
            </li>
          ))}
      </ul>
    </form>
  );
}
