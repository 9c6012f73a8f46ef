// How prices look, in Admin > Settings: the symbol, its side and the separators, with a preview of a
// few prices as shoppers will see them. Display only: the shop charges in its currency (the Currency
// section above), whatever the symbol says.
import '../../../../lib/zod-jitless';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  currencyFormatSchema,
  DECIMAL_SEPARATORS,
  formatCentsAs,
  THOUSANDS_SEPARATORS,
  type CurrencyFormat,
} from '@eshop/shared';
import { SelectField } from '../../../../components/ui/select-field';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { TextField } from '../../../../components/ui/text-field';
import { enAdmin } from '../../../../copy/en-admin';
import { enSettings } from '../../../../copy/en-settings';
import { notify } from '../../../../lib/notify';
import { useSaveCurrencyFormatMutation } from '../api/shop-settings-api';
import { showRefusal } from '../../shared/refused-fields';
import styles from './shop-settings.module.css';

const copy = enSettings.currency;
/** The preview's prices: a small one, a four-figure one, a seven-figure one. */
const SAMPLE_CENTS = [999, 123_456, 100_000_000];

export function CurrencySettings({ format }: { format: CurrencyFormat }) {
  // Checked as the owner types, with the server's schema (one separator for both is refused at once);
  // the preview follows the fields.
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(currencyFormatSchema, undefined, { raw: true }),
    defaultValues: format,
    mode: 'onChange',
  });
  const draft = useWatch({ control }) as CurrencyFormat;
  const [save, { isLoading }] = useSaveCurrencyFormatMutation();
  const symbolMissing = draft.symbol.trim() === '';
  // The two separators are checked together: changing one shows the other's message.
  const separator = (name: 'thousandsSeparator' | 'decimalSeparator') =>
    register(name, { deps: name === 'thousandsSeparator' ? 'decimalSeparator' : 'thousandsSeparator' });

  const submit = handleSubmit(async (values) => {
    try {
      await save(values).unwrap();
      notify.success(enAdmin.settingsSaved);
    } catch (failure) {
      showRefusal(setError, failure);
    }
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} aria-label={copy.heading}>
      <div className={styles.row}>
        <TextField
          label={copy.symbol}
          hint={copy.symbolHint}
          maxLength={8}
          required
          autoComplete="off"
          {...register('symbol')}
          error={errors.symbol?.message}
        />
        <SelectField label={copy.position} {...register('symbolPosition')}>
          <option value="before">{copy.positions.before}</option>
          <option value="after">{copy.positions.after}</option>
        </SelectField>
      </div>
      <div className={styles.row}>
        <SelectField
          label={copy.thousands}
          {...separator('thousandsSeparator')}
          error={errors.thousandsSeparator?.message}
        >
          {THOUSANDS_SEPARATORS.map((separator) => (
            <option key={separator} value={separator}>
              {copy.thousandsOptions[separator]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={copy.decimal}
          {...separator('decimalSeparator')}
          error={errors.decimalSeparator?.message}
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
