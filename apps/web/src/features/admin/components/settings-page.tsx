// /admin/settings: the shop's settings that live nowhere else: its contact details (contact page,
// footer, where contact-form messages go) and whether each order confirmation e-mail carries the
// invoice as a PDF. (Shipping and tax, and the shop's pages, have their own pages.)
import { useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { enAdmin } from '../../../copy/en-admin';
import { getErrorMessage, getServerMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  useGetInvoiceSettingsQuery,
  useGetShopContactQuery,
  useSaveInvoiceSettingsMutation,
} from '../api/invoices-api';
import { ContactSettings } from './contact-settings';
import styles from './admin.module.css';

export function SettingsPage() {
  useDocumentTitle(enAdmin.settingsHeading);
  const { data, error, isLoading } = useGetInvoiceSettingsQuery();
  const contact = useGetShopContactQuery();
  const [save, { isLoading: isSaving }] = useSaveInvoiceSettingsMutation();
  // The box follows the click at once; a refused save puts it back.
  const [attach, setAttach] = useState<boolean>();

  const toggle = async (attachPdfToConfirmation: boolean) => {
    setAttach(attachPdfToConfirmation);
    try {
      await save({ attachPdfToConfirmation }).unwrap();
      notify.success(enAdmin.settingsSaved);
    } catch (failure) {
      setAttach(undefined);
      notify.error(getServerMessage(failure));
    }
  };

  return (
    <section>
      <h1>{enAdmin.settingsHeading}</h1>
      <h2>{enAdmin.contactHeading}</h2>
      <p>{enAdmin.contactHint}</p>
      {contact.data ? (
        <ContactSettings key={JSON.stringify(contact.data)} contact={contact.data} />
      ) : contact.error ? (
        <p className={styles.error}>{getErrorMessage(contact.error)}</p>
      ) : (
        <Spinner />
      )}
      <h2>{enAdmin.invoicesHeading}</h2>
      {isLoading ? (
        <Spinner />
      ) : error || !data ? (
        <p className={styles.error}>{getErrorMessage(error)}</p>
      ) : (
        <label className={styles.checkboxRow}>
          <input
            type="checkbox"
            checked={attach ?? data.attachPdfToConfirmation}
            disabled={isSaving}
            onChange={(event) => void toggle(event.target.checked)}
          />{' '}
          {enAdmin.attachInvoice}
        </label>
      )}
      <p>{enAdmin.invoicesHint}</p>
    </section>
  );
}
