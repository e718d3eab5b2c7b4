import { Injectable, Logger } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { mongo, trusted, Types, type Connection, type Model } from 'mongoose';
import { isVisible } from '../orders/order-states';
import { OrderStatus } from '../orders/order-status';
import { AlsoBoughtOrder, AlsoBoughtPair } from './schemas/also-bought.schema';

/** A pass reads again the orders changed this long before its watermark: instances' clocks differ, writes land late. */
export const WATERMARK_OVERLAP_MS = 5 * 60_000;
/** An order's first this many distinct books make its pairs (n × (n − 1) counts). */
export const MAX_PAIRED_BOOKS = 30;
const WATERMARK = 'watermark';
/** Orders whose records a pass reads in one query. */
const PASS_BATCH = 200;
const DUPLICATE_KEY = 11000;

/** A pair as the driver writes it (`alsobought`). */
interface PairRow {
  _id: string;
  book: Types.ObjectId;
  other: Types.ObjectId;
  n: number;
}

interface OrderRow {
  _id: Types.ObjectId;
  status: string;
  books?: Array<{ book?: { _id?: unknown } }>;
  updatedAt?: Date;
}

/** Whether an order's pairs count: placed (acknowledged) and not cancelled. */
export const pairsCount = (status: string): boolean =>
  isVisible(status as OrderStatus) && status !== OrderStatus.CANCELLED;

/** The distinct books of an order, in line order, at most MAX_PAIRED_BOOKS. */
export function orderBooks(order: Pick<OrderRow, 'books'>): string[] {
  const ids = new Set<string>();
  for (const line of order.books ?? []) if (line.book?._id) ids.add(String(line.book._id));
  return [...ids].slice(0, MAX_PAIRED_BOOKS);
}

/**
 * "Readers who bought this also bought": per pair of books, how many counted orders hold both.
 * A pass (the `also-bought` job) reads the orders changed since its watermark (by the `updatedAt`
 * index, a cursor), and for each whose counting changed flips its record with one conditional
 * update, then adds or takes off its pairs: passes that overlap (two instances, a retry) count
 * each move once, and a pass costs the orders changed since the last, never every order. An
 * order of one book makes no pair and keeps no record.
 */
@Injectable()
export class AlsoBoughtCounts {
  private readonly logger = new Logger(AlsoBoughtCounts.name);

  constructor(
    @InjectModel(AlsoBoughtPair.name) private readonly pairs: Model<AlsoBoughtPair>,
    @InjectModel(AlsoBoughtOrder.name) private readonly records: Model<AlsoBoughtOrder>,
    @InjectConnection() private readonly connection: Connection,
  ) {}

  /** One pass over the orders changed since the watermark; resolves with how many orders' pairs moved. */
  async pass(signal?: AbortSignal): Promise<number> {
    const mark = await this.records.findById(WATERMARK).lean();
    const from = new Date((mark?.at?.getTime() ?? 0) - WATERMARK_OVERLAP_MS);
    // A batch per getMore, so that reading a long overlap never holds the database long between
    // other requests (a filter on the lines would make one getMore read the whole overlap).
    const cursor = this.connection
      .collection<OrderRow>('orders')
      .find({ updatedAt: { $gte: from } }, { projection: { status: 1, 'books.book._id': 1, updatedAt: 1 } })
      .sort({ updatedAt: 1 })
      .batchSize(PASS_BATCH);
    let moved = 0;
    // The newest change read, and the newest of those applied (the watermark moves to that one).
    let read: Date | undefined;
    let newest: Date | undefined;
    let batch: OrderRow[] = [];
    const flush = async () => {
      moved += await this.applyMany(batch);
      batch = [];
      newest = read;
    };
    try {
      for await (const order of cursor) {
        if (signal?.aborted) break;
        if (orderBooks(order).length > 1) batch.push(order);
        if (order.updatedAt && (!read || order.updatedAt > read)) read = order.updatedAt;
        if (batch.length === PASS_BATCH) await flush();
      }
      if (!signal?.aborted) await flush();
    } finally {
      await cursor.close();
    }
    if (newest) await this.records.updateOne({ _id: WATERMARK }, { $max: { at: newest } }, { upsert: true });
    return moved;
  }

  /** The books most often ordered with `bookId`, most first (then by id), at most `limit`. */
  async top(bookId: string, limit: number): Promise<string[]> {
    const rows = await this.pairs
      .find({ book: new Types.ObjectId(bookId), n: trusted({ $gt: 0 }) }, { other: 1 })
      .sort({ n: -1, other: 1 })
      .limit(limit)
      .lean();
    return rows.map((row) => String(row.other));
  }

  /**
   * The orders (each of two books or more) whose record says otherwise than their status, read in one
   * query, each then flipped and moved (`apply`): a pass that reads again the orders of its overlap
   * sends one command for them all, not one or two per order.
   */
  private async applyMany(orders: readonly OrderRow[]): Promise<number> {
    if (!orders.length) return 0;
    const records = await this.records
      .find({ _id: trusted({ $in: orders.map((order) => String(order._id)) }) }, { c: 1 })
      .lean();
    const counted = new Map(records.map((record) => [record._id, record.c === true]));
    let moved = 0;
    for (const order of orders) {
      if ((counted.get(String(order._id)) ?? false) === pairsCount(order.status)) continue;
      if (await this.apply(order)) moved++;
    }
    return moved;
  }

  /**
   * Flips the order's record if its counting changed, then moves its pairs by one; whether it did.
   * One conditional update: counted now, it matches a record not counting or inserts the first one
   * (a record counting already refuses that insert); not counted, it matches a record counting.
   */
  private async apply(order: OrderRow): Promise<boolean> {
    const counts = pairsCount(order.status);
    let flipped: boolean;
    try {
      const result = await this.records.updateOne(
        { _id: String(order._id), c: !counts },
        { $set: { c: counts } },
        { upsert: counts },
      );
      flipped = result.modifiedCount + result.upsertedCount > 0;
    } catch (error) {
      if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
      flipped = false;
    }
    if (!flipped) return false;
    await this.add(orderBooks(order), counts ? 1 : -1);
    return true;
  }

  private pairRows(): mongo.Collection<PairRow> {
    return this.connection.collection<PairRow>(this.pairs.collection.collectionName);
  }

  private async add(books: readonly string[], sign: 1 | -1): Promise<void> {
    const operations: Array<mongo.AnyBulkWriteOperation<PairRow>> = [];
    for (const book of books)
      for (const other of books)
        if (book !== other)
          operations.push({
            updateOne: {
              filter: { _id: `${book}-${other}` },
              update: {
                $inc: { n: sign },
                $setOnInsert: { book: new Types.ObjectId(book), other: new Types.ObjectId(other) },
              },
              upsert: true,
            },
          });
    if (!operations.length) return;
    try {
      await this.pairRows().bulkWrite(operations, { ordered: false });
    } catch (error) {
      // Two passes inserting the same new pair at once: one insert loses; its increment goes again.
      const failed = (error as { writeErrors?: Array<{ index: number; code: number }> }).writeErrors ?? [];
      if (!failed.length || failed.some((write) => write.code !== DUPLICATE_KEY)) throw error;
      this.logger.debug(`${failed.length} pair(s) inserted elsewhere meanwhile: counted again`);
      await this.pairRows().bulkWrite(
        failed.map((write) => operations[write.index]),
        { ordered: false },
      );
    }
  }
}
