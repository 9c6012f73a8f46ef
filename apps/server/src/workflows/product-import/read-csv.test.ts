// Reading what spreadsheets save: the separator they chose, Excel's Windows-1252, a BOM, cells with
// line breaks, and rows numbered as the sheet shows them.
import { describe, expect, it } from 'vitest';
import { readCsv } from './read-csv.js';

describe('readCsv', () => {
  it('numbers rows as a spreadsheet does, past empty lines and cells with line breaks', () => {
    const table = readCsv(Buffer.from('\uFEFFName,SKU\r\nLamp,A\r\n\r\n"Two\nlines",B\r\n,\r\nMug,C\r\n'));
    expect(table.headers).toEqual(['Name', 'SKU']);
    expect(table.rows).toEqual([
      { row: 2, cells: ['Lamp', 'A'] },
      { row: 4, cells: ['Two\nlines', 'B'] },
      { row: 6, cells: ['Mug', 'C'] },
    ]);
  });

  it('takes semicolons or tabs when the header uses them', () => {
    expect(readCsv(Buffer.from('Name;Price\nLamp;19,99')).rows[0]?.cells).toEqual(['Lamp', '19,99']);
    expect(readCsv(Buffer.from('Name\tSKU\nLamp, large\tA')).rows[0]?.cells).toEqual(['Lamp, large', 'A']);
  });

  it('reads Excel’s Windows-1252 when the bytes are not UTF-8', () => {
    const bytes = Buffer.from([...Buffer.from('Name,SKU\nCaf'), 0xe9, ...Buffer.from(',A')]);
    expect(readCsv(bytes).rows[0]?.cells).toEqual(['Café', 'A']);
  });
});
