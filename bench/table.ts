// Plain-text tables for the terminal.

export type Cell = string | number;

/** Left-aligns text, right-aligns numbers. */
export function formatTable(headers: string[], rows: Cell[][]): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => String(row[column] ?? '').length)),
  );
  const line = (cells: Cell[]) =>
    cells
      .map((cell, column) => {
        const width = widths[column] ?? 0;
        return typeof cell === 'number' ? String(cell).padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

export const round = (value: number, digits = 0): number => Number(value.toFixed(digits));
