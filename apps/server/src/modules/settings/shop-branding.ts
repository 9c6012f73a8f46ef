// The shop's name, logo and colours (Admin > Settings > Branding). Until the owner saves them: the
// environment's SHOP_NAME, no logo, and the storefront's own colours (apps/web/src/styles/tokens.css).
import type { z } from 'zod';
import {
  DEFAULT_ACCENT_COLOR,
  DEFAULT_HEADER_COLOR,
  type ShopBranding,
  type shopBrandingSchema,
} from '@eshop/shared';
import type { Env } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { isStoredImage } from '../media/index.js';
import type { FileStorage } from '../media/index.js';
import { readSettingRow, saveSettingRow } from './setting-rows.js';

const KEY = 'shop_branding';

type SavedBranding = z.output<typeof shopBrandingSchema>;

const STARTING_BRANDING: SavedBranding = {
  shopName: null,
  logo: null,
  headerColor: DEFAULT_HEADER_COLOR,
  accentColor: DEFAULT_ACCENT_COLOR,
};

export async function readShopBranding(db: Pick<Db, 'select'>, config: Env): Promise<ShopBranding> {
  const saved = (await readSettingRow<SavedBranding>(db, KEY)) ?? STARTING_BRANDING;
  return { ...saved, defaultShopName: config.SHOP_NAME };
}

/** Saves the branding; a logo must be a picture the shop stored (uploaded through the admin). */
export async function saveShopBranding(
  deps: { db: Db; storage: FileStorage },
  branding: SavedBranding,
): Promise<void> {
  if (branding.logo && !(await isStoredImage(deps.storage, branding.logo.url))) {
    const message = 'The logo is not among the pictures the shop stored; upload it again.';
    throw new AppError('VALIDATION_ERROR', message, [{ path: 'logo', message }]);
  }
  await saveSettingRow(deps.db, KEY, branding, 'branding');
}
