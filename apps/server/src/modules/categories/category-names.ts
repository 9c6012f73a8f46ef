// The shop's category names, in the owner's order, as this instance knows them now: read once at
// start and again after every change to the categories (catalog.changed, from any instance). Every
// drawn page asks for them (the header's category bar, the filter panel, a category address checked
// against them), and a read of one small table per page was a fifth of a category page's queries
// with the read cache off; the names change only when the owner edits them.
import type { Db } from '../../db/client.js';
import { listCategoryNames } from './category-store.js';

export type CategoryNames = {
  /** The names as last read. */
  current: () => readonly string[];
  /** Reads the names again; resolves once `current` gives them (a failed read keeps the old ones). */
  reload: () => Promise<readonly string[]>;
};

export async function loadCategoryNames(db: Pick<Db, 'select'>): Promise<CategoryNames> {
  let current: readonly string[] = await listCategoryNames(db);
  // One read at a time, in the order asked: a read that started later always lands last.
  let reading: Promise<unknown> = Promise.resolve();
  const reload = () => {
    const next = reading.then(() => listCategoryNames(db));
    reading = next.catch(() => undefined);
    return next.then((names) => (current = names));
  };
  return { current: () => current, reload };
}
