// Whether confirmation e-mails carry the invoice PDF: one row of app_settings, read when an e-mail
// is sent (a query per confirmation; no cache to keep in step across instances).
import type { InvoiceSettings } from '@eshop/shared';
import type { Db } from '../../db/client.js';
import { readSettingRow, saveSettingRow } from './setting-rows.js';

const KEY = 'invoice_pdf_in_confirmation';

export async function readInvoiceSettings(db: Pick<Db, 'select'>): Promise<InvoiceSettings> {
  return { attachPdfToConfirmation: (await readSettingRow<boolean>(db, KEY)) === true };
}

export async function saveInvoiceSettings(db: Db, settings: InvoiceSettings): Promise<InvoiceSettings> {
  await saveSettingRow(db, KEY, settings.attachPdfToConfirmation, 'invoices');
  return settings;
}
