import { copy } from '../../copy';
import { cx } from '../../lib/cx';
import styles from './pager.module.css';

type PagerProps = {
  page: number;
  pageCount: number;
  /** What the pages are of, for screen readers ('Order pages'). */
  label: string;
  onPage: (page: number) => void;
  className?: string | undefined;
};

/** Prev, 'page N of M', Next for a list paged on the server; nothing when it fits one page. */
export function Pager({ page, pageCount, label, onPage, className }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className={cx(styles.pager, className)} aria-label={label}>
      {page > 1 && (
        <button type="button" onClick={() => onPage(page - 1)}>
          {copy.orders.prev}
        </button>
      )}
      <span>{copy.orders.pageOf(page, pageCount)}</span>
      {page < pageCount && (
        <button type="button" onClick={() => onPage(page + 1)}>
          {copy.orders.next}
        </button>
      )}
    </nav>
  );
}
