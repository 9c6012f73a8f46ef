import { copy } from '../../../copy';
import { getPageWindow } from '../pagination';
import styles from './pagination.module.css';

type PaginationProps = {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
};

/** Prev, a window of 5 page numbers, Next, and 'page N of M'; Prev/Next hide at the ends. */
export function Pagination({ page, pageCount, onPageChange }: PaginationProps) {
  if (pageCount < 1) return null;
  const pages = getPageWindow(page, pageCount);

  return (
    <nav className={styles.pagination} aria-label={copy.catalog.pagination}>
      <ul className={styles.list}>
        {page > 1 && (
          <li>
            <button type="button" className={styles.page} onClick={() => onPageChange(page - 1)}>
              {copy.catalog.prev}
            </button>
          </li>
        )}
        {pages.map((number) => (
          <li key={number}>
            <button
              type="button"
              className={styles.page}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => onPageChange(number)}
            >
              {number}
            </button>
          </li>
        ))}
        {page < pageCount && (
          <li>
            <button type="button" className={styles.page} onClick={() => onPageChange(page + 1)}>
              {copy.catalog.next}
            </button>
          </li>
        )}
      </ul>
      <p className={styles.label}>{copy.catalog.pageOf(page, pageCount)}</p>
    </nav>
  );
}
