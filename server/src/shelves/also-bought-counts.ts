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
 * each move once, and a pass costs the orders changed since the last, never every order.
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
    const cursor = this.connection
      .collection<OrderRow>('orders')
      .find({ updatedAt: { $gte: from } }, { projection: { status: 1, 'books.book._id': 1, updatedAt: 1 } })
      .sort({ updatedAt: 1 });
    let moved = 0;
    let newest: Date | undefined;
    try {
      for await (const order of cursor) {
        if (signal?.aborted) break;
        if (await this.apply(order)) moved++;
        if (order.updatedAt && (!newest || order.updatedAt > newest)) newest = order.updatedAt;
      }
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

  /** Flips the order's record if its counting changed, then moves its pairs by one; whether it did. */
  private async apply(order: OrderRow): Promise<boolean> {
    const id = String(order._id);
    const counts = pairsCount(order.status);
    if (counts) {
      try {
        await this.records.create({ _id: id, c: false });
      } catch (error) {
        if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
      }
    }
    const flipped = await this.records.updateOne({ _id: id, c: !counts }, { $set: { c: counts } });
    if (!flipped.modifiedCount) return false;
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
