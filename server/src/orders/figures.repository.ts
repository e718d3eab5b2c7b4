import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { mongo, Model } from 'mongoose';
import { isDuplicateKey } from '../common/database/duplicate-key';
import { tallyFrom, type Tally } from './figure-tally';
import { daySalesFrom, type DaySales, type SalesUpdate } from './sales-tally';
import { DailyFigures, type DaySummary, type FoldedOrder, FiguresSummary } from './schemas/order-figures.schema';

/** The one summary document. */
const SUMMARY_ID = 'orders';
/**
 * Documents beside the summary, each there once every order was marked for a part of the figures
 * kept after the first (OrderFigures.open): the days' sales, the customers' totals.
 */
export type LaterPart = 'sales' | 'customers';
/** A day's head: its tally and its version, nothing else. */
const HEAD_PROJECTION: Record<string, 1> = {
  version: 1,
  pending: 1,
  shipped: 1,
  delivered: 1,
  cancelled: 1,
  revenueCents: 1,
};

/** What a fold counts of one order: what the day counted of it before, and what it counts now. */
export interface DayFold {
  orderId: string;
  previous: FoldedOrder | undefined;
  next: FoldedOrder;
}

const NO_SALES: SalesUpdate = { inc: {}, set: {} };

/** A day's figures as a fold leaves them: its tally and its version. */
export interface DayHead {
  tally: Tally;
  version: number;
}

/** The sales of one day, with what they count of some of its orders. */
export interface DaySalesFigures extends DaySales {
  day: string;
  orders: Record<string, FoldedOrder>;
}

/** The sales parts a read takes: everything, the totals and categories only, or some books' only. */
export type SalesParts = { books: 'all' | 'none' | readonly string[] };

/** A day's figures with what they count of some of its orders. */
export interface DayFigures extends DayHead {
  day: string;
  orders: Record<string, FoldedOrder>;
}

const headOf = (stored: mongo.Document): DayHead => ({
  tally: tallyFrom(stored),
  version: typeof stored.version === 'number' ? stored.version : 0,
});

/**
 * The only code that reads or writes the dashboard's running figures: a document per day
 * (`dailyfigures`, with what it counts of each of the day's orders) and the summary of every day
 * (`figuressummary`). It holds no rule (OrderFigures has them) and writes through the driver, since
 * order ids and days are keys of the documents.
 */
@Injectable()
export class FiguresRepository {
  constructor(
    @InjectModel(DailyFigures.name) private readonly days: Model<DailyFigures>,
    @InjectModel(FiguresSummary.name) private readonly summaries: Model<FiguresSummary>,
  ) {}

  /** Creates the summary if there is none; true when this call created it (the figures are new). */
  async openSummary(): Promise<boolean> {
    try {
      await this.summaries.collection.insertOne({ _id: SUMMARY_ID, days: {} } as never);
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  /** Whether there is no summary yet: the figures were never set up. */
  async summaryMissing(): Promise<boolean> {
    return (await this.summaries.collection.findOne({ _id: SUMMARY_ID as never }, { projection: { _id: 1 } })) === null;
  }

  /** Whether `part` was never set up over the orders folded before it. */
  async partMissing(part: LaterPart): Promise<boolean> {
    return (await this.summaries.collection.findOne({ _id: part as never }, { projection: { _id: 1 } })) === null;
  }

  /** Records that every order was marked for `part` (a second call changes nothing). */
  async openPart(part: LaterPart): Promise<void> {
    await this.summaries.collection.updateOne({ _id: part as never }, { $setOnInsert: { days: {} } }, { upsert: true });
  }

  /** Every day's summary. */
  async summary(): Promise<Record<string, DaySummary>> {
    const found = await this.summaries.collection.findOne({ _id: SUMMARY_ID as never });
    return (found?.days as Record<string, DaySummary> | undefined) ?? {};
  }

  /** A day's figures with what they count of `orderIds` (only those); null when the day has none. */
  async day(day: string, orderIds: readonly string[]): Promise<DayFigures | null> {
    return (await this.daysOf([day], orderIds))[0] ?? null;
  }

  /** These days' figures (the days that have any), with what they count of `orderIds` (only those). */
  async daysOf(days: readonly string[], orderIds: readonly string[]): Promise<DayFigures[]> {
    if (!days.length) return [];
    const projection: Record<string, 1> = { ...HEAD_PROJECTION };
    for (const id of orderIds) projection[`orders.${id}`] = 1;
    const found = await this.days.collection.find({ _id: { $in: [...days] as never[] } }, { projection }).toArray();
    return found.map((stored) => ({
      day: String(stored._id),
      ...headOf(stored),
      orders: (stored.orders as Record<string, FoldedOrder> | undefined) ?? {},
    }));
  }

  /**
   * The sales of the days `from` to `to` (both included; the days that have any), with what they
   * count of `orderIds` (only those): one small document per day, never the orders.
   */
  async salesBetween(
    from: string,
    to: string,
    orderIds: readonly string[],
    parts: SalesParts,
  ): Promise<DaySalesFigures[]> {
    const projection: Record<string, 1> = { sales: 1, categories: 1 };
    if (parts.books === 'all') projection.books = 1;
    else if (parts.books !== 'none') for (const id of parts.books) projection[`books.${id}`] = 1;
    for (const id of orderIds) projection[`orders.${id}`] = 1;
    const found = await this.days.collection
      .find({ _id: { $gte: from, $lte: to } as never }, { projection })
      .sort({ _id: 1 })
      .toArray();
    return found.map((stored) => ({
      day: String(stored._id),
      ...daySalesFrom(stored as Partial<Record<keyof DaySales, unknown>>),
      orders: (stored.orders as Record<string, FoldedOrder> | undefined) ?? {},
    }));
  }

  /**
   * Counts `next` of an order in its day, adding `change` to the day's tally and `sales` to its
   * sales (sales-tally.ts `salesUpdate`), in one conditional update: only while the day still
   * counts `previous` of it (nothing, when undefined), so of any number of folds of one move
   * exactly one is applied. Returns the day after it, or null when the day counts something else of
   * the order by now (another fold was first: read it again).
   */
  fold(
    day: string,
    orderId: string,
    previous: FoldedOrder | undefined,
    next: FoldedOrder,
    change: Tally,
    sales: SalesUpdate = NO_SALES,
  ): Promise<DayHead | null> {
    return this.foldMany(day, [{ orderId, previous, next }], change, sales);
  }

  /**
   * `fold` for several orders of one day at once, `change` and `sales` being their sums: one update
   * conditional on the day still counting each order's `previous`. Null when it counts something
   * else of one of them by now (fold them one by one).
   */
  async foldMany(
    day: string,
    folds: readonly DayFold[],
    change: Tally,
    sales: SalesUpdate = NO_SALES,
  ): Promise<DayHead | null> {
    const filter: Record<string, unknown> = { _id: day };
    const set: Record<string, unknown> = { ...sales.set };
    for (const { orderId, previous, next } of folds) {
      const at = `orders.${orderId}`;
      filter[`${at}.m`] = previous ? previous.m : { $exists: false };
      if (previous) filter[`${at}.b`] = previous.b ?? { $exists: false };
      set[at] = next.b ? { m: next.m, s: next.s, b: next.b } : { m: next.m, s: next.s };
    }
    try {
      const after = await this.days.collection.findOneAndUpdate(
        filter as mongo.Filter<mongo.Document>,
        { $set: set, $inc: { ...change, ...sales.inc, version: 1 } },
        { upsert: true, returnDocument: 'after', projection: HEAD_PROJECTION },
      );
      return after ? headOf(after) : null;
    } catch (error) {
      // The day is there and counts something else of an order: the upsert's insert was refused.
      if (isDuplicateKey(error)) return null;
      throw error;
    }
  }

  /**
   * The day's summary becomes `head`, unless it already holds that version or a later one (the
   * summary is created if it is missing).
   */
  async summarise(day: string, head: DayHead): Promise<void> {
    const at = `days.${day}`;
    try {
      await this.summaries.collection.updateOne(
        { _id: SUMMARY_ID as never, $or: [{ [`${at}.v`]: { $lt: head.version } }, { [at]: { $exists: false } }] },
        { $set: { [at]: { v: head.version, ...head.tally } } },
        { upsert: true },
      );
    } catch (error) {
      // The summary is there and holds this version of the day or a later one: the insert was refused.
      if (!isDuplicateKey(error)) throw error;
    }
  }
}
