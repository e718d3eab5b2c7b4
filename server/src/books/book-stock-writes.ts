import type { Logger } from '@nestjs/common';
import { performance } from 'node:perf_hooks';
import { mongo, trusted, Types, type Model } from 'mongoose';
import type { EventBus } from '../common/events/event-bus';
import { isObjectIdString } from '../common/http/parse-object-id.pipe';
import { BookStockChanged } from './book-events';
import {
  bookNotFound,
  insufficientStock,
  SNAPSHOT_FIELDS,
  toSnapshot,
  type BookSnapshot,
  type StockLine,
} from './book-stock';
import type { Book as BookRecord, StockLowered } from './schemas/book.schema';

/** A conditional take that found too little stock is retried this often when a re-read shows enough again. */
const TAKE_ATTEMPTS = 3;
/** What a take reads back: the book as the order keeps it, and the stock. */
const TAKE_PROJECTION = Object.fromEntries([...SNAPSHOT_FIELDS.split(' '), 'stock'].map((field) => [field, 1]));
/** What a stock change reads back: the stock, for the catalogue's readers. */
const STOCK_ONLY = { stock: 1 } as const;

/**
 * The database side of BooksService's stock changes (the rules are documented there): each is
 * one conditional single-document update, whose result is published (`BookStockChanged`, with
 * the stock the update returned) before the change returns. A take is decided by the database's
 * `stock >= quantity`, never by what a reader holds.
 */
export class StockWrites {
  constructor(
    private readonly books: Model<BookRecord>,
    private readonly events: EventBus,
    private readonly logger: Pick<Logger, 'error'>,
  ) {}

  /**
   * Books with at most `threshold` copies whose stock a sale or the admin's edit lowered at or
   * after `since`, with that record (`updatedAt` is stamped by the same update: its index narrows the read).
   */
  loweredSince(threshold: number, since: Date, fields: string) {
    return this.books
      .find(
        {
          updatedAt: trusted({ $gte: since }),
          'stockLowered.at': trusted({ $gte: since }),
          stock: trusted({ $lte: threshold }),
        },
        `${fields} stockLowered`,
      )
      .lean<Array<BookRecord & { _id: unknown; stockLowered: StockLowered }>>();
  }

  /** Every reservation some book still holds, with the books holding it. */
  async heldReservations(): Promise<Map<string, string[]>> {
    const records = await this.books
      .find({ 'reservations.order': trusted({ $exists: true }) }, { reservations: 1 })
      .lean<Array<{ _id: unknown; reservations?: Array<{ order: string }> }>>();
    const held = new Map<string, string[]>();
    for (const record of records) {
      for (const { order } of record.reservations ?? [])
        held.set(order, [...(held.get(order) ?? []), String(record._id)]);
    }
    return held;
  }

  /** Takes one line, or throws NOT_FOUND or INSUFFICIENT_STOCK with what the book has now. */
  async take({ bookId, quantity }: StockLine, reservation?: string): Promise<BookSnapshot> {
    // Every order sends one take per line: it goes through the driver, with the filter and update
    // Mongoose would have sent (the id as an ObjectId, `updatedAt` as its timestamps stamp it).
    if (!isObjectIdString(bookId)) throw bookNotFound();
    const _id = new Types.ObjectId(bookId);
    const filter = reservation ? { 'reservations.order': { $ne: reservation } } : {};
    // A sale is recorded on the book in its own update, for the low-stock emails (low-stock-alerts.ts).
    const soldAt = new Date();
    const update: mongo.Document = {
      $inc: { stock: -quantity },
      $set: { updatedAt: soldAt, stockLowered: { at: soldAt, by: 'sale' } },
    };
    if (reservation) update.$push = { reservations: { order: reservation, quantity } };
    for (let attempt = 1; ; attempt++) {
      const startedAt = performance.now();
      const after = await this.books.collection.findOneAndUpdate(
        { _id, stock: { $gte: quantity }, ...filter },
        update as mongo.UpdateFilter<mongo.Document>,
        { returnDocument: 'after', projection: TAKE_PROJECTION },
      );
      if (after) {
        await this.events.publish(new BookStockChanged(bookId, after.stock as number, startedAt, -quantity, soldAt));
        return toSnapshot(after as unknown as Parameters<typeof toSnapshot>[0]);
      }
      const now = await this.books.findById(bookId, 'title stock').lean();
      if (!now) throw bookNotFound();
      // Enough again (copies put back meanwhile): try once more rather than refuse.
      if (now.stock < quantity || attempt >= TAKE_ATTEMPTS) throw insufficientStock(now.title, now.stock, quantity);
    }
  }

  /** Puts back what a failed take had taken; a failure here is logged, the take's own error wins. */
  async putBack(lines: StockLine[], reservation?: string): Promise<void> {
    for (const { bookId, quantity } of lines) {
      try {
        if (reservation) await this.returnReserved(bookId, reservation);
        else await this.add(bookId, quantity);
      } catch (error) {
        this.logger.error(`Could not put back ${quantity} of book ${bookId}: ${(error as Error).message}`);
      }
    }
  }

  /**
   * Gives a book back the copies a reservation recorded on it, and drops the marker, in one
   * update conditional on that very marker: a second call, or one racing it, changes nothing.
   */
  async returnReserved(bookId: string, reservation: string): Promise<void> {
    const holder = await this.books
      .findById(bookId, { reservations: 1 })
      .lean<{ reservations?: Array<{ order: string; quantity: number }> }>();
    const held = holder?.reservations?.find((marker) => marker.order === reservation);
    if (!held) return;
    // findOneAndUpdate rather than updateOne: the local engine answers the latter with a
    // condition on an array by scanning the whole collection.
    const startedAt = performance.now();
    const after = await this.books
      .findOneAndUpdate(
        { _id: bookId, reservations: { order: reservation, quantity: held.quantity } },
        { $inc: { stock: held.quantity }, $pull: { reservations: { order: reservation, quantity: held.quantity } } },
        { new: true, projection: STOCK_ONLY },
      )
      .lean();
    if (after) await this.events.publish(new BookStockChanged(bookId, after.stock, startedAt, held.quantity));
  }

  /**
   * Gives a cancelled order's copies back to a book once: the update is conditional on the book
   * holding no receipt for the order and records one, so a second call, or one racing it, changes
   * nothing (a deleted book is skipped).
   */
  async restock(bookId: string, quantity: number, order: string): Promise<void> {
    const startedAt = performance.now();
    const after = await this.books
      .findOneAndUpdate(
        { _id: bookId, restocks: trusted({ $ne: order }) },
        { $inc: { stock: quantity }, $push: { restocks: order } },
        { new: true, projection: STOCK_ONLY },
      )
      .lean();
    if (after) await this.events.publish(new BookStockChanged(bookId, after.stock, startedAt, quantity));
  }

  /** Puts copies back into a book's stock (a deleted book is skipped). */
  async add(bookId: string, quantity: number): Promise<void> {
    const startedAt = performance.now();
    const after = await this.books
      .findOneAndUpdate({ _id: bookId }, { $inc: { stock: quantity } }, { new: true, projection: STOCK_ONLY })
      .lean();
    if (after) await this.events.publish(new BookStockChanged(bookId, after.stock, startedAt, quantity));
  }
}
