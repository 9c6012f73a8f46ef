// The sender of the shop's e-mails in Admin > Settings: a name (empty: the shop's name) and an address,
// the From of every order, shipping and password e-mail. Checked by the server.
import { useState, type FormEvent } from 'react';
import type { EmailSender } from '@eshop/shared';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { TextField } from '../../../../components/ui/text-field';
import { enAdmin } from '../../../../copy/en-admin';
import { enSettings } from '../../../../copy/en-settings';
import { notify } from '../../../../lib/notify';
import { useSaveEmailSenderMutation } from '../api/shop-settings-api';
import { refusedFields } from '../refused-fields';
import styles from './shop-settings.module.css';

const copy = enSettings.sender;

export function EmailSenderSettings({ sender, shopName }: { sender: EmailSender; shopName: string }) {
  const [name, setName] = useState(sender.name ?? '');
  const [address, setAddress] = useState(sender.address);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, { isLoading }] = useSaveEmailSenderMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save({ name, address }).unwrap();
      setErrors({});
      notify.success(enAdmin.settingsSaved);
    } catch (failure) {
      const { fields, message } = refusedFields(failure);
      setErrors(fields);
      notify.error(message);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} aria-label={copy.heading}>
      <div className={styles.row}>
        <TextField
          label={copy.name}
          hint={copy.nameHint(shopName)}
          value={name}
          placeholder={shopName}
          maxLength={100}
          autoComplete="off"
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label={copy.address}
          type="email"
          value={address}
          maxLength={254}
          required
          autoComplete="off"
          error={errors.address}
          onChange={(event) => setAddress(event.target.value)}
        />
      </div>
      <SubmitButton isBusy={isLoading}>{copy.save}</SubmitButton>
    </form>
  );
}
