// A cell guard for every CSV the shop writes (the order export, the product export).

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return before one) as a
 * formula: a shopper's name like `=HYPERLINK(...)` would run on the owner's computer. A leading
 * apostrophe keeps it text (OWASP's advice for CSV injection).
 */
export const neutraliseFormula = (cell: string): string => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);
