import { OrderStatus } from './order-status';
import { addSales, emptySales, sells, type BookSale, type DaySales } from './sales-tally';

/**
 * The dashboard's figures for a set of orders (one day's, or every day's): how many are in each
 * status, and the revenue of those that count. Pure (no Nest or Mongoose): the running totals
 * (order-figures.ts) and the benchmark that builds them add tallies with these functions only.
 */
export interface Tally {
  pending: number;
  shipped: number;
  delivered: number;
  cancelled: number;
  /** The sum of totalCents over the orders that count (every status but cancelled). */
  revenueCents: number;
}

export const TALLY_FIELDS = ['pending', 'shipped', 'delivered', 'cancelled', 'revenueCents'] as const;

export const EMPTY_TALLY: Readonly<Tally> = { pending: 0, shipped: 0, delivered: 0, cancelled: 0, revenueCents: 0 };

/** What one order adds to its day: one in its status, and its total unless it was cancelled (none: nothing). */
export function tallyOf(status: OrderStatus | undefined, totalCents: number): Tally {
  if (!status) return { ...EMPTY_TALLY };
  return {
    ...EMPTY_TALLY,
    [status]: 1,
    revenueCents: status === OrderStatus.CANCELLED ? 0 : totalCents,
  };
}

export const addTallies = (a: Tally, b: Tally): Tally => ({
  pending: a.pending + b.pending,
  shipped: a.shipped + b.shipped,
  delivered: a.delivered + b.delivered,
  cancelled: a.cancelled + b.cancelled,
  revenueCents: a.revenueCents + b.revenueCents,
});

/** What changes when an order of `totalCents` goes from `before` (none: not counted yet) to `after`. */
export const tallyChange = (before: OrderStatus | undefined, after: OrderStatus, totalCents: number): Tally => {
  const was = tallyOf(before, totalCents);
  const is = tallyOf(after, totalCents);
  return {
    pending: is.pending - was.pending,
    shipped: is.shipped - was.shipped,
    delivered: is.delivered - was.delivered,
    cancelled: is.cancelled - was.cancelled,
    revenueCents: is.revenueCents - was.revenueCents,
  };
};

/** The orders that count (acknowledged and not cancelled). */
export const countedOrders = (tally: Tally): number => tally.pending + tally.shipped + tally.delivered;

/** A tally's fields read from a stored document (missing ones as 0). */
export function tallyFrom(stored: Partial<Record<keyof Tally, unknown>> | null | undefined): Tally {
  const read = (field: keyof Tally) => (typeof stored?.[field] === 'number' ? (stored[field] as number) : 0);
  return {
    pending: read('pending'),
    shipped: read('shipped'),
    delivered: read('delivered'),
    cancelled: read('cancelled'),
    revenueCents: read('revenueCents'),
  };
}

/** An order as the figures count it. */
export interface CountedOrder {
  id: string;
  /** Its `orderedDay`. */
  day: string;
  status: OrderStatus;
  totalCents: number;
  /** Its moves so far (`statusHistory` length). */
  moves: number;
  /** What it sells of each book (sales-tally.ts `salesOf`), for the reports' part of its day. */
  sales?: readonly BookSale[];
}

/** One day's stored figures (`dailyfigures`, schemas/order-figures.schema.ts). */
export type StoredDay = Tally &
  Partial<DaySales> & { _id: string; version: number; orders: Record<string, { m: number; s: OrderStatus; b?: 1 }> };

/**
 * The stored figures of these orders with every move counted, as folding each once leaves them:
 * a document per day (with the sales of the orders given theirs), and the summary's days. For loading orders in bulk with their figures (the
 * history benchmark, tests) without folding them one by one.
 */
export function figuresOf(orders: Iterable<CountedOrder>): {
  days: StoredDay[];
  summary: Record<string, Tally & { v: number }>;
} {
  const days = new Map<string, StoredDay>();
  for (const order of orders) {
    const day = days.get(order.day) ?? { _id: order.day, ...EMPTY_TALLY, version: 0, orders: {} };
    Object.assign(day, addTallies(day, tallyOf(order.status, order.totalCents)));
    day.version++;
    day.orders[order.id] = { m: order.moves, s: order.status };
    if (order.sales) {
      const sales = addSales({ ...emptySales(), ...day } as DaySales, order.sales, sells(order.status) ? 1 : 0);
      Object.assign(day, { sales: sales.sales, books: sales.books, categories: sales.categories });
      day.orders[order.id].b = 1;
    }
    days.set(order.day, day);
  }
  const summary: Record<string, Tally & { v: number }> = {};
  for (const day of days.values()) summary[day._id] = { v: day.version, ...tallyFrom(day) };
  return { days: [...days.values()], summary };
}
