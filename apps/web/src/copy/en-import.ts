// The product CSV import and export's texts (All Products), loaded with the admin's lazy chunk.
import { MAX_IMPORT_PICTURES, PRODUCT_CSV_COLUMNS } from '@eshop/shared';

const number = new Intl.NumberFormat('en-US');
const count = (n: number, one: string, many: string) => `${number.format(n)} ${n === 1 ? one : many}`;

export const enImport = {
  exportCsv: 'Export CSV',
  importButton: 'Import',
  heading: 'Import products',
  intro: `One product a row, under a header naming the columns: ${PRODUCT_CSV_COLUMNS.join(', ')}. A row whose SKU the shop has updates that product; any other row adds one. An exported file can be edited and imported again.`,
  imageHelp:
    'Image: a picture of the shop (as the export writes it), an http(s) address, or the name of a picture sent with the file.',
  fileLabel: 'CSV file',
  picturesLabel: 'Pictures the file names (optional)',
  picturesHint: `JPEG, PNG, WebP or AVIF, 5 MB each, up to ${MAX_IMPORT_PICTURES}.`,
  chooseFile: 'Choose a CSV file first.',
  check: 'Check file',
  cancel: 'Cancel',
  close: 'Close',
  previewHeading: 'Check before importing',
  summaryLabel: 'What the import will do',
  toCreate: (n: number) => count(n, 'product to add', 'products to add'),
  toUpdate: (n: number) => count(n, 'product to update', 'products to update'),
  withErrors: (n: number) => count(n, 'row with errors', 'rows with errors'),
  skippedNote: 'Rows with errors are skipped; fix them in the file and import it again to add them.',
  nothingToImport: 'No row can be imported. Fix the rows below and choose the file again.',
  errorsHeading: 'Rows with errors',
  errorColumns: { row: 'Row', column: 'Column', message: 'Problem' },
  wholeRow: 'Row',
  moreErrors: (shown: number, total: number) =>
    `Showing the first ${number.format(shown)} of ${number.format(total)} problems.`,
  start: 'Start import',
  chooseAnother: 'Choose another file',
  runningHeading: 'Importing…',
  progressLabel: 'Import progress',
  progress: (processed: number, total: number) =>
    `${number.format(processed)} of ${number.format(total)} rows written`,
  keepsRunning: 'You can close this window: the import goes on, and the products appear as they are written.',
  interrupted: 'The import stopped when the server restarted. Resume it to write the remaining rows.',
  resume: 'Resume import',
  doneHeading: 'Import finished',
  done: (created: number, updated: number, notImported: number) =>
    `${count(created, 'product added', 'products added')}, ${number.format(updated)} updated, ${count(notImported, 'row', 'rows')} not imported.`,
  importAnother: 'Import another file',
};
