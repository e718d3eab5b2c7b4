import { OrderStatus } from './order-status';

/**
 * The reports' running totals, kept in the same documents and by the same folds as the
 * dashboard's (order-figures.ts): per day, what the orders that count (acknowledged and not
 * cancelled) sold of each book and in each category. Pure (no Nest or Mongoose), like
 * figure-tally.ts: the fold, the reads that add what is not folded yet, and the benchmark that
 * builds stored days all use these functions.
 *
 * Revenue is the books' part of an order: each line's price × quantity less its share of the
 * order's discount, split over the lines in proportion to their amounts and rounded so that the
 * shares add up to the discount to the cent (largest remainders first, then the earlier line).
 * Shipping and tax are not a book's.
 */

/** A category key for lines whose book had none when ordered (orders from before categories were kept). */
export const NO_CATEGORY = 'Uncategorised';

/** What one order sold of one book. */
export interface BookSale {
  bookId: string;
  title: string;
  author: string;
  category: string;
  copies: number;
  revenueCents: number;
}

/** An order's lines as the sales count them (the fields figures-due orders are read with). */
export interface SoldLines {
  books: Array<{
    book: { _id: unknown; title?: string; author?: string; category?: string };
    quantity: number;
    priceCents: number;
  }>;
  totals?: { discountCents?: number } | null;
}

/** Each line's part of `discount` (at most their sum), in proportion to `amounts`, adding up to it exactly. */
export function splitDiscount(amounts: readonly number[], discount: number): number[] {
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  const off = Math.min(Math.max(discount, 0), total);
  if (!off || !total) return amounts.map(() => 0);
  // BigInt: a price up to a million times a quantity times the discount overflows a double's integers.
  const exact = amounts.map((amount) => BigInt(amount) * BigInt(off));
  const shares = exact.map((value) => Number(value / BigInt(total)));
  const remainders = exact.map((value, index) => ({ index, rest: Number(value % BigInt(total)) }));
  let left = off - shares.reduce((sum, share) => sum + share, 0);
  remainders.sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of remainders) {
    if (left <= 0) break;
    shares[index]++;
    left--;
  }
  return shares;
}

/** What an order sells of each book, whatever its status (a book on two lines once). */
export function salesOf(order: SoldLines): BookSale[] {
  const amounts = order.books.map((line) => line.priceCents * line.quantity);
  const shares = splitDiscount(amounts, order.totals?.discountCents ?? 0);
  const byBook = new Map<string, BookSale>();
  order.books.forEach((line, index) => {
    const bookId = String(line.book._id);
    const sale = byBook.get(bookId) ?? {
      bookId,
      title: line.book.title ?? '',
      author: line.book.author ?? '',
      category: line.book.category || NO_CATEGORY,
      copies: 0,
      revenueCents: 0,
    };
    sale.copies += line.quantity;
    sale.revenueCents += amounts[index] - shares[index];
    byBook.set(bookId, sale);
  });
  return [...byBook.values()];
}

/** Whether an order in this status counts in the sales (none: not counted). */
export const sells = (status: OrderStatus | undefined): boolean => !!status && status !== OrderStatus.CANCELLED;

/** One book's sales in a day: copies, revenue, and its title, author and category as last ordered. */
export interface StoredBookSales {
  c: number;
  r: number;
  t: string;
  a: string;
  g: string;
}

/** One day's sales as stored beside its figures (schemas/order-figures.schema.ts). */
export interface DaySales {
  /** The day's totals: orders, copies, revenue in cents. */
  sales: { o: number; c: number; r: number };
  books: Record<string, StoredBookSales>;
  categories: Record<string, { o: number; c: number; r: number }>;
}

export const emptySales = (): DaySales => ({ sales: { o: 0, c: 0, r: 0 }, books: {}, categories: {} });

/**
 * What a day's sales change by when an order goes from counted (`before`) or not to counted
 * (`after`) or not: the order's sales added (+1), taken off (-1), or nothing (0).
 */
export const salesSign = (before: boolean, after: boolean): -1 | 0 | 1 => (before === after ? 0 : after ? 1 : -1);

/** `sales` of one order added to `day` `sign` times (in place; returns `day`). */
export function addSales(day: DaySales, sales: readonly BookSale[], sign: -1 | 0 | 1): DaySales {
  if (!sign || !sales.length) return day;
  day.sales.o += sign;
  const categories = new Set<string>();
  for (const sale of sales) {
    day.sales.c += sign * sale.copies;
    day.sales.r += sign * sale.revenueCents;
    const book = day.books[sale.bookId] ?? { c: 0, r: 0, t: '', a: '', g: '' };
    day.books[sale.bookId] = {
      c: book.c + sign * sale.copies,
      r: book.r + sign * sale.revenueCents,
      t: sale.title,
      a: sale.author,
      g: sale.category,
    };
    const category = { ...(day.categories[sale.category] ?? { o: 0, c: 0, r: 0 }) };
    if (!categories.has(sale.category)) category.o += sign;
    categories.add(sale.category);
    category.c += sign * sale.copies;
    category.r += sign * sale.revenueCents;
    day.categories[sale.category] = category;
  }
  return day;
}

/**
 * The same change as one update's operators on a day's document: increments, and the books'
 * names set (the last fold's). Empty when nothing changes.
 */
/** A day's update for some sales: the counts to add and the books' names to set. */
export interface SalesUpdate {
  inc: Record<string, number>;
  set: Record<string, string>;
}

/** Two updates as one (counts added; the names are the same book's). */
export function mergeSalesUpdates(a: SalesUpdate, b: SalesUpdate): SalesUpdate {
  const inc = { ...a.inc };
  for (const [path, value] of Object.entries(b.inc)) inc[path] = (inc[path] ?? 0) + value;
  return { inc, set: { ...a.set, ...b.set } };
}

export function salesUpdate(sales: readonly BookSale[], sign: -1 | 0 | 1): SalesUpdate {
  const inc: Record<string, number> = {};
  const set: Record<string, string> = {};
  if (!sign || !sales.length) return { inc, set };
  const add = (path: string, value: number) => (inc[path] = (inc[path] ?? 0) + value);
  add('sales.o', sign);
  const categories = new Set<string>();
  for (const sale of sales) {
    add('sales.c', sign * sale.copies);
    add('sales.r', sign * sale.revenueCents);
    add(`books.${sale.bookId}.c`, sign * sale.copies);
    add(`books.${sale.bookId}.r`, sign * sale.revenueCents);
    set[`books.${sale.bookId}.t`] = sale.title;
    set[`books.${sale.bookId}.a`] = sale.author;
    set[`books.${sale.bookId}.g`] = sale.category;
    if (!categories.has(sale.category)) add(`categories.${sale.category}.o`, sign);
    categories.add(sale.category);
    add(`categories.${sale.category}.c`, sign * sale.copies);
    add(`categories.${sale.category}.r`, sign * sale.revenueCents);
  }
  return { inc, set };
}

/** A stored day's sales (missing parts empty). */
export function daySalesFrom(stored: Partial<Record<keyof DaySales, unknown>> | null | undefined): DaySales {
  const sales = (stored?.sales ?? {}) as Partial<DaySales['sales']>;
  return {
    sales: { o: sales.o ?? 0, c: sales.c ?? 0, r: sales.r ?? 0 },
    books: { ...((stored?.books as DaySales['books'] | undefined) ?? {}) },
    categories: { ...((stored?.categories as DaySales['categories'] | undefined) ?? {}) },
  };
}
