import type { Book } from '../models/book.model';
import { CSV_COLUMNS, type CsvColumn } from './catalogue-csv';

/** A book as a row of the catalogue's CSV, the import's format: importing it back changes nothing. */
export function catalogueRow(book: Book): Record<CsvColumn, string> {
  return {
    title: book.title,
    author: book.author,
    category: book.category,
    price: book.price.toFixed(2),
    stock: String(book.stock),
    description: book.description,
    isbn: book.isbn,
    publisher: book.publisher,
    year: book.year === null ? '' : String(book.year),
    pages: book.pages === null ? '' : String(book.pages),
    language: book.language,
    image_url: book.image,
  };
}

export async function* catalogueRows(books: AsyncIterable<Book>): AsyncGenerator<Record<CsvColumn, string>> {
  for await (const book of books) yield catalogueRow(book);
}

export { CSV_COLUMNS };
