import { StreamableFile } from '@nestjs/common';
import { stringify } from 'csv-stringify';
import { Readable } from 'node:stream';

/**
 * A cell a spreadsheet would run as a formula starts with one of these (=cmd, +, -, @, a tab or
 * a carriage return); exports prefix such cells with an apostrophe, as spreadsheet makers
 * advise, and the catalogue import takes it off again (`unsafeCell`).
 */
const FORMULA_START = /^[=+\-@\t\r]/;
export const safeCell = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);
export const unsafeCell = (value: string): string =>
  value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;

/**
 * A CSV download streamed row by row (UTF-8 with a byte order mark, so that spreadsheets read
 * accents right; a header row; every cell made safe): the rows are pulled from `rows` as the
 * client reads, so a large export never sits in memory.
 */
export function csvDownload<C extends string>(
  columns: readonly C[],
  rows: AsyncIterable<Record<C, string>>,
  fileName: string,
): StreamableFile {
  async function* safeRows() {
    for await (const row of rows) yield columns.map((column) => safeCell(row[column] ?? ''));
  }
  const csv = Readable.from(safeRows()).pipe(stringify({ bom: true, header: true, columns: [...columns] }));
  return new StreamableFile(csv, {
    type: 'text/csv; charset=utf-8',
    disposition: `attachment; filename="${fileName}"`,
  });
}

/** A file name's date: 2026-11-25. */
export const dayOf = (date: Date): string => date.toISOString().slice(0, 10);
