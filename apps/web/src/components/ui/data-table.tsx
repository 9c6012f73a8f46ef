import type { ReactNode } from 'react';
import styles from './data-table.module.css';

/**
 * A table in a labelled region that scrolls sideways on narrow screens; the region is focusable so
 * a keyboard can scroll it too. `className` lets a page lay its rows out differently on phones
 * (the cart stacks each line as a card).
 */
export function DataTable({
  label,
  className,
  stacksOnPhone = false,
  children,
}: {
  label: string;
  className?: string;
  /**
   * On phones each row becomes a card, its cells one under another, each named by its column's
   * `data-label` (the rows of order lists: nothing to scroll sideways for the status or the total).
   */
  stacksOnPhone?: boolean;
  children: ReactNode;
}) {
  const classes = [styles.table, stacksOnPhone && styles.stacked, className].filter(Boolean).join(' ');
  return (
    <div className={styles.wrap} role="region" aria-label={label} tabIndex={0}>
      <table className={classes}>{children}</table>
    </div>
  );
}
