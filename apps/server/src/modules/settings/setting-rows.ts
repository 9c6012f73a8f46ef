// One of the shop's settings as a row of app_settings (its key, a JSON value): read, or saved together
// with the settings.changed event that tells every instance to read it again (one transaction, so the
// event is heard exactly when the save commits).
import { eq } from 'drizzle-orm';
import type { ShopEventData } from '@eshop/shared';
import type { Db, Tx } from '../../db/client.js';
import { appSettings } from '../../db/schema/index.js';
import { publishEvent } from '../events/index.js';

export type SettingsSection = ShopEventData['settings.changed']['section'];

/** The saved value, or undefined when the owner has not saved this setting yet. */
export async function readSettingRow<T>(db: Pick<Db, 'select'>, key: string): Promise<T | undefined> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  return row ? (JSON.parse(row.value) as T) : undefined;
}

export async function saveSettingRow(db: Db, key: string, value: unknown, section: SettingsSection) {
  await db.transaction(async (tx) => {
    await writeSettingRow(tx, key, value);
    await publishEvent(tx, 'admin', 'settings.changed', { section });
  });
}

/** Writes one setting inside the caller's transaction, which announces it. */
export async function writeSettingRow(tx: Tx, key: string, value: unknown): Promise<void> {
  const text = JSON.stringify(value);
  await tx
    .insert(appSettings)
    .values({ key, value: text })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: text } });
}

/**
 * A setting written once and never changed, kept as plain text (the auth secret): the first instance
 * to start stores `text`, every later one (and every restart) reads what it stored.
 */
export async function keepFirstSettingText(db: Db, key: string, text: string): Promise<string> {
  await db.insert(appSettings).values({ key, value: text }).onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  if (!row) throw new Error(`The setting ${key} could not be stored.`);
  return row.value;
}
