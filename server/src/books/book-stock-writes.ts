import type { Logger } from '@nestjs/common';
import { performance } from 'node:perf_hooks';
import { Types, type UpdateQuery } from 'mongoose';
import type { EventBus } from '../common/events/event-bus';
import { isObjectIdString } from '../common/http/parse-object-id.pipe';
import { BookStockChanged } from './book-events';
import {
  bookNotFound,
  insufficientStock,
  SNAPSHOT_FIELDS,
  toSnapshot,
  type BookSnapshot,
  type CheckedLines,
  type StockLine,
  type StockOptions,
  type TakenLine,
} from './book-stock';
import type { BooksRepository } from './books.repository';
import type { Book as BookRecord } from './schemas/book.schema';

/** A conditional take that found too little stock is retried this often when a re-read shows enough again. */
const TAKE_ATTEMPTS = 3;
/** What a take reads back: the book as the order keeps it, and the stock. */
const TAKE_PROJECTION = Object.fromEntries([...SNAPSHOT_FIELDS.split(' '), 'stock'].map((field) => [field, 1]));

/**
 * BooksService's stock changes (the rules are documented there): each is one conditional
 * single-document update of the repository, whose result is published (`BookStockChanged`, with
 * the stock the update returned) before the change returns. A take is decided by the database's
 * `stock >= quantity`, never by what a reader holds.
 */
export class StockWrites {
  constructor(
    private readonly books: BooksRepository,
    private readonly events: EventBus,
    private readonly logger: Pick<Logger, 'error'>,
  ) {}

  /** Takes every line, or none: the lines taken before one that fails are put back. */
  async takeAll(lines: CheckedLines, reservation?: string): Promise<TakenLine[]> {
    const taken: TakenLine[] = [];
    try {
      for (const line of lines) taken.push({ book: await this.take(line, reservation), quantity: line.quantity });
      return taken;
    } catch (error) {
      await this.putBack(
        taken.map(({ book, quantity }) => ({ bookId: book._id, quantity })),
        reservation,
      );
      throw error;
    }
  }

  /** Puts every line back: by receipt (`restock`), by reservation marker, or simply. */
  async returnAll(lines: CheckedLines, options: StockOptions): Promise<void> {
    if (options.restock) {
      // Receipts make each book's return independent of the others: they go together.
      const { restock } = options;
      const returned = await Promise.allSettled(
        lines.map(({ bookId, quantity }) => this.restock(bookId, quantity, restock)),
      );
      const failed = returned.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
      return;
    }
    for (const { bookId, quantity } of lines) {
      if (options.reservation) await this.returnReserved(bookId, options.reservation);
      else await this.add(bookId, quantity);
    }
  }

  /** One `$pull` on each of these books (malformed ids skipped, repeats merged), in one bulk write. */
  async pullFromEach(bookIds: readonly string[], pull: UpdateQuery<BookRecord>['$pull']): Promise<void> {
    const ids = [...new Set(bookIds.filter(isObjectIdString).map((bookId) => bookId.toLowerCase()))];
    if (ids.length) await this.books.pullFromEach(ids, pull);
  }

  /** Every reservation some book still holds, with the books holding it. */
  async heldReservations(): Promise<Map<string, string[]>> {
    const records = await this.books.withReservations();
    const held = new Map<string, string[]>();
    for (const record of records) {
      for (const { order } of record.reservations ?? [])
        held.set(order, [...(held.get(order) ?? []), String(record._id)]);
    }
    return held;
  }

  /** Takes one line, or throws NOT_FOUND or INSUFFICIENT_STOCK with what the book has now. */
  async take({ bookId, quantity }: StockLine, reservation?: string): Promise<BookSnapshot> {
    if (!isObjectIdString(bookId)) throw bookNotFound();
    const _id = new Types.ObjectId(bookId);
    // A sale is recorded on the book in its own update, for the low-stock emails (low-stock-alerts.ts).
    const soldAt = new Date();
    for (let attempt = 1; ; attempt++) {
      const startedAt = performance.now();
      const after = await this.books.take(_id, quantity, { reservation, soldAt }, TAKE_PROJECTION);
      if (after) {
        await this.events.publish(new BookStockChanged(bookId, after.stock as number, startedAt, -quantity, soldAt));
        return toSnapshot(after as unknown as Parameters<typeof toSnapshot>[0]);
      }
      const now = await this.books.findById<{ title: string; stock: number }>(bookId, 'title stock');
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
    const holder = await this.books.findById<{ reservations?: Array<{ order: string; quantity: number }> }>(bookId, {
      reservations: 1,
    });
    const held = holder?.reservations?.find((marker) => marker.order === reservation);
    if (!held) return;
    const startedAt = performance.now();
    const after = await this.books.returnReservation(bookId, reservation, held.quantity);
    if (after) await this.events.publish(new BookStockChanged(bookId, after.stock, startedAt, held.quantity));
  }

  /**
   * Gives a cancelled order's copies back to a book once: the update is conditional on the book
   * holding no receipt for the order and records one, so a second call, or one racing it, changes
   * nothing (a deleted book is skipped).
   */
  async restock(bookId: string, quantity: number, order: string): Promise<void> {
    const startedAt = performance.now();
    const after = await this.books.restockOnce(bookId, quantity, order);
    if (after) await this.events.publish(new BookStockChanged(bookId, after.stock, startedAt, quantity));
  }

  /** Puts copies back into a book's stock (a deleted book is skipped). */
  async add(bookId: string, quantity: number): Promise<void> {
    const startedAt = performance.now();
    const after = await this.books.addCopies(bookId, quantity);
    if (after) await this.events.publish(new BookStockChanged(bookId, after.stock, startedAt, quantity));
  }
}
