// The shop's contact details in Admin > Settings: the contact page and every page's footer show them,
// and contact-form messages go to the e-mail. Checked by the server (an empty field clears it).
import { useState, type FormEvent } from 'react';
import type { ShopContact } from '@eshop/shared';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { TextField } from '../../../../components/ui/text-field';
import { enAdmin } from '../../../../copy/en-admin';
import { getServerMessage } from '../../../../lib/api-error';
import { notify } from '../../../../lib/notify';
import { useSaveShopContactMutation } from '../api/invoices-api';
import admin from '../../shared/admin.module.css';

export function ContactSettings({ contact }: { contact: ShopContact }) {
  const [email, setEmail] = useState(contact.email ?? '');
  const [phone, setPhone] = useState(contact.phone ?? '');
  const [address, setAddress] = useState(contact.address ?? '');
  const [save, { isLoading }] = useSaveShopContactMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save({ email, phone, address }).unwrap();
      notify.success(enAdmin.settingsSaved);
    } catch (failure) {
      notify.error(getServerMessage(failure));
    }
  };

  return (
    <form
      className={admin.settingsForm}
      onSubmit={(event) => void submit(event)}
      aria-label={enAdmin.contactHeading}
    >
      <TextField
        label={enAdmin.contactEmail}
        type="email"
        value={email}
        maxLength={254}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label={enAdmin.contactPhone}
        value={phone}
        maxLength={40}
        onChange={(event) => setPhone(event.target.value)}
      />
      <TextField
        label={enAdmin.contactAddress}
        value={address}
        maxLength={300}
        onChange={(event) => setAddress(event.target.value)}
      />
      <SubmitButton isBusy={isLoading}>{enAdmin.saveContact}</SubmitButton>
    </form>
  );
}
