// The shop's contact details in Admin > Settings: the contact page and every page's footer show them,
// and contact-form messages go to the e-mail. Checked by the server (an empty field clears it).
import '../../../../lib/zod-jitless';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { shopContactSchema, type ShopContact } from '@eshop/shared';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { TextField } from '../../../../components/ui/text-field';
import { enAdmin } from '../../../../copy/en-admin';
import { getServerMessage } from '../../../../lib/api-error';
import { notify } from '../../../../lib/notify';
import { useSaveShopContactMutation } from '../api/invoices-api';
import { toastFirstProblem } from '../../shared/refused-fields';
import admin from '../../shared/admin.module.css';

export function ContactSettings({ contact }: { contact: ShopContact }) {
  // The server's schema checks the fields first (an empty field clears it); what is sent is what was
  // typed (raw), as the server reads it with the same schema.
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(shopContactSchema, undefined, { raw: true }),
    defaultValues: { email: contact.email ?? '', phone: contact.phone ?? '', address: contact.address ?? '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const field = (name: 'email' | 'phone' | 'address') =>
    register(name, { onChange: () => clearErrors(name) });
  const [save, { isLoading }] = useSaveShopContactMutation();

  const submit = handleSubmit(async (values) => {
    try {
      await save(values).unwrap();
      notify.success(enAdmin.settingsSaved);
    } catch (failure) {
      notify.error(getServerMessage(failure));
    }
  }, toastFirstProblem);

  return (
    <form
      className={admin.settingsForm}
      onSubmit={(event) => void submit(event)}
      aria-label={enAdmin.contactHeading}
    >
      <TextField
        label={enAdmin.contactEmail}
        type="email"
        maxLength={254}
        {...field('email')}
        error={errors.email?.message}
      />
      <TextField
        label={enAdmin.contactPhone}
        maxLength={40}
        {...field('phone')}
        error={errors.phone?.message}
      />
      <TextField
        label={enAdmin.contactAddress}
        maxLength={300}
        {...field('address')}
        error={errors.address?.message}
      />
      <SubmitButton isBusy={isLoading}>{enAdmin.saveContact}</SubmitButton>
    </form>
  );
}
