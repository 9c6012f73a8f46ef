// Whether confirmation e-mails carry the invoice PDF: one row of app_settings, read when an e-mail
// is sent (a query per confirmation; no cache to keep in step across instances).
import { eq } from 'drizzle-orm';
import type { InvoiceSettings } from '@eshop/shared';
import type { Db } from '../../db/client.js';
import { appSettings } from '../../db/schema/index.js';

const KEY = 'invoice_pdf_in_confirmation';

export async function readInvoiceSettings(db: Pick<Db, 'select'>): Promise<InvoiceSettings> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, KEY));
  return { attachPdfToConfirmation: row?.value === 'true' };
}

export async function saveInvoiceSettings(db: Db, settings: InvoiceSettings): Promise<InvoiceSettings> {
  const value = String(settings.attachPdfToConfirmation);
  await db
    .insert(appSettings)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value } });
  return settings;
}
