import type { mongo } from 'mongoose';
import { splitDiscount } from '../../src/orders/sales-tally';

export interface Sums {
  orders: number;
  copies: number;
  revenueCents: number;
}

export interface Recount {
  books: Map<string, { bookId: string; title: string; copies: number; revenueCents: number }>;
  categories: Map<string, Sums>;
  months: Map<string, Sums>;
  totals: Sums;
}

const empty = (): Sums => ({ orders: 0, copies: 0, revenueCents: 0 });

/** The months from `from` to `to`, 'YYYY-MM'. */
function months(from: string, to: string): string[] {
  const found: string[] = [];
  for (let at = new Date(`${from.slice(0, 7)}-01T00:00:00Z`); at.toISOString().slice(0, 7) <= to.slice(0, 7);) {
    found.push(at.toISOString().slice(0, 7));
    at = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
  }
  return found;
}

/**
 * The reports' figures counted from the orders themselves: the orders people see, placed on the
 * days `from` to `to`, cancelled ones left out; each line's revenue its price × quantity less its
 * share of the order's discount.
 */
export async function recountSales(orders: mongo.Collection, from: string, to: string): Promise<Recount> {
  const found = await orders
    .find({ status: { $in: ['pending', 'shipped', 'delivered'] }, orderedDay: { $gte: from, $lte: to } })
    .toArray();
  const recount: Recount = {
    books: new Map(),
    categories: new Map(),
    months: new Map(months(from, to).map((month) => [month, empty()])),
    totals: empty(),
  };
  for (const order of found) {
    const lines = order.books as Array<{
      book: { _id: unknown; title: string; category: string };
      quantity: number;
      priceCents: number;
    }>;
    const amounts = lines.map((line) => line.priceCents * line.quantity);
    const shares = splitDiscount(amounts, order.totals?.discountCents ?? 0);
    const month = recount.months.get(String(order.orderedDay).slice(0, 7))!;
    month.orders++;
    recount.totals.orders++;
    const categories = new Set<string>();
    lines.forEach((line, i) => {
      const revenue = amounts[i] - shares[i];
      const id = String(line.book._id);
      const book = recount.books.get(id) ?? { bookId: id, title: line.book.title, copies: 0, revenueCents: 0 };
      book.copies += line.quantity;
      book.revenueCents += revenue;
      recount.books.set(id, book);
      const category = recount.categories.get(line.book.category) ?? empty();
      if (!categories.has(line.book.category)) category.orders++;
      categories.add(line.book.category);
      category.copies += line.quantity;
      category.revenueCents += revenue;
      recount.categories.set(line.book.category, category);
      for (const sums of [month, recount.totals]) {
        sums.copies += line.quantity;
        sums.revenueCents += revenue;
      }
    });
  }
  return recount;
}
