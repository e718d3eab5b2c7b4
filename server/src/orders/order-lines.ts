import { Types } from 'mongoose';
import { checkLines, type CheckedLines, type TakenLine } from '../books/book-stock';
import { linesTotal } from '../common/money/money';
import type { Order as OrderRecord } from './schemas/order.schema';

/**
 * An order's lines on their way through placing: checked and merged once where they come in
 * (`checkLines`, in OrdersService), stored with their book ids when the order is opened, taken
 * from stock, then written with their snapshots and prices when the order is acknowledged.
 */

type StoredLines = OrderRecord['books'];

/** The lines an order is opened with: book ids and quantities; snapshots and prices come with the acknowledgement. */
export const openingLines = (lines: CheckedLines): StoredLines =>
  lines.map(({ bookId, quantity }) => ({ book: { _id: new Types.ObjectId(bookId) }, quantity, priceCents: 0 }));

/** The lines taken (in book id order) back in the order they were asked for. */
export function inAskedOrder(taken: readonly TakenLine[], asked: CheckedLines): TakenLine[] {
  const position = new Map(asked.map((line, i) => [line.bookId, i]));
  return [...taken].sort((x, y) => position.get(x.book._id)! - position.get(y.book._id)!);
}

/**
 * What the acknowledgement writes: each line with its book as it was taken and the unit price paid
 * in cents (never a price from the client), the total in cents and the copies.
 */
export function acknowledgement(taken: readonly TakenLine[]): {
  books: StoredLines;
  totalCents: number;
  itemCount: number;
} {
  const books = taken.map(({ book, quantity }) => ({
    book: {
      _id: new Types.ObjectId(book._id),
      title: book.title,
      author: book.author,
      category: book.category,
      description: book.description,
      image: book.image,
    },
    quantity,
    priceCents: book.priceCents,
  }));
  return { books, ...linesTotal(books) };
}

/** A stored order's lines as stock lines (the repair gives an order's copies back). */
export const stockLinesOf = (books: StoredLines): CheckedLines =>
  checkLines(books.map((line) => ({ bookId: String(line.book._id), quantity: line.quantity })));
