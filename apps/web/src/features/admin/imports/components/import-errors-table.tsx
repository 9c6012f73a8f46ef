// The rows an import found problems with (or failed to write): row number as the spreadsheet shows
// it, the column as the file names it, and what to fix; the server lists at most 1,000.
import type { ProductImport } from '@eshop/shared';
import { DataTable } from '../../../../components/ui/data-table';
import { enImport } from '../../../../copy/en-import';
import styles from './product-import.module.css';

export function ImportErrorsTable({ job }: { job: ProductImport }) {
  if (job.errors.length === 0) return null;
  const columns = enImport.errorColumns;
  return (
    <section className={styles.errors}>
      <h4 className={styles.errorsHeading}>{enImport.errorsHeading}</h4>
      <DataTable label={enImport.errorsHeading} className={styles.errorsTable}>
        <thead>
          <tr>
            <th scope="col">{columns.row}</th>
            <th scope="col">{columns.column}</th>
            <th scope="col">{columns.message}</th>
          </tr>
        </thead>
        <tbody>
          {job.errors.map((error, index) => (
            <tr key={`${error.row}-${error.column}-${index}`}>
              <td className={styles.number}>{error.row}</td>
              <td>{error.column || enImport.wholeRow}</td>
              <td>{error.message}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      {job.errorCount > job.errors.length && (
        <p className={styles.muted}>{enImport.moreErrors(job.errors.length, job.errorCount)}</p>
      )}
    </section>
  );
}
