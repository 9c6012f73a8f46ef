// /admin/settings: the shop's settings that live nowhere else: its name, logo and colours, its contact
// details (contact page, footer, where contact-form messages go), the sender of its e-mails, how prices
// look, the search synonyms, and whether each order confirmation e-mail carries the invoice as a PDF. (Shipping and tax,
// and the shop's pages, have their own pages.)
import { useState } from 'react';
import { Spinner } from '../../../../components/ui/spinner';
import { enAdmin } from '../../../../copy/en-admin';
import { enSettings } from '../../../../copy/en-settings';
import { getErrorMessage, getServerMessage } from '../../../../lib/api-error';
import { notify } from '../../../../lib/notify';
import { useShopIdentity } from '../../../../lib/shop-look';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import {
  useGetCheckoutReminderSettingsQuery,
  useGetInvoiceSettingsQuery,
  useGetSellerDetailsQuery,
  useGetShopContactQuery,
  useSaveInvoiceSettingsMutation,
} from '../api/invoices-api';
import {
  useGetCurrencyFormatQuery,
  useGetShopCurrencyQuery,
  useGetEmailSenderQuery,
  useGetSearchSynonymsQuery,
  useGetShopBrandingQuery,
} from '../api/shop-settings-api';
import { BrandingSettings } from './branding-settings';
import { ContactSettings } from './contact-settings';
import { CurrencySettings } from './currency-settings';
import { ReminderSettings } from './reminder-settings';
import { SellerSettings } from './seller-settings';
import { ShopCurrencySettings } from './shop-currency-settings';
import { EmailSenderSettings } from './email-sender-settings';
import { SearchSynonymsSettings } from './search-synonyms-settings';
import { SettingsSection } from './settings-section';
import admin from '../../shared/admin.module.css';
import styles from './shop-settings.module.css';

export function SettingsPage() {
  useDocumentTitle(enAdmin.settingsHeading);
  const { data, error, isLoading } = useGetInvoiceSettingsQuery();
  const contact = useGetShopContactQuery();
  const branding = useGetShopBrandingQuery();
  const sender = useGetEmailSenderQuery();
  const shopCurrency = useGetShopCurrencyQuery();
  const currencyFormat = useGetCurrencyFormatQuery();
  const synonyms = useGetSearchSynonymsQuery();
  const seller = useGetSellerDetailsQuery();
  const reminders = useGetCheckoutReminderSettingsQuery();
  const { shopName } = useShopIdentity();
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
      {/* Each form starts again from what the server holds after a save (its key). */}
      <SettingsSection heading={enSettings.branding.heading} hint={enSettings.branding.hint} query={branding}>
        {(data) => <BrandingSettings key={JSON.stringify(data)} branding={data} />}
      </SettingsSection>
      <h2>{enAdmin.contactHeading}</h2>
      <p>{enAdmin.contactHint}</p>
      {contact.data ? (
        <ContactSettings key={JSON.stringify(contact.data)} contact={contact.data} />
      ) : contact.error ? (
        <p className={admin.error}>{getErrorMessage(contact.error)}</p>
      ) : (
        <Spinner />
      )}
      <SettingsSection heading={enSettings.sender.heading} hint={enSettings.sender.hint} query={sender}>
        {(data) => <EmailSenderSettings key={JSON.stringify(data)} sender={data} shopName={shopName} />}
      </SettingsSection>
      <SettingsSection
        heading={enSettings.shopCurrency.heading}
        hint={enSettings.shopCurrency.hint}
        query={shopCurrency}
      >
        {(data) => <ShopCurrencySettings key={data.currency} setting={data} />}
      </SettingsSection>
      <SettingsSection
        heading={enSettings.currency.heading}
        hint={enSettings.currency.hint}
        query={currencyFormat}
      >
        {(data) => <CurrencySettings key={JSON.stringify(data)} format={data} />}
      </SettingsSection>
      <SettingsSection heading={enSettings.synonyms.heading} hint={enSettings.synonyms.hint} query={synonyms}>
        {(data) => <SearchSynonymsSettings key={JSON.stringify(data)} synonyms={data} />}
      </SettingsSection>
      <SettingsSection heading={enSettings.seller.heading} hint={enSettings.seller.hint} query={seller}>
        {(data) => <SellerSettings key={JSON.stringify(data)} seller={data} shopName={shopName} />}
      </SettingsSection>
      <SettingsSection
        heading={enSettings.reminders.heading}
        hint={enSettings.reminders.hint}
        query={reminders}
      >
        {(data) => <ReminderSettings key={JSON.stringify(data)} settings={data} />}
      </SettingsSection>
      <h2>{enAdmin.invoicesHeading}</h2>
      {isLoading ? (
        <Spinner />
      ) : error || !data ? (
        <p className={admin.error}>{getErrorMessage(error)}</p>
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
