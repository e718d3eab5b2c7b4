import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, mongo, trusted, type FilterQuery } from 'mongoose';
import { AppError } from '../common/errors/app-error';
import { priceProblem, toCents } from '../common/money/money';
import { isObjectIdString } from '../common/http/parse-object-id.pipe';
import { compactFilter } from '../common/pagination/blank-filter';
import { paginate, type CursorValueType } from '../common/pagination/paginate';
import type { Connection } from '../common/pagination/paginated';
import { ImagesService } from '../uploads/images.service';
import type { IncomingFile } from '../uploads/incoming-file';
import type { BookCategory } from './book-category';
import { storedBook, type NewBook } from './book-record';
import { isStockCount } from './book-rules';
import { derivedBookFields, searchFilter } from './book-search';
import {
  EXPECTED_STOCK_MESSAGE,
  insufficientStock,
  mergeStockLines,
  SNAPSHOT_FIELDS,
  stockChanged,
  toSnapshot,
  type BookSnapshot,
  type StockLine,
  type StockOptions,
  type TakenLine,
} from './book-stock';
import { TtlCache } from './catalogue-cache';
import type { BookInput } from './dto/book.input';
import { BookSort, ListBooksArgs } from './dto/list-books.args';
import type { CategoryCount } from './models/book-payloads.model';
import { Book, BOOK_FIELDS, toBook } from './models/book.model';
import { Book as BookRecord, SORT_FIELD } from './schemas/book.schema';

export type { NewBook } from './book-record';

/** How an update treats the cover; with none of these the cover stays as it is. */
export interface CoverChange {
  /** A new cover file: replaces the current one, which is deleted once the update succeeds. */
  file?: IncomingFile;
  /** Remove the cover (GraphQL `removeImage`). */
  remove?: boolean;
}

export interface UpdateOptions extends CoverChange {
  /**
   * The stock the edit form loaded. When given, the update applies only if the book still has
   * exactly this stock, else 409 STOCK_CHANGED: an edit never silently undoes a sale.
   */
  expectedStock?: number | null;
}

type BookFields = BookInput & { image?: string };

const bookNotFound = () => AppError.notFound('Book not found');
const badImageText = () =>
  AppError.validation('Image must be an image file, the current image URL to keep it, or "" to remove it');
/** Values an old form sends for "no image" when the book never had one. */
const NO_IMAGE_TEXT = new Set(['', 'null', 'undefined']);
/** How long a result count or the category counts may be reused (see TtlCache). */
const COUNT_TTL_MS = 10_000;
/** A filter as a cache key; regular expressions by their source. */
const filterKey = (filter: object) =>
  JSON.stringify(filter, (_key, value) => (value instanceof RegExp ? String(value) : value));
/** How each catalogue sort's values are kept in cursors. */
const SORT_TYPE: Record<BookSort, CursorValueType> = {
  [BookSort.TITLE]: 'string',
  [BookSort.AUTHOR]: 'string',
  [BookSort.PRICE]: 'number',
  [BookSort.CREATED_AT]: 'date',
};
/** A conditional take that found too little stock is retried this often when a re-read shows enough again. */
const TAKE_ATTEMPTS = 3;

/**
 * Home of the catalogue rules: validation backstops, covers, search, the catalogue's pages and
 * every change of stock (take, put back, the admin's edit).
 */
@Injectable()
export class BooksService {
  private readonly logger = new Logger(BooksService.name);
  private readonly counts = new TtlCache<number>(COUNT_TTL_MS, 1000);
  private readonly categoryCounts = new TtlCache<CategoryCount[]>(COUNT_TTL_MS, 1);

  constructor(
    @InjectModel(BookRecord.name) private readonly books: Model<BookRecord>,
    private readonly images: ImagesService,
  ) {}

  /**
   * Every book, newest first, read from a database cursor one at a time (REST `allBooks` streams
   * it with `streamJsonArray`). The query runs on the first read; leaving early closes the cursor.
   */
  async *all(): AsyncGenerator<Book> {
    const cursor = this.books.find({}, BOOK_FIELDS).sort({ createdAt: -1, _id: -1 }).lean().cursor({ batchSize: 1000 });
    try {
      for await (const record of cursor) yield this.toModel(record);
    } finally {
      await cursor.close();
    }
  }

  async findOne(id: string): Promise<Book> {
    const record = await this.books.findById(id, BOOK_FIELDS).lean();
    if (!record) throw bookNotFound();
    return this.toModel(record);
  }

  /**
   * The books with these ids, in the same order, null for an unknown (or malformed) id: one
   * `$in` query, for a DataLoader or a cart.
   */
  async findMany(ids: readonly string[]): Promise<Array<Book | null>> {
    const wanted = [...new Set(ids.filter(isObjectIdString).map((id) => id.toLowerCase()))];
    const records = wanted.length ? await this.books.find({ _id: trusted({ $in: wanted }) }, BOOK_FIELDS).lean() : [];
    const byId = new Map(records.map((record) => [String(record._id), this.toModel(record)]));
    return ids.map((id) => (typeof id === 'string' ? (byId.get(id.toLowerCase()) ?? null) : null));
  }

  /**
   * One page of the catalogue: filtered by search (in the scope asked for) and category,
   * ordered by the sort key with `_id` as tie-break (common/pagination).
   */
  list(args: ListBooksArgs): Promise<Connection<Book>> {
    const filter: FilterQuery<BookRecord> = {
      ...compactFilter({ category: args.category }),
      ...searchFilter(args.search, args.searchIn),
    };
    return paginate(
      this.books,
      {
        filter,
        order: { name: args.sort, field: SORT_FIELD[args.sort], type: SORT_TYPE[args.sort], direction: args.direction },
        first: args.first,
        after: args.after,
        projection: BOOK_FIELDS,
        count: (where) =>
          this.counts.get(filterKey(where), () =>
            Object.keys(where).length
              ? this.books.countDocuments(where).exec()
              : this.books.estimatedDocumentCount().exec(),
          ),
      },
      (record) => this.toModel(record),
    );
  }

  /** The categories that have books, alphabetically, each with its number of books. */
  categories(): Promise<CategoryCount[]> {
    return this.categoryCounts.get('all', async () => {
      const groups = await this.books.aggregate<{ _id: string; count: number }>([
        { $group: { _id: '$category', count: { $sum: 1 } } },
        { $sort: { _id: 1 } },
      ]);
      return groups.map((group) => ({ category: group._id, count: group.count }));
    });
  }

  /** Adds a book; the cover is checked before anything is stored and removed again on failure. */
  async create(input: BookFields, file?: IncomingFile): Promise<Book> {
    if (file) this.images.assertImage(file);
    const image = file ? await this.images.store(file) : (this.imageFromText(input.image ?? '', '') ?? '');
    try {
      const created = await this.books.create({ ...this.fields(input), image });
      this.forgetCounts();
      return this.toModel(created);
    } catch (error) {
      if (file) await this.images.remove(image);
      throw error;
    }
  }

  /**
   * Replaces a book's fields. With `expectedStock`, the write is conditional on the book still
   * having that stock (part of the update's filter, so a sale between the check and the write
   * is never overwritten): otherwise 409 STOCK_CHANGED with the current stock. Without it (older
   * clients) the stock is set as sent. The cover is replaced by a new file, removed (`remove`,
   * or the REST text ''), set to an external URL, or else kept untouched (REST: the current
   * image URL or id, or no `image` field). A replaced or removed GridFS cover is deleted only
   * after the update succeeded; a new one is deleted again if it failed.
   */
  async update(id: string, input: BookFields, options: UpdateOptions = {}): Promise<Book> {
    const { file, remove, expectedStock } = options;
    if (file && remove) throw AppError.validation('Send a new image or remove the image, not both');
    const guarded = expectedStock !== undefined && expectedStock !== null;
    if (guarded && !isStockCount(expectedStock)) throw AppError.validation(EXPECTED_STOCK_MESSAGE);
    if (file) this.images.assertImage(file);
    const current = await this.books.findById(id, 'image stock').lean();
    if (!current) throw bookNotFound();
    if (guarded && current.stock !== expectedStock) throw stockChanged(current.stock);

    let image: string | undefined; // undefined: keep whatever the book has, without writing it
    if (file) image = await this.images.store(file);
    else if (remove) image = '';
    else if (input.image !== undefined) image = this.imageFromText(input.image, current.image);

    const changes = { ...this.fields(input), ...(image === undefined ? {} : { image }) };
    let before: (BookRecord & { _id: unknown }) | null;
    try {
      before = await this.books
        .findOneAndUpdate(
          { _id: id, ...(guarded ? { stock: expectedStock } : {}) },
          { $set: changes },
          {
            new: false,
            runValidators: true,
            projection: BOOK_FIELDS,
          },
        )
        .lean();
    } catch (error) {
      if (file) await this.images.remove(image);
      throw error;
    }
    if (!before) {
      if (file) await this.images.remove(image);
      const now = guarded ? await this.books.findById(id, 'stock').lean() : null;
      throw now ? stockChanged(now.stock) : bookNotFound();
    }
    this.forgetCounts();
    if (image !== undefined && before.image !== image) await this.images.remove(before.image);
    return this.toModel({ ...before, ...changes });
  }

  async remove(id: string): Promise<void> {
    const removed = await this.books.findByIdAndDelete(id, { projection: { image: 1 } }).lean();
    if (!removed) throw bookNotFound();
    this.forgetCounts();
    await this.images.remove(removed.image);
  }

  /**
   * Takes copies from stock for every line, all or nothing: one conditional decrement per book
   * (`stock >= quantity` in the filter, so stock never goes below 0 under any concurrency).
   * When a line cannot be taken, the lines already taken are put back, then 400
   * INSUFFICIENT_STOCK ("Insufficient stock for <title>. Available: <n>, Requested: <m>") or
   * 404 "Book not found". Repeated books are merged into one line. Returns each book's snapshot
   * with its quantity, so that an order needs no second query.
   *
   * With `reservation` (an order's id), each take also records `{ order, quantity }` on the book
   * in the same atomic update, and a book already holding that reservation is never taken from
   * twice: a repair after a crash can then find exactly the books that gave copies
   * (`returnStock(lines, { reservation })`), and the order releases the markers once it is
   * acknowledged (`releaseReservation`).
   */
  async takeStock(lines: readonly StockLine[], options: StockOptions = {}): Promise<TakenLine[]> {
    const wanted = mergeStockLines(lines);
    const taken: TakenLine[] = [];
    try {
      for (const line of wanted)
        taken.push({ book: await this.takeLine(line, options.reservation), quantity: line.quantity });
      return taken;
    } catch (error) {
      await this.putBack(
        taken.map(({ book, quantity }) => ({ bookId: book._id, quantity })),
        options.reservation,
      );
      throw error;
    }
  }

  /**
   * Puts copies back into stock (a cancelled order, a failed write after taking). A deleted book is skipped.
   * With `reservation`, only books still holding that reservation get copies back, as many as
   * the reservation recorded, and the marker goes in the same update: running it again changes nothing.
   */
  async returnStock(lines: readonly StockLine[], options: StockOptions = {}): Promise<void> {
    for (const { bookId, quantity } of mergeStockLines(lines)) {
      if (options.reservation) await this.returnReserved(bookId, options.reservation);
      else await this.books.updateOne({ _id: bookId }, { $inc: { stock: quantity } });
    }
  }

  /**
   * Drops a reservation's markers from these books once its order is acknowledged (idempotent).
   * One update per book by `_id` alone: an `$in` or a condition on the array would make the
   * local engine scan the whole catalogue.
   */
  async releaseReservation(bookIds: readonly string[], reservation: string): Promise<void> {
    for (const id of new Set(bookIds.filter(isObjectIdString).map((bookId) => bookId.toLowerCase()))) {
      await this.books.updateOne({ _id: id }, { $pull: { reservations: { order: reservation } } });
    }
  }

  /** Every reservation some book still holds, with the books holding it (for the repair of orphans). */
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

  async isEmpty(): Promise<boolean> {
    return (await this.books.exists({})) === null;
  }

  /** How many books the catalogue has (exact, for the dashboard). */
  count(): Promise<number> {
    return this.books.countDocuments({}).exec();
  }

  /** Up to `limit` books with at most `threshold` copies in stock, the fewest first, then by title. */
  async lowStock(threshold: number, limit: number): Promise<Book[]> {
    const records = await this.books
      .find({ stock: trusted({ $lte: threshold }) }, BOOK_FIELDS)
      .sort({ stock: 1, titleKey: 1, _id: 1 })
      .limit(limit)
      .lean();
    return records.map((record) => this.toModel(record));
  }

  /** Deletes every book and its cover (demo catalogue reload). Returns how many books went. */
  async removeAll(): Promise<number> {
    const covers = await this.books.distinct('image');
    const { deletedCount } = await this.books.deleteMany({});
    this.forgetCounts();
    for (const cover of covers) await this.images.remove(cover);
    return deletedCount;
  }

  /** Every cover reference in the catalogue (for the image sweep of the uploads module). */
  async imageRefs(): Promise<string[]> {
    return (await this.books.distinct('image')).filter((ref): ref is string => typeof ref === 'string' && ref !== '');
  }

  /** Books whose cover is one of these missing images lose it; returns how many changed. */
  async forgetImages(ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    return (await this.books.updateMany({ image: trusted({ $in: ids }) }, { $set: { image: '' } })).modifiedCount;
  }

  /**
   * Bulk insert of trusted books, stored as every other write stores them (`storedBook`: price
   * in cents, search and sort fields).
   * Books whose `_id` already exists are skipped (two instances seeding at once); the ids of
   * the books actually inserted are returned.
   */
  async importMany(books: NewBook[]): Promise<string[]> {
    const now = new Date();
    const docs = books.map(({ _id, ...book }) =>
      storedBook({ ...book, _id: _id ? new mongo.ObjectId(_id) : undefined }, now),
    );
    try {
      const inserted = await this.books.insertMany(docs, { ordered: false });
      return inserted.map((doc) => String(doc._id));
    } catch (error) {
      const { code, insertedDocs } = error as { code?: number; insertedDocs?: Array<{ _id: unknown }> };
      if (code !== 11000 || !insertedDocs) throw error;
      return insertedDocs.map((doc) => String(doc._id));
    } finally {
      this.forgetCounts();
    }
  }

  /**
   * Another instance changed these books (BooksFreshness, through the change feed): what this
   * instance keeps about them is read again.
   */
  async refreshBooks(ids: readonly string[]): Promise<void> {
    if (ids.length) this.forgetCounts();
  }

  /** Anything in the catalogue may have changed elsewhere (a deletion, a lost change stream). */
  async reloadCatalogue(): Promise<void> {
    this.forgetCounts();
  }

  /** After any write: counts are recomputed on next use. */
  private forgetCounts(): void {
    this.counts.clear();
    this.categoryCounts.clear();
  }

  /** The stored fields of an input, with the search and sort fields recomputed from them. */
  private fields(input: BookFields) {
    const priceRule = priceProblem(input.price);
    if (priceRule) throw AppError.validation(priceRule);
    const fields = {
      title: input.title,
      author: input.author,
      category: input.category as BookCategory,
      description: input.description ?? '',
      stock: input.stock,
    };
    return { ...fields, priceCents: toCents(input.price), ...derivedBookFields(fields) };
  }

  /**
   * The stored image for a cover given as text: the current image (URL or id) keeps it
   * (undefined), '' removes it, an external http(s) URL is used as it is. Another of our
   * images is refused, so that two records never share (and delete) one file.
   */
  private imageFromText(text: string, currentImage: string): string | undefined {
    const value = text.trim();
    if (NO_IMAGE_TEXT.has(value)) return '';
    const ref = this.images.refFromUrl(value);
    if (currentImage && (ref === currentImage || value === this.images.urlFor(currentImage))) return undefined;
    if (!isObjectIdString(ref) && /^https?:\/\/[^\s/]+\/\S*$/i.test(value)) return value;
    throw badImageText();
  }

  /** Takes one line, or throws NOT_FOUND or INSUFFICIENT_STOCK with what the book has now. */
  private async takeLine({ bookId, quantity }: StockLine, reservation?: string): Promise<BookSnapshot> {
    const filter = reservation ? { 'reservations.order': trusted({ $ne: reservation }) } : {};
    const marker = reservation ? { $push: { reservations: { order: reservation, quantity } } } : {};
    for (let attempt = 1; ; attempt++) {
      const after = await this.books
        .findOneAndUpdate(
          { _id: bookId, stock: trusted({ $gte: quantity }), ...filter },
          { $inc: { stock: -quantity }, ...marker },
          { new: true, projection: SNAPSHOT_FIELDS },
        )
        .lean();
      if (after) return toSnapshot(after);
      const now = await this.books.findById(bookId, 'title stock').lean();
      if (!now) throw bookNotFound();
      // Enough again (copies put back meanwhile): try once more rather than refuse.
      if (now.stock < quantity || attempt >= TAKE_ATTEMPTS) throw insufficientStock(now.title, now.stock, quantity);
    }
  }

  /** Puts back what a failed take had taken; a failure here is logged, the take's own error wins. */
  private async putBack(lines: StockLine[], reservation?: string): Promise<void> {
    for (const { bookId, quantity } of lines) {
      try {
        if (reservation) await this.returnReserved(bookId, reservation);
        else await this.books.updateOne({ _id: bookId }, { $inc: { stock: quantity } });
      } catch (error) {
        this.logger.error(`Could not put back ${quantity} of book ${bookId}: ${(error as Error).message}`);
      }
    }
  }

  /**
   * Gives a book back the copies a reservation recorded on it, and drops the marker, in one
   * update conditional on that very marker: a second call, or one racing it, changes nothing.
   */
  private async returnReserved(bookId: string, reservation: string): Promise<void> {
    const holder = await this.books
      .findById(bookId, { reservations: 1 })
      .lean<{ reservations?: Array<{ order: string; quantity: number }> }>();
    const held = holder?.reservations?.find((marker) => marker.order === reservation);
    if (!held) return;
    // findOneAndUpdate rather than updateOne: the local engine answers the latter with a
    // condition on an array by scanning the whole collection.
    await this.books.findOneAndUpdate(
      { _id: bookId, reservations: { order: reservation, quantity: held.quantity } },
      { $inc: { stock: held.quantity }, $pull: { reservations: { order: reservation, quantity: held.quantity } } },
      { projection: { _id: 1 } },
    );
  }

  private toModel(record: Parameters<typeof toBook>[0]): Book {
    return toBook(record, (ref) => this.images.urlFor(ref));
  }
}
