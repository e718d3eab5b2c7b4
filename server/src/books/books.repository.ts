import { type AuditSource, auditSourceOf } from '../common/audit/audit-source';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, mongo, trusted, Types, type FilterQuery, type UpdateQuery } from 'mongoose';
import { countMatching } from '../common/pagination/count-up-to';
import { paginate, type LeanRecord, type PageRequest } from '../common/pagination/paginate';
import type { Connection } from '../common/pagination/paginated';
import { CATALOGUE_FIELDS, type CatalogueRecord } from './catalogue-index';
import { Book as BookRecord, type StockLowered } from './schemas/book.schema';

/** A projection: space-separated field names, or `{ field: 1 }`. */
type Fields = string | Record<string, 1>;
type StoredBook = LeanRecord<BookRecord>;

/** What a bulk insert stored, and the write error of each document it did not (by its index in the batch). */
export interface InsertedBooks {
  inserted: CatalogueRecord[];
  writeErrors: Array<{ index: number }>;
}

/**
 * The books collection's queries and commands, and nothing else: which books, which fields,
 * which conditions and what a write means all come from the caller. BooksService (with its
 * StockWrites) is the one writer, and decides; the catalogue's readers (CatalogueDatabase, the
 * index's CatalogueMirror) and the import's matching read through here. No other class holds
 * the books Model.
 *
 * The commands every order sends (a take, releasing its markers) go through the driver
 * (`Model.collection`) with what Mongoose would have sent (docs/architecture.md "A request, REST or
 * GraphQL", step 5; `orders-driver-writes.e2e-spec.ts` compares the two).
 */
@Injectable()
export class BooksRepository {
  constructor(@InjectModel(BookRecord.name) private readonly books: Model<BookRecord>) {}

  // Reads

  findById<T = StoredBook>(id: string, fields: Fields): Promise<T | null> {
    return this.books.findById(id, fields).lean<T>().exec();
  }

  /** The books with these ids (one `$in` query), in no particular order. */
  findByIds<T = StoredBook>(ids: readonly string[], fields: Fields): Promise<T[]> {
    return this.books
      .find({ _id: trusted({ $in: ids }) }, fields)
      .lean<T[]>()
      .exec();
  }

  /** The books matching a filter (the shoppers' search on the database: every match, to rank and count). */
  findWhere<T = StoredBook>(filter: FilterQuery<BookRecord>, fields: Fields, limit = 0): Promise<T[]> {
    return this.books.find(filter, fields).sort({ titleKey: 1, _id: 1 }).limit(limit).lean<T[]>().exec();
  }

  /** Every book, read from a lean cursor `batchSize` at a time (close it when leaving early). */
  cursor<T = StoredBook>(fields: Fields, batchSize: number, sort?: Record<string, 1 | -1>) {
    const query = this.books.find({}, fields);
    return (sort ? query.sort(sort) : query).lean<T[]>().cursor({ batchSize });
  }

  /** One page of `paginate` (common/pagination) over the books. */
  page<TNode>(request: PageRequest<BookRecord>, toNode: (record: StoredBook) => TNode): Promise<Connection<TNode>> {
    return paginate(this.books, request, toNode);
  }

  /** How many books each category has, by category name. */
  categoryCounts(): Promise<Array<{ _id: string; count: number }>> {
    return this.books.aggregate<{ _id: string; count: number }>([
      { $group: { _id: '$category', count: { $sum: 1 } } },
      { $sort: { _id: 1 } },
    ]);
  }

  async isEmpty(): Promise<boolean> {
    return (await this.books.exists({})) === null;
  }

  /** How many books there are (one `count` command: `countDocuments` read every book on the embedded engine). */
  count(): Promise<number> {
    return countMatching(this.books, {});
  }

  /** How many books have at most `stock` copies (answered from the stock index's entries). */
  countWithStockAtMost(stock: number): Promise<number> {
    return countMatching(this.books, { stock: trusted({ $lte: stock }) });
  }

  /** Up to `limit` books with at most `stock` copies, the fewest first, then by title. */
  fewestInStock(stock: number, limit: number, fields: string): Promise<StoredBook[]> {
    return this.books
      .find({ stock: trusted({ $lte: stock }) }, fields)
      .sort({ stock: 1, titleKey: 1, _id: 1 })
      .limit(limit)
      .lean<StoredBook[]>()
      .exec();
  }

  /**
   * Books with at most `stock` copies whose `stockLowered` is at or after `since`, with it
   * (`updatedAt` is stamped by the same update: its index narrows the read).
   */
  loweredSince(stock: number, since: Date, fields: string) {
    return this.books
      .find(
        {
          updatedAt: trusted({ $gte: since }),
          'stockLowered.at': trusted({ $gte: since }),
          stock: trusted({ $lte: stock }),
        },
        `${fields} stockLowered`,
      )
      .lean<Array<StoredBook & { stockLowered: StockLowered }>>()
      .exec();
  }

  /** The books holding any reservation marker, with their markers. */
  withReservations() {
    return this.books
      .find({ 'reservations.order': trusted({ $exists: true }) }, { reservations: 1 })
      .lean<Array<{ _id: unknown; reservations?: Array<{ order: string }> }>>()
      .exec();
  }

  /** Every distinct cover reference. */
  images(): Promise<string[]> {
    return this.books.distinct('image').exec();
  }

  // Writes

  /** Inserts one book (Mongoose's validation, defaults and timestamps); the stored document. */
  async insert(book: Partial<BookRecord>): Promise<CatalogueRecord> {
    return (await this.books.create(book)).toObject<CatalogueRecord>();
  }

  /**
   * Inserts each document on its own (unordered): one that fails leaves the others stored. The
   * documents stored, and the write error of each the database refused. A document Mongoose's
   * validation refuses is in neither (compare the ids).
   */
  async insertEach(books: ReadonlyArray<Record<string, unknown>>): Promise<InsertedBooks> {
    try {
      const inserted = await this.books.insertMany(books, { ordered: false });
      return { inserted: inserted.map((doc) => doc.toObject<CatalogueRecord>()), writeErrors: [] };
    } catch (error) {
      const { insertedDocs, writeErrors } = error as {
        insertedDocs?: Array<{ toObject<T>(): T }>;
        writeErrors?: Array<{ index: number }>;
      };
      if (!insertedDocs || !writeErrors) throw error;
      return { inserted: insertedDocs.map((doc) => doc.toObject<CatalogueRecord>()), writeErrors };
    }
  }

  /**
   * One update of the book `id`, only while it still has `condition` (a stock, say); with the
   * schema's validators. The document before it (`CATALOGUE_FIELDS`), or null when no book matched.
   */
  updateWhere(id: string, condition: { stock?: number; updatedAt?: Date }, update: UpdateQuery<BookRecord>) {
    return this.books
      .findOneAndUpdate({ _id: id, ...condition }, update, {
        new: false,
        runValidators: true,
        projection: CATALOGUE_FIELDS,
      })
      .lean<CatalogueRecord>()
      .exec();
  }

  /** A new ticket for a recount of the book's reviews (`BooksService.setRating`); null when the book is gone. */
  async nextRatingTicket(id: string): Promise<number | null> {
    const book = await this.books
      .findOneAndUpdate({ _id: id }, { $inc: { ratingTicket: 1 } }, { new: true, projection: { ratingTicket: 1 } })
      .lean<{ ratingTicket: number }>()
      .exec();
    return book?.ratingTicket ?? null;
  }

  /**
   * Writes a recount's totals unless a recount with a later ticket was written already: the book
   * after it (`CATALOGUE_FIELDS`), or null.
   */
  setRatingIfLatest(
    id: string,
    ticket: number,
    totals: { ratingCount: number; ratingTotal: number; ratingKey: number },
  ) {
    return this.books
      .findOneAndUpdate(
        { _id: id, $or: [{ ratingApplied: trusted({ $lt: ticket }) }, { ratingApplied: trusted({ $exists: false }) }] },
        { $set: { ...totals, ratingApplied: ticket } },
        { new: true, runValidators: true, projection: CATALOGUE_FIELDS },
      )
      .lean<CatalogueRecord>()
      .exec();
  }

  /** Books stored before ratings get empty totals, so that the rating sort reads a key on every book. */
  async fillRatings(): Promise<number> {
    const { modifiedCount } = await this.books
      .updateMany(
        { ratingKey: trusted({ $exists: false }) },
        { $set: { ratingCount: 0, ratingTotal: 0, ratingKey: 0 } },
        { timestamps: false },
      )
      .exec();
    return modifiedCount;
  }

  /** The activity relay's view of the books' audit entries (common/audit). */
  auditSource(): AuditSource {
    return auditSourceOf(this.books.collection);
  }

  /** Deletes a book; what it was (its cover, and what the activity log says of it), or null when there was none. */
  delete(id: string) {
    return this.books
      .findByIdAndDelete(id, { projection: { image: 1, title: 1, author: 1, priceCents: 1, stock: 1, audit: 1 } })
      .lean()
      .exec();
  }

  /** Deletes every book; how many went. */
  async deleteAll(): Promise<number> {
    return (await this.books.deleteMany({})).deletedCount;
  }

  /** Books whose cover is one of `refs` get none; how many changed. */
  async clearImages(refs: readonly string[]): Promise<number> {
    const { modifiedCount } = await this.books.updateMany({ image: trusted({ $in: refs }) }, { $set: { image: '' } });
    return modifiedCount;
  }

  /**
   * One `$pull` on each of these books (lower-case ObjectId strings), all in one unordered bulk
   * write (one database command): each update is by `_id` alone, so no engine scans for it.
   */
  async pullFromEach(ids: readonly string[], pull: UpdateQuery<BookRecord>['$pull']): Promise<void> {
    // Through the driver (every order sends it): ids as ObjectIds, updatedAt stamped as Mongoose's timestamps would.
    const updatedAt = new Date();
    await this.books.collection.bulkWrite(
      ids.map((_id) => ({
        updateOne: { filter: { _id: new Types.ObjectId(_id) }, update: { $pull: pull, $set: { updatedAt } } },
      })),
      { ordered: false },
    );
  }

  /**
   * Takes `quantity` copies of a book if it has at least that many (and, with `reservation`, holds
   * no marker of it yet: the marker goes in the same update), recording the sale on the book
   * (`stockLowered`, and `updatedAt`) at `soldAt`. The book after it (`projection`), or null when
   * it did not match.
   */
  take(
    _id: Types.ObjectId,
    quantity: number,
    { reservation, soldAt }: { reservation?: string; soldAt: Date },
    projection: mongo.Document,
  ) {
    // Every order sends one take per line: it goes through the driver, with the filter and update
    // Mongoose would have sent (the id as an ObjectId, `updatedAt` as its timestamps stamp it).
    const filter = reservation ? { 'reservations.order': { $ne: reservation } } : {};
    const update: mongo.Document = {
      $inc: { stock: -quantity },
      $set: { updatedAt: soldAt, stockLowered: { at: soldAt, by: 'sale' } },
    };
    if (reservation) update.$push = { reservations: { order: reservation, quantity } };
    return this.books.collection.findOneAndUpdate(
      { _id, stock: { $gte: quantity }, ...filter },
      update as mongo.UpdateFilter<mongo.Document>,
      { returnDocument: 'after', projection },
    );
  }

  /** Gives a book back a reservation's copies and drops its marker, while it holds exactly that marker; the stock after, or null. */
  returnReservation(bookId: string, reservation: string, quantity: number) {
    // findOneAndUpdate rather than updateOne: the local engine answers the latter with a
    // condition on an array by scanning the whole collection.
    return this.books
      .findOneAndUpdate(
        { _id: bookId, reservations: { order: reservation, quantity } },
        { $inc: { stock: quantity }, $pull: { reservations: { order: reservation, quantity } } },
        { new: true, projection: STOCK_ONLY },
      )
      .lean()
      .exec();
  }

  /** Gives a book copies back with a receipt for `order`, unless it holds one already; the stock after, or null. */
  restockOnce(bookId: string, quantity: number, order: string) {
    return this.books
      .findOneAndUpdate(
        { _id: bookId, restocks: trusted({ $ne: order }) },
        { $inc: { stock: quantity }, $push: { restocks: order } },
        { new: true, projection: STOCK_ONLY },
      )
      .lean()
      .exec();
  }

  /** Adds copies to a book's stock; the stock after, or null when the book is gone. */
  addCopies(bookId: string, quantity: number) {
    return this.books
      .findOneAndUpdate({ _id: bookId }, { $inc: { stock: quantity } }, { new: true, projection: STOCK_ONLY })
      .lean()
      .exec();
  }
}

/** What a stock change reads back: the stock, for the catalogue's readers. */
const STOCK_ONLY = { stock: 1 } as const;
