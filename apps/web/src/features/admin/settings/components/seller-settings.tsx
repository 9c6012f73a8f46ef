// Who sells, as invoices and credit notes name them (decision 066), in Admin > Settings: the legal
// name (empty: the shop's name), the postal address, the country and the VAT number. Checked by the
// server's schema here first, then by the server.
import '../../../../lib/zod-jitless';
import { allCountries } from 'country-region-data';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { sellerDetailsSchema, type SellerDetails } from '@eshop/shared';
import { SelectField } from '../../../../components/ui/select-field';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { TextField } from '../../../../components/ui/text-field';
import { enAdmin } from '../../../../copy/en-admin';
import { enSettings } from '../../../../copy/en-settings';
import { getServerMessage } from '../../../../lib/api-error';
import { notify } from '../../../../lib/notify';
import { useSaveSellerDetailsMutation } from '../api/invoices-api';
import { toastFirstProblem } from '../../shared/refused-fields';
import admin from '../../shared/admin.module.css';

const copy = enSettings.seller;

export function SellerSettings({ seller, shopName }: { seller: SellerDetails; shopName: string }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(sellerDetailsSchema),
    defaultValues: seller,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [save, { isLoading }] = useSaveSellerDetailsMutation();

  const submit = handleSubmit(async (values) => {
    try {
      await save(values).unwrap();
      notify.success(enAdmin.settingsSaved);
    } catch (failure) {
      notify.error(getServerMessage(failure));
    }
  }, toastFirstProblem);

  return (
    <form className={admin.settingsForm} onSubmit={(event) => void submit(event)} aria-label={copy.heading}>
      <TextField
        label={copy.legalName}
        hint={copy.legalNameHint(shopName)}
        maxLength={200}
        {...register('legalName')}
        error={errors.legalName?.message}
      />
      <TextAreaField
        label={copy.address}
        rows={4}
        maxLength={500}
        {...register('address')}
        error={errors.address?.message}
      />
      <SelectField label={copy.country} {...register('country')} error={errors.country?.message}>
        <option value="">{copy.noCountry}</option>
        {allCountries.map(([name, code]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={copy.vatNumber}
        hint={copy.vatNumberHint}
        maxLength={30}
        {...register('vatNumber')}
        error={errors.vatNumber?.message}
      />
      <SubmitButton isBusy={isLoading}>{copy.save}</SubmitButton>
    </form>
  );
}
