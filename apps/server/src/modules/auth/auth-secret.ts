// The secret Better Auth signs with: BETTER_AUTH_SECRET when given, otherwise generated once and
// kept in the database so every instance (and every restart) uses the same one.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appSettings } from '../../db/schema/index.js';

const SECRET_KEY = 'auth.secret';

export async function getAuthSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSettings)
    .values({ key: SECRET_KEY, value: crypto.randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SECRET_KEY));
  if (!row) throw new Error('The auth secret could not be stored.');
  return row.value;
}
