// A colour typed as #rrggbb, with the browser's colour picker beside it (both set the same value),
// and a hint that says how text reads on it.
import { useId } from 'react';
import fieldStyles from '../../../../components/ui/text-field.module.css';
import { enSettings } from '../../../../copy/en-settings';
import styles from './shop-settings.module.css';

const HEX = /^#[0-9a-f]{6}$/i;
export const isHexColor = (value: string) => HEX.test(value.trim());

type ColorFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint: string;
  error?: string | undefined;
};

export function ColorField({ label, value, onChange, hint, error }: ColorFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <div className={styles.colorRow}>
        <input
          type="color"
          className={styles.swatch}
          aria-label={enSettings.branding.colorPicker(label)}
          value={isHexColor(value) ? value.trim().toLowerCase() : '#000000'}
          onChange={(event) => onChange(event.target.value)}
        />
        <input
          id={id}
          className={fieldStyles.input}
          value={value}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error && errorId].filter(Boolean).join(' ')}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <p id={hintId} className={fieldStyles.hint}>
        {hint}
      </p>
      {error && (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
