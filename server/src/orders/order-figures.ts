import { Injectable } from '@nestjs/common';
import type { Types } from 'mongoose';
import { CustomerTotals } from './customer-totals';
import { addTallies, countedOrders, EMPTY_TALLY, tallyChange, tallyFrom, type Tally } from './figure-tally';
import {
  type DayFigures,
  type DayFold,
  FiguresRepository,
  type DayHead,
  type DaySalesFigures,
  type SalesParts,
} from './figures.repository';
import { utcDay } from './order-filters';
import { isVisible } from './order-states';
import type { OrderStatus } from './order-status';
import { OrdersRepository, type FiguresDueHead, type FiguresDueOrder } from './orders.repository';
import { addSales, mergeSalesUpdates, salesOf, salesSign, salesUpdate, sells, type SalesUpdate } from './sales-tally';
import type { FoldedOrder } from './schemas/order-figures.schema';

export interface OrderTotals {
  /** Orders that count: acknowledged and not cancelled. */
  orders: number;
  /** Their total, in cents. */
  revenueCents: number;
  pending: number;
  /** Cancelled orders, counted on their own: they are in neither `orders` nor the revenue. */
  cancelled: number;
}

export interface DayRevenue {
  date: string;
  revenueCents: number;
  orders: number;
}

/** Due orders folded per pass at most. */
export const FOLD_BATCH = 100;
/** A fold that loses this many races in a row is left to the next pass. */
const FOLD_ATTEMPTS = 5;

const movesOf = (order: FiguresDueHead) => order.statusHistory.length;
/** What a day counts of an order's sales: its sales in the status counted, if the day holds them (`b`). */
const soldBefore = (previous: FoldedOrder | undefined): boolean => !!previous?.b && sells(previous.s);
/** Whether a day's record of an order already counts this move and its sales (a newer move counts as done). */
const countsAlready = (previous: FoldedOrder | undefined, moves: number): boolean =>
  !!previous && (previous.m > moves || (previous.m === moves && !!previous.b));

/**
 * The dashboard's figures as running totals, so that reading them costs the same at any number of
 * orders. Every move people see marks its order `figuresDue` in the move's own update
 * (order-moves.ts); a fold then counts the move in the day the order was placed (`dailyfigures`,
 * FiguresRepository) with one conditional update that holds, per order, how many of its moves the
 * day counts: a fold applies only over the counts it read, so a move is counted once however many
 * folds race or repeat after a crash. The orders of one day waiting together are folded by one
 * update (one by one when another fold came first). The day's new tally goes into the summary of every day
 * (`figuressummary`, a newer version of a day replacing an older one), and only then does the mark
 * go (unless the order moved again). Reads take the summary, with the days and orders still marked
 * read as they are now, so a figure is exact as soon as the move is written. Cancelled orders earn
 * nothing: they are left out of the revenue, the order count, the average and the chart, and
 * counted on their own. OrderFiguresRelay decides when to fold.
 */
@Injectable()
export class OrderFigures {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly figures: FiguresRepository,
    private readonly customers: CustomerTotals,
  ) {}

  /** Each day's tally, exact now (days without orders are absent). */
  async tallies(): Promise<Map<string, Tally>> {
    // In this order: a move folded between two reads is then either still marked when the orders
    // are read, or in the summary read last.
    const due = await this.orders.figuresDueHeads();
    const dueDays = await this.figures.daysOf(
      [...new Set(due.map((order) => order.orderedDay))],
      due.map((order) => String(order._id)),
    );
    const summary = await this.figures.summary();
    const tallies = new Map(Object.entries(summary).map(([day, stored]) => [day, tallyFrom(stored)]));
    for (const day of dueDays) tallies.set(day.day, day.tally);
    const counted = new Map(dueDays.map((day) => [day.day, day.orders]));
    for (const order of due) {
      if (!isVisible(order.status)) continue;
      const previous = counted.get(order.orderedDay)?.[String(order._id)];
      if (previous && previous.m >= movesOf(order)) continue;
      const change = tallyChange(previous?.s, order.status, order.totalCents);
      tallies.set(order.orderedDay, addTallies(tallies.get(order.orderedDay) ?? EMPTY_TALLY, change));
    }
    return tallies;
  }

  /** Every order people see, by status, with the revenue of those that count. */
  async counts(): Promise<Tally> {
    return [...(await this.tallies()).values()].reduce(addTallies, { ...EMPTY_TALLY });
  }

  /** The totals, and revenue and orders per UTC day for the last `days` days (today included), oldest first. */
  async dashboard(days: number, now = new Date()): Promise<{ totals: OrderTotals; revenueByDay: DayRevenue[] }> {
    const tallies = await this.tallies();
    const all = [...tallies.values()].reduce(addTallies, { ...EMPTY_TALLY });
    const dates = Array.from({ length: days }, (_, i) => utcDay(new Date(now.getTime() - (days - 1 - i) * 86_400_000)));
    return {
      totals: {
        orders: countedOrders(all),
        revenueCents: all.revenueCents,
        pending: all.pending,
        cancelled: all.cancelled,
      },
      revenueByDay: dates.map((date) => {
        const tally = tallies.get(date) ?? EMPTY_TALLY;
        return { date, revenueCents: tally.revenueCents, orders: countedOrders(tally) };
      }),
    };
  }

  /**
   * The sales of the days `from` to `to` (both included), exact now: the stored days (only those
   * with sales), with the moves of orders still marked added as the folds will add them. `parts`
   * says which books to read (the stored days hold every book sold that day).
   */
  async sales(from: string, to: string, parts: SalesParts): Promise<DaySalesFigures[]> {
    // In this order, as in `tallies`: a move folded between the two reads is in the day read last.
    const due = (await this.orders.figuresDue()).filter(
      (order) => isVisible(order.status) && order.orderedDay >= from && order.orderedDay <= to,
    );
    const days = await this.figures.salesBetween(
      from,
      to,
      due.map((order) => String(order._id)),
      parts,
    );
    const byDay = new Map(days.map((day) => [day.day, day]));
    for (const order of due) {
      const day = byDay.get(order.orderedDay) ?? {
        day: order.orderedDay,
        sales: { o: 0, c: 0, r: 0 },
        books: {},
        categories: {},
        orders: {},
      };
      const previous = day.orders[String(order._id)];
      if (countsAlready(previous, movesOf(order))) continue;
      const wanted = parts.books;
      const sales = salesOf(order).filter(
        (sale) => wanted === 'all' || wanted === 'none' || wanted.includes(sale.bookId),
      );
      addSales(day, sales, salesSign(soldBefore(previous), sells(order.status as OrderStatus)));
      if (wanted === 'none') day.books = {};
      byDay.set(day.day, day);
    }
    return [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day));
  }

  /**
   * Counts the latest moves of up to `limit` marked orders: each in its day, then each day's tally
   * into the summary once, then the marks go. Returns how many orders were counted.
   */
  async foldDue(limit = FOLD_BATCH): Promise<number> {
    const due = (await this.orders.figuresDue(limit)).filter((order) => isVisible(order.status));
    if (!due.length) return 0;
    const byDay = new Map<string, FiguresDueOrder[]>();
    for (const order of due) byDay.set(order.orderedDay, [...(byDay.get(order.orderedDay) ?? []), order]);
    const ids = due.map((order) => String(order._id));
    const days = new Map((await this.figures.daysOf([...byDay.keys()], ids)).map((day) => [day.day, day]));
    const counted: FiguresDueOrder[] = [];
    for (const [day, orders] of byDay) {
      let head = await this.foldDay(day, orders, days.get(day));
      if (head) counted.push(...orders);
      else {
        // A fold of one of them came first (another pass): one by one, each over what the day counts now.
        for (const order of orders) {
          const one = await this.fold(order);
          if (!one) continue;
          if (!head || one.version > head.version) head = one;
          counted.push(order);
        }
      }
      if (head) await this.figures.summarise(day, head);
    }
    // The customers' totals count them too before the marks go (those that lost too many races keep theirs).
    const inTotals = await this.customers.fold(counted);
    const done = counted.filter((order) => inTotals.has(String(order._id)));
    await this.orders.figuresCountedMany(
      done.map((order) => ({ id: order._id as Types.ObjectId, moves: movesOf(order) })),
    );
    return done.length;
  }

  /**
   * Counts the latest moves of a day's orders with one update over what `known` (the day as read)
   * counts of them; the day after it, or null when the day counts something else of one by now.
   */
  private async foldDay(
    day: string,
    orders: readonly FiguresDueOrder[],
    known: DayFigures | undefined,
  ): Promise<DayHead | null> {
    const folds: DayFold[] = [];
    let change: Tally = { ...EMPTY_TALLY };
    let sales: SalesUpdate = { inc: {}, set: {} };
    for (const order of orders) {
      const orderId = String(order._id);
      const previous = known?.orders[orderId];
      const next: FoldedOrder = { m: movesOf(order), s: order.status as FoldedOrder['s'], b: 1 };
      if (known && countsAlready(previous, next.m)) continue; // counted already: only its mark is left
      folds.push({ orderId, previous, next });
      change = addTallies(change, tallyChange(previous?.s, next.s, order.totalCents));
      sales = mergeSalesUpdates(sales, salesUpdate(salesOf(order), salesSign(soldBefore(previous), sells(next.s))));
    }
    if (!folds.length) return known ?? null;
    return this.figures.foldMany(day, folds, change, sales);
  }

  /** Counts the latest move of one order if its figures are due; false when a fold is still left to do. */
  async foldOne(id: string): Promise<boolean> {
    const order = await this.orders.figuresDueOf(id);
    if (!order || !isVisible(order.status)) return true;
    const head = await this.fold(order);
    if (!head) return false;
    await this.figures.summarise(order.orderedDay, head);
    if (!(await this.customers.fold([order])).size) return false;
    await this.orders.figuresCounted(order._id as Types.ObjectId, movesOf(order));
    return true;
  }

  /**
   * Sets the figures (and then the sales, and then the customers' totals) up over the orders placed
   * before them, once: every order people see is marked due, then the summary is created (a crash in
   * between marks them again at the next start, and a mark on an order already counted changes
   * nothing). The relay then counts them.
   */
  async open(): Promise<void> {
    if (await this.figures.summaryMissing()) {
      await this.orders.allFiguresDue();
      await this.figures.openSummary();
    }
    // The same once for each part kept later, over orders counted before it: each such order is
    // folded again, adding what the part lacks only (for the sales its day's record has no `b`, for
    // the customers' totals they hold no record of it; its day's tally is unchanged).
    for (const part of ['sales', 'customers'] as const) {
      if (await this.figures.partMissing(part)) {
        await this.orders.allFiguresDue();
        await this.figures.openPart(part);
      }
    }
  }

  /** The order's move counted in its day (or found counted already); the day after it, or null after too many lost races. */
  private async fold(order: FiguresDueOrder): Promise<DayHead | null> {
    const id = String(order._id);
    const next: FoldedOrder = { m: movesOf(order), s: order.status as FoldedOrder['s'], b: 1 };
    const sold = salesOf(order);
    for (let attempt = 0; attempt < FOLD_ATTEMPTS; attempt++) {
      const day = await this.figures.day(order.orderedDay, [id]);
      const previous = day?.orders[id];
      if (day && countsAlready(previous, next.m)) return day;
      const change = tallyChange(previous?.s, next.s, order.totalCents);
      const sales = salesUpdate(sold, salesSign(soldBefore(previous), sells(next.s)));
      const head = await this.figures.fold(order.orderedDay, id, previous, next, change, sales);
      if (head) return head;
    }
    return null;
  }
}
