// The sender of the shop's e-mails in Admin > Settings: a name (empty: the shop's name) and an address,
// the From of every order, shipping and password e-mail. Checked by the server.
import '../../../../lib/zod-jitless';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { emailSenderSchema, type EmailSender } from '@eshop/shared';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { TextField } from '../../../../components/ui/text-field';
import { enAdmin } from '../../../../copy/en-admin';
import { enSettings } from '../../../../copy/en-settings';
import { notify } from '../../../../lib/notify';
import { useSaveEmailSenderMutation } from '../api/shop-settings-api';
import { showRefusal, toastFirstProblem } from '../../shared/refused-fields';
import styles from './shop-settings.module.css';

const copy = enSettings.sender;

export function EmailSenderSettings({ sender, shopName }: { sender: EmailSender; shopName: string }) {
  // The server's schema checks the pair first; what is sent is the pair as typed (raw). A message stays
  // under its field until the next save.
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(emailSenderSchema, undefined, { raw: true }),
    defaultValues: { name: sender.name ?? '', address: sender.address },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [save, { isLoading }] = useSaveEmailSenderMutation();

  const submit = handleSubmit(async (values) => {
    try {
      await save(values).unwrap();
      notify.success(enAdmin.settingsSaved);
    } catch (failure) {
      showRefusal(setError, failure);
    }
  }, toastFirstProblem);

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} aria-label={copy.heading}>
      <div className={styles.row}>
        <TextField
          label={copy.name}
          hint={copy.nameHint(shopName)}
          placeholder={shopName}
          maxLength={100}
          autoComplete="off"
          {...register('name')}
          error={errors.name?.message}
        />
        <TextField
          label={copy.address}
          type="email"
          maxLength={254}
          required
          autoComplete="off"
          {...register('address')}
          error={errors.address?.message}
        />
      </div>
      <SubmitButton isBusy={isLoading}>{copy.save}</SubmitButton>
    </form>
  );
}
