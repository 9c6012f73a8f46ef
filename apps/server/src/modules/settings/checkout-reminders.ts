// Admin > Settings > Checkout reminders (decision 070): off until the owner turns them on, the delay,
// and whether shoppers must tick "Remind me" first. Kept in memory with the shop's other settings:
// the checkout page asks for consent from the config, the sweep reads it on every pass.
import {
  checkoutReminderSettingsSchema,
  DEFAULT_CHECKOUT_REMINDER_SETTINGS,
  type CheckoutReminderSettings,
} from '@eshop/shared';
import type { Db } from '../../db/client.js';
import { readSettingRow, saveSettingRow } from './setting-rows.js';

const KEY = 'checkout_reminders';

export async function readCheckoutReminderSettings(
  db: Pick<Db, 'select'>,
): Promise<CheckoutReminderSettings> {
  const saved = checkoutReminderSettingsSchema.safeParse(await readSettingRow<unknown>(db, KEY));
  return saved.success ? saved.data : DEFAULT_CHECKOUT_REMINDER_SETTINGS;
}

export async function saveCheckoutReminderSettings(
  db: Db,
  settings: CheckoutReminderSettings,
): Promise<void> {
  await saveSettingRow(db, KEY, settings, 'checkout-reminders');
}
