// Every CSV file the shop writes (orders, products, customers, discount codes) is written and sent
// one way: RFC 4180 (CRLF between records, quotes where a cell needs them, csv-stringify decides), each
// text cell guarded against formulas, a BOM first so Excel reads UTF-8 names, and downloaded as
// `<name>-YYYY-MM-DD.csv`, kept by no cache.
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { stringify, type Options } from 'csv-stringify/sync';
import { neutraliseFormula } from './csv-cell.js';

export const CSV_OPTIONS: Options = { record_delimiter: 'windows', cast: { string: neutraliseFormula } };

/** Records as CSV text; with `bom`, the file's first chunk (its header). */
export const toCsv = (records: unknown[][], { bom = false } = {}): string =>
  stringify(records, { ...CSV_OPTIONS, bom });

/** The day's file name of an export: `orders-2026-11-30.csv`. */
export const csvFileName = (name: string, now = new Date()): string =>
  `${name}-${now.toISOString().slice(0, 10)}.csv`;

/** Sends a CSV download (a whole text, or a stream of chunks). */
export const sendCsv = (reply: FastifyReply, name: string, body: string | Readable) =>
  reply
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename="${csvFileName(name)}"`)
    .type('text/csv; charset=utf-8')
    .send(body);
