// How prices look, in Admin > Settings: the symbol, its side and the separators, with a preview of a
// few prices as shoppers will see them. Display only: the shop charges in US dollars.
import { useState, type FormEvent } from 'react';
import {
  DECIMAL_SEPARATORS,
  formatCentsAs,
  THOUSANDS_SEPARATORS,
  type CurrencyFormat,
  type DecimalSeparator,
  type ThousandsSeparator,
} from '@eshop/shared';
import { SelectField } from '../../../../components/ui/select-field';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { TextField } from '../../../../components/ui/text-field';
import { enAdmin } from '../../../../copy/en-admin';
import { enSettings } from '../../../../copy/en-settings';
import { notify } from '../../../../lib/notify';
import { useSaveCurrencyFormatMutation } from '../api/shop-settings-api';
import { refusedFields } from '../refused-fields';
import styles from './shop-settings.module.css';

const copy = enSettings.currency;
/** The preview's prices: a small one, a four-figure one, a seven-figure one. */
const SAMPLE_CENTS = [999, 123_456, 100_000_000];

export function CurrencySettings({ format }: { format: CurrencyFormat }) {
  const [draft, setDraft] = useState(format);
  const [refused, setRefused] = useState<Record<string, string>>({});
  const [save, { isLoading }] = useSaveCurrencyFormatMutation();
  const change = (next: Partial<CurrencyFormat>) => {
    setDraft((current) => ({ ...current, ...next }));
    setRefused({});
  };

  const sameSeparators = draft.thousandsSeparator === draft.decimalSeparator;
  const symbolMissing = draft.symbol.trim() === '';
  const errors: Record<string, string | undefined> = {
    ...refused,
    ...(sameSeparators ? { thousandsSeparator: copy.sameSeparators } : {}),
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sameSeparators || symbolMissing) return;
    try {
      await save(draft).unwrap();
      notify.success(enAdmin.settingsSaved);
    } catch (failure) {
      const { fields, message } = refusedFields(failure);
      setRefused(fields);
      notify.error(message);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} aria-label={copy.heading}>
      <div className={styles.row}>
        <TextField
          label={copy.symbol}
          hint={copy.symbolHint}
          value={draft.symbol}
          maxLength={8}
          required
          autoComplete="off"
          error={errors.symbol}
          onChange={(event) => change({ symbol: event.target.value })}
        />
        <SelectField
          label={copy.position}
          value={draft.symbolPosition}
          onChange={(event) =>
            change({ symbolPosition: event.target.value as CurrencyFormat['symbolPosition'] })
          }
        >
          <option value="before">{copy.positions.before}</option>
          <option value="after">{copy.positions.after}</option>
        </SelectField>
      </div>
      <div className={styles.row}>
        <SelectField
          label={copy.thousands}
          value={draft.thousandsSeparator}
          error={errors.thousandsSeparator}
          onChange={(event) => change({ thousandsSeparator: event.target.value as ThousandsSeparator })}
        >
          {THOUSANDS_SEPARATORS.map((separator) => (
            <option key={separator} value={separator}>
              {copy.thousandsOptions[separator]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={copy.decimal}
          value={draft.decimalSeparator}
          error={errors.decimalSeparator}
          onChange={(event) => change({ decimalSeparator: event.target.value as DecimalSeparator })}
        >
          {DECIMAL_SEPARATORS.map((separator) => (
            <option key={separator} value={separator}>
              {copy.decimalOptions[separator]}
            </option>
          ))}
        </SelectField>
      </div>
      <div className={styles.preview} role="group" aria-label={copy.preview}>
        <p className={styles.previewBody} aria-live="polite">
          {symbolMissing
            ? null
            : SAMPLE_CENTS.map((cents) => (
                <span key={cents} className={styles.price}>
                  {formatCentsAs(cents, draft)}
                </span>
              ))}
        </p>
      </div>
      <SubmitButton isBusy={isLoading}>{copy.save}</SubmitButton>
    </form>
  );
}
