// The admin's paged lists (orders, customers, products, inventory, activity) drawn one way: a spinner
// while the first page loads, the error or the empty state in its place, else the table with its
// pager. Each page says only what is its own: the columns, what a row opens, and its texts.
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../components/ui/data-table';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-error';
import { cx } from '../../../lib/cx';
import admin from './admin.module.css';

export type AdminListColumn<T> = {
  header: string;
  /** The cell; `position` counts from 1 across every page (the list's "#" column). */
  cell: (item: T, position: number) => ReactNode;
  className?: string;
  /** On phones a stacked row names each cell by its header; false for a cell that needs no name (a picture). */
  isNamedOnPhone?: boolean;
};

/** One page of a list as the server sends it. */
export type ListPage<T> = { items: T[]; total: number; page: number; pageSize: number; pageCount: number };

type AdminListProps<T> = {
  /** The list's query as RTK Query gives it. */
  query: { data?: ListPage<T> | undefined; error?: unknown; isLoading: boolean; isFetching?: boolean };
  /** Names the table's region. */
  label: string;
  /** Names the pager (screen readers); the table's label when the same. */
  pagerLabel?: string;
  columns: AdminListColumn<T>[];
  rowKey: (item: T) => string;
  /** Where a click on the row goes (its cells should hold a link there too, for keyboards). */
  rowHref?: (item: T) => string;
  rowClassName?: (item: T) => string | undefined;
  /** On phones each row becomes a card (DataTable). */
  stacksOnPhone?: boolean;
  /** Shown when the list has no items at all. */
  empty: ReactNode;
  /** Shown for a failed query instead of its message (null: shown elsewhere, next to a field). */
  failure?: ReactNode;
  /** Above the table once a page is in (a count, an export link). */
  above?: (page: ListPage<T>) => ReactNode;
  onPage: (page: number) => void;
};

export function AdminList<T>({
  query: { data, error, isLoading, isFetching },
  label,
  pagerLabel = label,
  columns,
  rowKey,
  rowHref,
  rowClassName,
  stacksOnPhone = false,
  empty,
  failure,
  above,
  onPage,
}: AdminListProps<T>) {
  const navigate = useNavigate();
  if (isLoading) return <Spinner />;
  if (error) return failure === undefined ? <p className={admin.error}>{getErrorMessage(error)}</p> : failure;
  // A page past the last (an old link) still shows the pager, to go back with.
  if (!data || data.total === 0) return empty;
  const firstPosition = (data.page - 1) * data.pageSize + 1;
  return (
    <>
      {above?.(data)}
      <DataTable label={label} stacksOnPhone={stacksOnPhone}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody aria-busy={isFetching || undefined}>
          {data.items.map((item, index) => {
            const href = rowHref?.(item);
            return (
              <tr
                key={rowKey(item)}
                className={cx(href && admin.rowLink, rowClassName?.(item)) || undefined}
                onClick={href ? () => void navigate(href) : undefined}
              >
                {columns.map((column) => (
                  <td
                    key={column.header}
                    className={column.className}
                    data-label={stacksOnPhone && column.isNamedOnPhone !== false ? column.header : undefined}
                  >
                    {column.cell(item, firstPosition + index)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </DataTable>
      <Pager page={data.page} pageCount={data.pageCount} label={pagerLabel} onPage={onPage} />
    </>
  );
}
