// One address block of a form (the checkout's shipping and billing, spec 3; the address book's): per
// country (decision 065), the country
// first, from the 'Select Country' dropdown (stored as its two-letter code), then recipient, lines,
// city, and a state and a postal code only where the country's addresses have them, named as the
// country names them (Province, Prefecture, Eircode...), and an optional phone. Where the country data
// lists regions, the state is a dropdown of them; otherwise it is typed.
import { allCountries } from 'country-region-data';
import { useFormContext, useWatch } from 'react-hook-form';
import { addressRulesOf, DEFAULT_LANGUAGE } from '@eshop/shared';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { copy, currentLanguage, currentLocale } from '../../../copy';
import { addressLabel } from '../address-form-schema';
import styles from '../../../components/ui/fieldset.module.css';

/** The form's address fields under `block` ('shipping.city'...), each a string. */
type AddressForm = Record<string, Record<string, string>>;
const labels = copy.checkout.fields;

/** Every country by its name in the page's language (English: the country data's), in that language's order. */
function countryOptions(): { name: string; code: string }[] {
  const locale = currentLocale();
  let kept = countriesByLocale.get(locale);
  if (!kept) {
    const names =
      currentLanguage() === DEFAULT_LANGUAGE
        ? undefined
        : new Intl.DisplayNames([locale], { type: 'region' });
    kept = allCountries
      .map(([english, code]) => ({ name: names?.of(code) ?? english, code }))
      .sort((a, b) => a.name.localeCompare(b.name, locale));
    countriesByLocale.set(locale, kept);
  }
  return kept;
}
const countriesByLocale = new Map<string, { name: string; code: string }[]>();

const regionsOf = (code: string) => allCountries.find(([, countryCode]) => countryCode === code)?.[2] ?? [];

/**
 * The fields of the address at `block` in the surrounding react-hook-form form. The checkout's blocks
 * ('shipping', 'billing') are also the browser's autofill sections.
 */
export function AddressFields({ block, heading }: { block: string; heading: string }) {
  const { register, formState, setValue } = useFormContext<AddressForm>();
  const errors = formState.errors[block] as Partial<Record<string, { message?: string }>> | undefined;
  const country = useWatch<AddressForm, `${string}.country`>({ name: `${block}.country` });
  const section = block === 'shipping' || block === 'billing' ? `${block} ` : '';
  const regions = regionsOf(country);
  // Before a country is chosen, the spec's fields (a state and a postal code) show.
  const countryRules = country ? addressRulesOf(country) : undefined;
  const rules = countryRules
    ? {
        ...countryRules,
        stateLabel: addressLabel(countryRules.stateLabel),
        postalCodeLabel: addressLabel(countryRules.postalCodeLabel),
      }
    : {
        usesState: true,
        usesPostalCode: true,
        stateLabel: labels.state,
        postalCodeLabel: labels.postal_code,
      };
  const errorOf = (field: string) => errors?.[field]?.message;
  const text = (field: keyof typeof labels, autoComplete: string, label: string = labels[field]) => (
    <TextField
      label={label}
      autoComplete={`${section}${autoComplete}`}
      error={errorOf(field)}
      {...register(`${block}.${field}`)}
    />
  );

  return (
    <fieldset className={styles.block}>
      <legend className={styles.legend}>{heading}</legend>
      <SelectField
        label={labels.country}
        autoComplete={`${section}country`}
        error={errorOf('country')}
        {...register(`${block}.country`, {
          // A state of the old country means nothing in the new one.
          onChange: () => setValue(`${block}.state`, ''),
        })}
      >
        <option value="">{copy.checkout.selectCountry}</option>
        {countryOptions().map(({ name, code }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </SelectField>
      {text('name', 'name')}
      {text('line1', 'address-line1')}
      {text('line2', 'address-line2')}
      {text('city', 'address-level2')}
      {!rules.usesState ? null : regions.length > 0 ? (
        <SelectField
          label={rules.stateLabel}
          autoComplete={`${section}address-level1`}
          error={errorOf('state')}
          {...register(`${block}.state`)}
        >
          <option value="">
            {countryRules?.stateLabel === 'State' || !countryRules
              ? copy.checkout.selectState
              : copy.checkout.selectRegion(rules.stateLabel)}
          </option>
          {regions.map(([name]) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
      ) : (
        text('state', 'address-level1', rules.stateLabel)
      )}
      {rules.usesPostalCode && text('postal_code', 'postal-code', rules.postalCodeLabel)}
      {text('phone', 'tel')}
    </fieldset>
  );
}
