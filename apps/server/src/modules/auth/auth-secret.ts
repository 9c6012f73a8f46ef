// The secret Better Auth signs with: BETTER_AUTH_SECRET when given, otherwise generated once and
// kept in the database so every instance (and every restart) uses the same one.
import crypto from 'node:crypto';
import type { Db } from '../../db/client.js';
import { keepFirstSettingText } from '../settings/index.js';

const SECRET_KEY = 'auth.secret';

export async function getAuthSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  return keepFirstSettingText(db, SECRET_KEY, crypto.randomBytes(32).toString('base64url'));
}
