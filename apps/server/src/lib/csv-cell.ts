// A cell guard for every CSV the shop writes (lib/csv-file.ts writes them all with it).

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return before one) as a
 * formula: a shopper's name like `=HYPERLINK(...)` would run on the owner's computer. A leading
 * apostrophe keeps it text (OWASP's advice for CSV injection).
 */
export const neutraliseFormula = (cell: string): string => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);
