import { parse } from 'csv-parse';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { Readable } from 'node:stream';
import { AppError } from '../../common/errors/app-error';
import { everyMessage } from '../../common/http/validation.pipe';
import { unsafeCell } from '../../common/csv/csv-stream';
import { priceProblem } from '../../common/money/money';
import { BookInput } from '../dto/book.input';

/**
 * The catalogue's CSV: one format for import and export (UTF-8, a header row, these columns in
 * any order; `image_url` is optional and never fetched). Parsed by csv-parse as a stream, one
 * record at a time, never by splitting on commas.
 */
export const CSV_COLUMNS = [
  'title',
  'author',
  'category',
  'price',
  'stock',
  'description',
  'isbn',
  'publisher',
  'year',
  'pages',
  'language',
  'image_url',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
export const REQUIRED_COLUMNS: readonly CsvColumn[] = ['title', 'author', 'category', 'price', 'stock'];

/** Limits of an import file. */
export const MAX_IMPORT_BYTES = 25 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 100_000;
/** A record longer than this is refused whole (the longest valid row is about 3,000 characters). */
const MAX_RECORD_CHARACTERS = 16 * 1024;

/** A row as read: its number in the file (the header is row 1) and its cells by column. */
export interface CsvRow {
  row: number;
  cells: Partial<Record<CsvColumn, string>>;
}

const refusedFile = (message: string) => AppError.validation(`The file cannot be imported: ${message}`);

/** The header's columns, checked: known names only, no repeats, the required ones present. */
function checkHeader(names: string[]): CsvColumn[] {
  const columns = names.map((name) => name.trim().toLowerCase());
  for (const name of columns) {
    if (!(CSV_COLUMNS as readonly string[]).includes(name))
      throw refusedFile(`unknown column "${name.slice(0, 40)}" (the columns are ${CSV_COLUMNS.join(', ')})`);
  }
  const repeated = columns.find((name, i) => columns.indexOf(name) !== i);
  if (repeated) throw refusedFile(`the column "${repeated}" appears twice`);
  const missing = REQUIRED_COLUMNS.filter((name) => !columns.includes(name));
  if (missing.length) throw refusedFile(`the header row has no ${missing.join(', ')} column`);
  return columns as CsvColumn[];
}

/** What a parse error means to the person who sent the file. */
function parseProblem(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const { code, lines } = error as { code?: string; lines?: number };
  const at = lines ? ` (near line ${lines})` : '';
  switch (code) {
    case 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH':
      return refusedFile(`a row has more or fewer cells than the header${at}`);
    case 'CSV_QUOTE_NOT_CLOSED':
      return refusedFile(`a quoted cell is never closed${at}`);
    case 'CSV_MAX_RECORD_SIZE':
      return refusedFile(`a row is longer than ${MAX_RECORD_CHARACTERS} characters${at}`);
    default:
      return refusedFile(`it is not a valid CSV file${at}`);
  }
}

/**
 * The rows of a CSV file, one at a time as they are parsed (the header checked first). A file
 * that is not UTF-8 text, has a row with more or fewer cells than the header, more than
 * MAX_IMPORT_ROWS rows, or no row at all, is refused whole with 400 and the reason.
 */
export async function* csvRows(file: Buffer): AsyncGenerator<CsvRow> {
  if (file.length === 0) throw refusedFile('the file is empty');
  if (file.length > MAX_IMPORT_BYTES) throw refusedFile(`it is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB`);
  if (!isUtf8(file)) throw refusedFile('it is not UTF-8 text (save it as "CSV UTF-8")');
  const parser = Readable.from([file]).pipe(
    parse({ bom: true, skip_empty_lines: true, max_record_size: MAX_RECORD_CHARACTERS, relax_quotes: false }),
  );
  let columns: CsvColumn[] | undefined;
  let row = 1;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (!columns) {
        columns = checkHeader(record);
        continue;
      }
      row++;
      if (row - 1 > MAX_IMPORT_ROWS)
        throw refusedFile(`it has more than ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows`);
      if (record.length !== columns.length)
        throw refusedFile(`row ${row} has ${record.length} cells, the header ${columns.length}`);
      const cells: CsvRow['cells'] = {};
      columns.forEach((column, i) => (cells[column] = unsafeCell(record[i])));
      yield { row, cells };
    }
  } catch (error) {
    parser.destroy();
    throw parseProblem(error);
  }
  if (!columns) throw refusedFile('it has no header row');
  if (row === 1) throw refusedFile('it has a header row but no books');
}

const isUtf8 = (buffer: Buffer): boolean => {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(buffer);
    return true;
  } catch {
    return false;
  }
};

/**
 * A row's book as the form's rules read it, or the messages of every rule it breaks (the form's
 * messages, one for each field in error).
 */
export function checkRow(cells: CsvRow['cells']): { input: BookInput } | { messages: string[] } {
  const { image_url: _ignored, ...fields } = cells;
  // Blank detail cells are left out: an import never erases a detail (see `importChanges`).
  const plain: Record<string, string> = {};
  for (const [column, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (['isbn', 'publisher', 'year', 'pages', 'language'].includes(column) && value.trim() === '') continue;
    plain[column] = value;
  }
  const input = plainToInstance(BookInput, plain);
  const errors = validateSync(input, { whitelist: true, forbidUnknownValues: false });
  const messages = everyMessage(errors);
  const price = errors.some((error) => error.property === 'price') ? undefined : priceProblem(input.price);
  if (price) messages.push(price);
  return messages.length ? { messages } : { input };
}
