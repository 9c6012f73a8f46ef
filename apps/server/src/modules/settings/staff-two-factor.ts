// The owner's "Staff must use two-factor sign-in" (issue 38, decision 075), on the staff page: off
// until turned on. The admin guard reads it only for staff without two-factor sign-in, so the row is
// read from the database, never kept in memory: a change holds on every instance at once.
import type { Db } from '../../db/client.js';
import { readSettingRow, saveSettingRow } from './setting-rows.js';

const KEY = 'staff_two_factor';

export async function readStaffTwoFactorRequired(db: Pick<Db, 'select'>): Promise<boolean> {
  const saved = await readSettingRow<{ required?: unknown }>(db, KEY);
  return saved?.required === true;
}

export async function saveStaffTwoFactorRequired(db: Db, required: boolean): Promise<void> {
  await saveSettingRow(db, KEY, { required }, 'staff');
}
