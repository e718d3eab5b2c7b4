import type { BooksService, NewBook } from '../../src/books/books.service';

export const UNKNOWN_ID = '0123456789abcdef01234567';

/** Adds books with these stocks (prices 10.10, 11.10, ...) and returns their ids. */
export function addBooks(books: BooksService, stocks: number[], prefix = 'Order Book'): Promise<string[]> {
  return books.importMany(
    stocks.map((stock, i): NewBook => ({
      title: `${prefix} ${i + 1}`,
      author: 'Order Author',
      category: 'Fiction',
      description: 'A book that gets ordered.',
      price: 10.1 + i,
      stock,
    })),
  );
}

/** The stock of each book, read straight from the collection (no cache). */
export async function stocksOf(books: BooksService, ids: string[]): Promise<number[]> {
  const found = await books.findMany(ids);
  return found.map((found) => found?.book.stock ?? -1);
}

export const ORDER_FIELDS = `id status orderedAt totalAmount itemCount
  books { book { id title author category description image price } quantity price lineTotal }
  user { id name email } statusHistory { status at by { id name } }
  shippingAddress { fullName line1 line2 city region postalCode country countryName phone }`;

/**
 * The exact keys of an Order over REST (docs/api.md "Orders", itemCount, statusHistory,
 * shippingAddress, nextStatuses, cancellable, totals, shipment and payment included; invoice and creditNote
 * once issued).
 */
export const REST_ORDER_KEYS = [
  '_id',
  'books',
  'cancellable',
  'itemCount',
  'nextStatuses',
  'orderedAt',
  'payment',
  'shipment',
  'shippingAddress',
  'status',
  'statusHistory',
  'totalAmount',
  'totals',
  'user',
];
export const REST_LINE_KEYS = ['book', 'lineTotal', 'price', 'quantity'];
export const REST_ORDERED_BOOK_KEYS = ['_id', 'author', 'category', 'description', 'image', 'price', 'title'];
