// The shop's category names, in the owner's order, as this instance knows them now: read once at
// start and again after every change to the categories (catalog.changed, from any instance). Every
// drawn page asks for them (the header's category bar, the filter panel, a category address checked
// against them), and a read of one small table per page was a fifth of a category page's queries
// with the read cache off; the names change only when the owner edits them.
import type { Db } from '../../db/client.js';
import { keepRead, type KeptRead } from '../../lib/kept-read.js';
import { listCategoryNames } from './category-store.js';

/** The names as last read, and a read of them again (lib/kept-read.ts). */
export type CategoryNames = KeptRead<readonly string[]>;

export const loadCategoryNames = (db: Pick<Db, 'select'>): Promise<CategoryNames> =>
  keepRead<readonly string[]>(() => listCategoryNames(db));
