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
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.wrap} role="region" aria-label={label} tabIndex={0}>
      <table className={className ? `${styles.table} ${className}` : styles.table}>{children}</table>
    </div>
  );
}
