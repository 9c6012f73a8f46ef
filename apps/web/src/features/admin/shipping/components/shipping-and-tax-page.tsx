// /admin/shipping-and-tax: the owner's shipping zones (where, which methods, at what price, free
// from what subtotal, whether its shoppers read prices with tax inside and whether its shipping is
// taxed), and tax rates by country, region and tax class, with the EU and UK VAT presets (decision
// 064). Saved as one document; the server checks it and checkouts use it at once.
import { useEffect, useMemo } from 'react';
import { RATED_TAX_CLASSES, VAT_PRESETS_AS_OF, type ShippingAndTaxSettings } from '@eshop/shared';
import { useFieldArray, useForm, type Control, type UseFormRegister } from 'react-hook-form';
import { allCountries } from 'country-region-data';
import { Plus, Trash2 } from 'lucide-react';
import { SelectField } from '../../../../components/ui/select-field';
import { Spinner } from '../../../../components/ui/spinner';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { TextField } from '../../../../components/ui/text-field';
import buttons from '../../../../components/ui/button.module.css';
import { enAdmin } from '../../../../copy/en-admin';
import { getErrorMessage, getServerDetails, getServerMessage } from '../../../../lib/api-error';
import { notify } from '../../../../lib/notify';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useGetShippingAndTaxQuery, useSaveShippingAndTaxMutation } from '../api/shipping-api';
import {
  toFormValues,
  toSettings,
  withVatPresets,
  type ShippingAndTaxValues,
} from '../shipping-and-tax-form';
import admin from '../../shared/admin.module.css';
import styles from './shipping-and-tax.module.css';

const copy = enAdmin.shipping;
const NEW_METHOD = { name: '', rate: '', freeFrom: '' };
const NEW_ZONE = { name: '', places: '', pricesIncludeTax: false, taxShipping: false, methods: [NEW_METHOD] };

export function ShippingAndTaxPage() {
  useDocumentTitle(copy.heading);
  const { data, error, isLoading } = useGetShippingAndTaxQuery();
  return (
    <section>
      <h1>{copy.heading}</h1>
      <p className={admin.muted}>{copy.intro}</p>
      {isLoading ? (
        <Spinner />
      ) : error || !data ? (
        <p className={admin.error}>{getErrorMessage(error)}</p>
      ) : (
        <SettingsForm settings={data} />
      )}
    </section>
  );
}

function SettingsForm({ settings }: { settings: ShippingAndTaxSettings }) {
  const [save, { isLoading }] = useSaveShippingAndTaxMutation();
  // Only new settings from the server (a save here or elsewhere) replace what the form holds.
  const initial = useMemo(() => toFormValues(settings), [settings]);
  const form = useForm<ShippingAndTaxValues>({ defaultValues: initial });
  const { register, control, handleSubmit, reset, setError, formState, getValues } = form;
  const zones = useFieldArray({ control, name: 'zones' });
  const taxRates = useFieldArray({ control, name: 'taxRates' });
  useEffect(() => reset(initial), [initial, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      await save(toSettings(values)).unwrap();
      notify.success(copy.saved);
    } catch (failure) {
      // The server names the fields it refused (zones.0.methods.1.rateCents): show each under its input.
      for (const detail of getServerDetails(failure)) {
        const path = detail.path
          .replace(/\.rateCents$/, '.rate')
          .replace(/\.freeFromCents$/, '.freeFrom')
          .replace(/^(taxRates\.\d+)\.rateBasisPoints$/, '$1.rate')
          .replace(/^(zones\.\d+\.places)\.\d+$/, '$1');
        setError(path as never, { message: detail.message });
      }
      notify.error(getServerMessage(failure));
    }
  });
  const errorAt = (path: string) =>
    (
      path
        .split('.')
        .reduce<unknown>(
          (node, key) => (node as Record<string, unknown> | undefined)?.[key],
          formState.errors,
        ) as { message?: string } | undefined
    )?.message;

  return (
    <form className={admin.settingsForm} onSubmit={(event) => void submit(event)} noValidate>
      <h2>{copy.zonesHeading}</h2>
      {zones.fields.map((zone, zoneIndex) => (
        <fieldset key={zone.id} className={styles.settingsGroup}>
          <legend>{zone.name || copy.zoneName}</legend>
          <div className={styles.settingsRow}>
            <TextField
              label={copy.zoneName}
              error={errorAt(`zones.${zoneIndex}.name`)}
              {...register(`zones.${zoneIndex}.name`)}
            />
            <TextField
              label={copy.places}
              hint={copy.placesHint}
              error={errorAt(`zones.${zoneIndex}.places`)}
              {...register(`zones.${zoneIndex}.places`)}
            />
          </div>
          <label className={admin.switch}>
            <input type="checkbox" {...register(`zones.${zoneIndex}.pricesIncludeTax`)} />
            {copy.pricesIncludeTax}
          </label>
          <label className={admin.switch}>
            <input type="checkbox" {...register(`zones.${zoneIndex}.taxShipping`)} />
            {copy.taxShipping}
          </label>
          <Methods zoneIndex={zoneIndex} control={control} register={register} errorAt={errorAt} />
          <button type="button" className={buttons.secondary} onClick={() => zones.remove(zoneIndex)}>
            <Trash2 size={16} aria-hidden="true" /> {copy.removeZone}
          </button>
        </fieldset>
      ))}
      <button type="button" className={buttons.secondary} onClick={() => zones.append(NEW_ZONE)}>
        <Plus size={16} aria-hidden="true" /> {copy.addZone}
      </button>

      <h2>{copy.taxHeading}</h2>
      <p className={admin.muted}>{copy.taxHint}</p>
      {taxRates.fields.map((rate, index) => (
        <div key={rate.id} className={styles.settingsRow}>
          <SelectField
            label={copy.country}
            error={errorAt(`taxRates.${index}.country`)}
            {...register(`taxRates.${index}.country`)}
          >
            <option value="">{copy.country}</option>
            {allCountries.map(([name, code]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </SelectField>
          <TextField
            label={copy.region}
            error={errorAt(`taxRates.${index}.region`)}
            {...register(`taxRates.${index}.region`)}
          />
          <TextField
            label={copy.taxName}
            error={errorAt(`taxRates.${index}.name`)}
            {...register(`taxRates.${index}.name`)}
          />
          <SelectField label={copy.taxClass} {...register(`taxRates.${index}.taxClass`)}>
            {RATED_TAX_CLASSES.map((taxClass) => (
              <option key={taxClass} value={taxClass}>
                {copy.taxClasses[taxClass]}
              </option>
            ))}
          </SelectField>
          <TextField
            label={copy.taxRate}
            inputMode="decimal"
            error={errorAt(`taxRates.${index}.rate`) && copy.badRate}
            {...register(`taxRates.${index}.rate`)}
          />
          <button
            type="button"
            className={buttons.secondary}
            aria-label={copy.removeTaxRate}
            onClick={() => taxRates.remove(index)}
          >
            <Trash2 size={16} aria-hidden="true" />
          </button>
        </div>
      ))}
      <button
        type="button"
        className={buttons.secondary}
        onClick={() => taxRates.append({ country: '', region: '', name: '', rate: '', taxClass: 'standard' })}
      >
        <Plus size={16} aria-hidden="true" /> {copy.addTaxRate}
      </button>
      <button
        type="button"
        className={buttons.secondary}
        onClick={() => taxRates.replace(withVatPresets(getValues('taxRates')))}
      >
        <Plus size={16} aria-hidden="true" /> {copy.addVatPresets}
      </button>
      <p className={admin.muted}>{copy.vatPresetsHint(VAT_PRESETS_AS_OF)}</p>

      <SubmitButton isBusy={isLoading}>{copy.save}</SubmitButton>
    </form>
  );
}

type MethodsProps = {
  zoneIndex: number;
  control: Control<ShippingAndTaxValues>;
  register: UseFormRegister<ShippingAndTaxValues>;
  errorAt: (path: string) => string | undefined;
};

function Methods({ zoneIndex, control, register, errorAt }: MethodsProps) {
  const methods = useFieldArray({ control, name: `zones.${zoneIndex}.methods` });
  const at = (index: number, field: string) => `zones.${zoneIndex}.methods.${index}.${field}`;
  return (
    <>
      {methods.fields.map((method, index) => (
        <div key={method.id} className={styles.settingsRow}>
          <TextField
            label={copy.methodName}
            error={errorAt(at(index, 'name'))}
            {...register(`zones.${zoneIndex}.methods.${index}.name`)}
          />
          <TextField
            label={copy.rate}
            inputMode="decimal"
            error={errorAt(at(index, 'rate')) && copy.badMoney}
            {...register(`zones.${zoneIndex}.methods.${index}.rate`)}
          />
          <TextField
            label={copy.freeFrom}
            inputMode="decimal"
            error={errorAt(at(index, 'freeFrom')) && copy.badMoney}
            {...register(`zones.${zoneIndex}.methods.${index}.freeFrom`)}
          />
          <button
            type="button"
            className={buttons.secondary}
            aria-label={copy.removeMethod}
            onClick={() => methods.remove(index)}
          >
            <Trash2 size={16} aria-hidden="true" />
          </button>
        </div>
      ))}
      <button type="button" className={buttons.secondary} onClick={() => methods.append(NEW_METHOD)}>
        <Plus size={16} aria-hidden="true" /> {copy.addMethod}
      </button>
    </>
  );
}
