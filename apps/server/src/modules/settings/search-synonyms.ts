// The owner's search synonyms (issue 35, decision 061): groups of words a search treats alike
// (shoe, sneaker, trainer). One row of app_settings; the defaults until the owner saves. Every
// instance reads them at start and again at each settings.changed (shop-settings.ts), so a search
// looks them up in memory.
import { DEFAULT_SEARCH_SYNONYMS, type SearchSynonyms } from '@eshop/shared';
import type { Db } from '../../db/client.js';
import { readSettingRow, saveSettingRow } from './setting-rows.js';

const KEY = 'search_synonyms';

export async function readSearchSynonyms(db: Pick<Db, 'select'>): Promise<SearchSynonyms> {
  return { groups: (await readSettingRow<string[][]>(db, KEY)) ?? DEFAULT_SEARCH_SYNONYMS };
}

export async function saveSearchSynonyms(db: Db, synonyms: SearchSynonyms): Promise<SearchSynonyms> {
  await saveSettingRow(db, KEY, synonyms.groups, 'search');
  return synonyms;
}
