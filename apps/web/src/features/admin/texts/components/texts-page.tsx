// /admin/texts (decision 069): every storefront text in each language, searchable; the owner writes
// their own wording for a text (saved per key, shown on every open storefront at once) or resets it
// to the default. The defaults are the storefront's own catalogue (German loaded on demand).
import { useEffect, useMemo, useState } from 'react';
import {
  LANGUAGE_NAMES,
  LANGUAGES,
  MAX_TEXT_OVERRIDE_LENGTH,
  type CatalogueEntry,
  type Language,
} from '@eshop/shared';
import buttons from '../../../../components/ui/button.module.css';
import { Spinner } from '../../../../components/ui/spinner';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { TextField } from '../../../../components/ui/text-field';
import { loadLanguage, storefrontCatalogue } from '../../../../copy';
import { enTexts as copy } from '../../../../copy/en-texts';
import { getErrorMessage, getServerDetails, getServerMessage } from '../../../../lib/api-error';
import { notify } from '../../../../lib/notify';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import admin from '../../shared/admin.module.css';
import { useGetTextOverridesQuery, useSaveTextOverrideMutation } from '../api/texts-api';
import styles from './texts-page.module.css';

/** More rows than this at once make the page slow to type in; the search narrows them. */
const MAX_ROWS = 50;

const ENTRIES = storefrontCatalogue.entries();

export function TextsPage() {
  useDocumentTitle(copy.heading);
  const [language, setLanguage] = useState<Language>('en');
  const [search, setSearch] = useState('');
  const [isChangedOnly, setIsChangedOnly] = useState(false);
  const [loaded, setLoaded] = useState<ReadonlySet<Language>>(() => new Set(['en']));
  const { data, error } = useGetTextOverridesQuery();

  // A language's defaults arrive once, the first time it is chosen.
  useEffect(() => {
    if (loaded.has(language)) return;
    void loadLanguage(language).then(() => setLoaded((known) => new Set([...known, language])));
  }, [language, loaded]);

  const overrides = useMemo(
    () =>
      new Map(
        (data?.overrides ?? [])
          .filter((override) => override.language === language)
          .map((override) => [override.key, override]),
      ),
    [data, language],
  );
  const isReady = data !== undefined && loaded.has(language);
  const matches = useMemo(() => {
    if (!isReady) return [];
    const words = search.toLowerCase().split(/\s+/).filter(Boolean);
    return ENTRIES.filter((entry) => {
      if (isChangedOnly && !overrides.has(entry.key)) return false;
      const haystack = [
        entry.key,
        storefrontCatalogue.defaultText(language, entry.key),
        overrides.get(entry.key)?.text,
      ]
        .join('\n')
        .toLowerCase();
      return words.every((word) => haystack.includes(word));
    });
  }, [isReady, search, isChangedOnly, overrides, language]);

  return (
    <section>
      <h1>{copy.heading}</h1>
      <p className={admin.muted}>{copy.intro}</p>
      <div className={admin.tabs} role="group" aria-label={copy.languages}>
        {LANGUAGES.map((choice) => (
          <button
            key={choice}
            type="button"
            className={admin.tab}
            aria-pressed={choice === language}
            onClick={() => setLanguage(choice)}
          >
            {LANGUAGE_NAMES[choice]}
          </button>
        ))}
      </div>
      <div className={styles.filters}>
        <TextField
          type="search"
          label={copy.searchLabel}
          placeholder={copy.searchPlaceholder}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <label className={styles.changedOnly}>
          <input
            type="checkbox"
            checked={isChangedOnly}
            onChange={(event) => setIsChangedOnly(event.target.checked)}
          />
          {copy.changedOnly}
        </label>
      </div>
      {error ? (
        <p className={admin.error}>{getErrorMessage(error)}</p>
      ) : !isReady ? (
        <Spinner />
      ) : (
        <>
          <p className={admin.muted} role="status">
            {matches.length > MAX_ROWS ? copy.shownOf(MAX_ROWS, matches.length) : copy.found(matches.length)}
          </p>
          {matches.length === 0 && <p>{copy.noneFound}</p>}
          <ul className={styles.list}>
            {matches.slice(0, MAX_ROWS).map((entry) => {
              const override = overrides.get(entry.key);
              return (
                <li key={`${language} ${entry.key} ${override?.updatedAt ?? ''}`}>
                  <TextRow language={language} entry={entry} override={override?.text} />
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

function TextRow({
  language,
  entry,
  override,
}: {
  language: Language;
  entry: CatalogueEntry;
  override: string | undefined;
}) {
  const defaultText = storefrontCatalogue.defaultText(language, entry.key) ?? entry.text;
  const [text, setText] = useState(override ?? defaultText);
  const [problem, setProblem] = useState<string>();
  const [save, { isLoading }] = useSaveTextOverrideMutation();

  const send = async (next: string | null) => {
    setProblem(undefined);
    try {
      await save({ language, key: entry.key, text: next }).unwrap();
      notify.success(next === null ? copy.wasReset : copy.saved);
    } catch (failure) {
      const detail = getServerDetails(failure).find((field) => field.path === 'text');
      setProblem(detail?.message ?? getServerMessage(failure));
    }
  };
  const submit = () => {
    const trimmed = text.trim();
    // The default written again is no override: the key keeps following the shop's default.
    if (trimmed === defaultText) {
      if (override === undefined) notify.success(copy.unchanged);
      else void send(null);
      return;
    }
    void send(trimmed);
  };

  return (
    <form
      className={styles.row}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <TextAreaField
        label={entry.key}
        rows={Math.min(4, Math.ceil(Math.max(text.length, 1) / 70))}
        maxLength={MAX_TEXT_OVERRIDE_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={problem}
      />
      <p className={admin.muted}>
        {override !== undefined && <strong className={styles.changed}>{copy.changed}</strong>}{' '}
        {copy.defaultText(defaultText)}
        {entry.params.length > 0 && ` ${copy.canUse(entry.params.map((name) => `{${name}}`).join(', '))}`}
      </p>
      <div className={styles.actions}>
        <button type="submit" className={buttons.button} disabled={isLoading}>
          {copy.save}
        </button>
        {override !== undefined && (
          <button
            type="button"
            className={buttons.secondary}
            disabled={isLoading}
            onClick={() => void send(null)}
          >
            {copy.reset}
          </button>
        )}
      </div>
    </form>
  );
}
