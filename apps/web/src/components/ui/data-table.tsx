import type { ReactNode } from 'react';
import styles from './data-table.module.css';

/**
 * A table in a labelled region that scrolls sideways on narrow screens; the region is focusable so
 * a keyboard can scroll it too.
 */
export function DataTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.wrap} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table}>{children}</table>
    </div>
  );
}
