// An uploaded CSV file as a header and rows of text cells, each row numbered as a spreadsheet shows
// it. It takes what spreadsheets save: UTF-8 with or without a BOM, or Excel's Windows-1252; commas,
// semicolons (European Excel) or tabs. A file it cannot read is refused whole, saying where.
import { parse, type Info } from 'csv-parse/sync';
import { MAX_IMPORT_ROWS } from '@eshop/shared';
import { AppError } from '../../lib/app-error.js';

export type CsvRow = { row: number; cells: string[] };
export type CsvTable = { headers: string[]; rows: CsvRow[] };

const DELIMITERS = [',', ';', '\t'] as const;

/** UTF-8 when the bytes are; otherwise Windows-1252 (what Excel on Windows saves as "CSV"). */
function decode(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The separator the header line uses most (a comma when it has none of them). */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = DELIMITERS.map((delimiter) => firstLine.split(delimiter).length - 1);
  const most = Math.max(...counts);
  return most === 0 ? ',' : DELIMITERS[counts.indexOf(most)]!;
}

/** csv-parse's reasons, in words an owner can act on. */
function unreadable(error: unknown): AppError {
  const { code, lines } = error as { code?: string; lines?: number };
  const where = lines ? ` (line ${lines})` : '';
  const reason =
    code === 'CSV_QUOTE_NOT_CLOSED'
      ? 'a quoted cell is never closed'
      : code === 'CSV_INVALID_CLOSING_QUOTE'
        ? 'a quoted cell has more text after its closing quote'
        : 'it is not a valid CSV file';
  return new AppError('VALIDATION_ERROR', `The file could not be read${where}: ${reason}.`);
}

export function readCsv(bytes: Buffer): CsvTable {
  // A NUL byte never appears in text: a spreadsheet's own format or a picture was chosen instead.
  if (bytes.includes(0)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The file is not a CSV file; save the sheet as CSV.');
  }
  const text = decode(bytes);
  let records: { record: string[]; info: Info }[];
  try {
    records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text.replace(/^\uFEFF/, '')),
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      // One more than allowed (and the header), to tell a file that is too long.
      to: MAX_IMPORT_ROWS + 2,
    }) as unknown as { record: string[]; info: Info }[];
  } catch (error) {
    throw unreadable(error);
  }
  const [header, ...body] = records;
  if (!header) throw new AppError('VALIDATION_ERROR', 'The file is empty.');
  // A row of empty cells is what a sheet saves for rows it once used: not a product.
  const rows = body
    .filter(({ record }) => record.some((cell) => cell.trim() !== ''))
    // Spreadsheet rows: records so far plus the empty lines skipped (a cell may hold line breaks).
    .map(({ record, info }) => ({ row: info.records + info.empty_lines, cells: record }));
  if (rows.length > MAX_IMPORT_ROWS) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-US')} products; split it into smaller files.`,
    );
  }
  if (rows.length === 0) throw new AppError('VALIDATION_ERROR', 'The file has no products, only a header.');
  return { headers: header.record, rows };
}
