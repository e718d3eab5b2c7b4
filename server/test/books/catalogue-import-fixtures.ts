import { stringify } from 'csv-stringify/sync';
import type TestAgent from 'supertest/lib/agent';
import { check13 } from '../../src/books/isbn';
import type { TestApp } from '../setup/test-app';
import { auth } from './book-fixtures';

export const HEADER = [
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
];

/** A CSV file from rows of cells (the header first unless given). */
export function csvFile(rows: Array<Array<string | number>>, header: string[] = HEADER): Buffer {
  return Buffer.from(stringify([header, ...rows.map((row) => row.map(String))]));
}

/** A valid ISBN-13 made from a number. */
export function isbnOf(n: number): string {
  const first12 = `979${String(n).padStart(9, '0')}`;
  return first12 + check13(first12);
}

/** `n` rows of distinct books, every other one with an ISBN. */
export function generatedRows(n: number, offset = 0): string[][] {
  return Array.from({ length: n }, (_, i) => {
    const k = i + offset;
    return [
      `Imported ${k}`,
      `Writer ${k % 37}`,
      'Fiction',
      `${(k % 50) + 0.99}`,
      `${k % 9}`,
      `Row ${k}.`,
      k % 2 ? isbnOf(k) : '',
      'Press',
      '2001',
      '200',
      'en',
    ];
  });
}

export const dryRun = (http: TestAgent, token: string, file: Buffer) =>
  http.post('/api/admin/books/import/dry-run').set(auth(token)).attach('file', file, 'books.csv');

export const startImport = (http: TestAgent, token: string, file: Buffer, checkedAt?: string) => {
  const req = http.post('/api/admin/books/import').set(auth(token));
  if (checkedAt) req.field('checkedAt', checkedAt);
  return req.attach('file', file, 'books.csv');
};

/** Starts an import and waits for its end; returns its final status. */
export async function importFile(http: TestAgent, token: string, file: Buffer, checkedAt?: string) {
  const started = await startImport(http, token, file, checkedAt);
  if (started.status !== 202) throw new Error(`import refused: ${started.status} ${JSON.stringify(started.body)}`);
  return waitForImport(http, token, started.body.import.id);
}

export async function waitForImport(http: TestAgent, token: string, id: string) {
  for (let i = 0; i < 600; i++) {
    const res = await http.get(`/api/admin/books/import/${id}`).set(auth(token));
    if (res.body.import.status !== 'running') return res.body.import;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the import did not end');
}

/** Every stored book, by title, without the fields every write stamps. */
export async function storedBooks(testApp: TestApp) {
  const books = await testApp.connection.db!.collection('books').find({}).sort({ title: 1 }).toArray();
  return books;
}
