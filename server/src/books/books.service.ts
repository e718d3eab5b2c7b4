import { Injectable, Logger } from '@nestjs/common';
import { performance } from 'node:perf_hooks';
import { mongo, Types } from 'mongoose';
import { ActivityService } from '../activity/activity.service';
import type { AuditActor, AuditEntryRecord } from '../common/audit/audit-entry';
import { isDuplicateKey } from '../common/database/duplicate-key';
import { EventBus, WITH_AUDIT } from '../common/events/event-bus';
import { AppError } from '../common/errors/app-error';
import { priceProblem, toCents } from '../common/money/money';
import { isObjectIdString } from '../common/http/parse-object-id.pipe';
import type { Connection } from '../common/pagination/paginated';
import { ImageSweepService } from '../images/image-sweep.service';
import { ImagesService } from '../images/images.service';
import type { IncomingFile } from '../images/incoming-file';
import type { BookCategory } from './book-category';
import { AUDITED_BOOK_FIELDS, type AuditedBook, bookCreated, bookDeleted, bookUpdated } from './book-audit';
import { BooksRemoved, BooksSaved, CoversForgotten } from './book-events';
import { storedBook, type BookField, type NewBook, type SaveOutcome, type SaveRefusal } from './book-record';
import { applyDetailChanges, detailChanges, ISBN_INDEX, isbnTaken, unsetOperator } from './book-details';
import { ratingKeyOf } from './book-rating';
import { isStockCount } from './book-rules';
import { derivedBookFields } from './book-search';
import {
  bookNotFound,
  EXPECTED_STOCK_MESSAGE,
  stockChanged,
  type CheckedLines,
  type StockOptions,
  type TakenLine,
} from './book-stock';
import { FieldWrites } from './book-field-writes';
import { StockWrites } from './book-stock-writes';
import { BooksRepository } from './books.repository';
import type { CatalogueRecord } from './catalogue-index';
import { CatalogueReads, type AllBooks, type PricedBook } from './catalogue-reads';
import type { BookInput } from './dto/book.input';
import { ListBooksArgs } from './dto/list-books.args';
import type { FindBooksArgs } from './dto/find-books.args';
import { MAX_FOUND, SUGGEST_MIN, type BookSuggestion, type FoundBooks } from './book-finder';
import type { CategoryCount } from './models/book-payloads.model';
import { Book, BOOK_FIELDS, toBook } from './models/book.model';
import type { Book as BookRecord, StockLowered } from './schemas/book.schema';

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
  /** The admin making the edit: recorded in the activity log with the fields it changed. */
  by?: AuditActor;
}

type BookFields = BookInput & { image?: string };

const badImageText = () =>
  AppError.validation('Image must be an image file, the current image URL to keep it, or "" to remove it');
/** Values an old form sends for "no image" when the book never had one. */
const NO_IMAGE_TEXT = new Set(['', 'null', 'undefined']);

/**
 * Home of the catalogue rules: validation backstops, covers, search, the catalogue's pages and
 * every change of stock (take, put back, the admin's edit). The one writer of books, whether the
 * change comes from the form, the demo catalogue or an import: it decides, and `BooksRepository`
 * runs its queries and commands.
 *
 * The catalogue's reads (pages, by id, all books, category counts) go through `CatalogueReads`
 * (an in-process index or the database, as configured; this service does not know which).
 * Every write publishes what it changed on the EventBus (book-events.ts) before it returns, and
 * the readers keep themselves current from that. Decisions never come from a reader: taking
 * stock is a conditional update in the database.
 */
@Injectable()
export class BooksService {
  private readonly logger = new Logger(BooksService.name);
  private readonly stock: StockWrites;
  private readonly fieldWrites: FieldWrites;

  constructor(
    private readonly books: BooksRepository,
    private readonly images: ImagesService,
    private readonly imageSweep: ImageSweepService,
    private readonly catalogue: CatalogueReads,
    private readonly events: EventBus,
    private readonly activity: ActivityService,
  ) {
    this.stock = new StockWrites(books, events, this.logger);
    this.fieldWrites = new FieldWrites(books);
  }

  /**
   * A book's rating from a recount of its visible reviews (the reviews module's one write here).
   * `recount` runs after a ticket is taken, and the totals are written only while no later
   * ticket's are: of concurrent recounts, the last to take its ticket (which saw every review
   * written before) wins, whatever order the writes arrive in. A book that is gone is skipped.
   */
  async setRating(bookId: string, recount: () => Promise<{ count: number; total: number }>): Promise<void> {
    const ticket = await this.books.nextRatingTicket(bookId);
    if (ticket === null) return;
    const { count, total } = await recount();
    const startedAt = performance.now();
    const saved = await this.books.setRatingIfLatest(bookId, ticket, {
      ratingCount: count,
      ratingTotal: total,
      ratingKey: ratingKeyOf(count, total),
    });
    if (saved) await this.events.publish(new BooksSaved([saved], startedAt));
  }

  /** Gives books stored before ratings their empty totals (at start-up; harmless to repeat). */
  fillRatings(): Promise<number> {
    return this.books.fillRatings();
  }

  /** Every book, newest first. */
  all(): AsyncIterable<Book> {
    return this.catalogue.all();
  }

  /** REST `allBooks`: every book, newest first, with a strong ETag (see `AllBooks`). */
  allBooks(): Promise<AllBooks> {
    return this.catalogue.allBooks();
  }

  async findOne(id: string): Promise<Book> {
    const book = await this.catalogue.findOne(id);
    if (!book) throw bookNotFound();
    return book;
  }

  /**
   * The books with these ids and their prices in cents, in the same order, null for an unknown
   * (or malformed) id (a DataLoader, a cart).
   */
  findMany(ids: readonly string[]): Promise<Array<PricedBook | null>> {
    return this.catalogue.findMany(ids);
  }

  /**
   * One page of the catalogue: filtered by search (in the scope asked for), category and stock
   * limit, ordered by the sort key with `_id` as tie-break (common/pagination).
   */
  list(args: ListBooksArgs): Promise<Connection<Book>> {
    return this.catalogue.page(args);
  }

  /** The categories that have books, alphabetically, each with its number of books. */
  categories(): Promise<CategoryCount[]> {
    return this.catalogue.categories();
  }

  /**
   * The shoppers' search: ranked by relevance (exact and prefix matches first, then typo matches
   * where the catalogue forgives them), with facet counts, one page by offset, at most MAX_FOUND deep.
   */
  find(args: FindBooksArgs): Promise<FoundBooks> {
    if (args.offset + args.first > MAX_FOUND) {
      throw AppError.validation(
        `Results go ${MAX_FOUND} deep: offset + first must be at most ${MAX_FOUND}; narrow the search`,
      );
    }
    return this.catalogue.find(args);
  }

  /** Titles and authors for the search box; none for fewer than SUGGEST_MIN characters. */
  async suggest(text: string): Promise<BookSuggestion[]> {
    if ([...text.trim()].length < SUGGEST_MIN) return [];
    return this.catalogue.suggest(text);
  }

  /**
   * Adds a book; the cover is checked before anything is stored and removed again on failure. The
   * admin's (`by`) is recorded in the activity log by the insert itself.
   */
  async create(input: BookFields, file?: IncomingFile, by?: AuditActor): Promise<Book> {
    if (file) this.images.assertImage(file);
    const image = file ? await this.images.store(file) : (this.imageFromText(input.image ?? '', '') ?? '');
    try {
      const _id = new Types.ObjectId();
      const fields = { ...this.fields(input), ...detailChanges(input).set, image };
      const audit = by ? { audit: [bookCreated(by, _id, fields)], auditDue: true } : {};
      const created = await this.books.insert({ _id, ...fields, ...audit } as unknown as Partial<BookRecord>);
      await this.events.publish(new BooksSaved([created], undefined, [], by ? WITH_AUDIT : undefined));
      return this.toModel(created);
    } catch (error) {
      if (file) await this.images.remove(image);
      throw isDuplicateKey(error, ISBN_INDEX) ? isbnTaken() : error;
    }
  }

  /**
   * Replaces a book's fields. With `expectedStock`, the write is conditional on the book still
   * having that stock (part of the update's filter, so a sale between the check and the write
   * is never overwritten): otherwise 409 STOCK_CHANGED with the current stock. Without it (older
   * clients) the stock is set as sent. The cover is replaced by a new file, removed (`remove`,
   * or the REST text ''), set to an external URL, or else kept untouched (REST: the current
   * image URL or id, or no `image` field). A replaced or removed GridFS cover is released only
   * after the update succeeded (deleted unless an order shows it); a new one is deleted again if
   * it failed. The optional details (ISBN, publisher, year, pages, language) left out of the
   * input are kept; '' or null removes one. An ISBN another book has is 409 ISBN_TAKEN.
   */
  async update(id: string, input: BookFields, options: UpdateOptions = {}): Promise<Book> {
    const { file, remove, expectedStock } = options;
    if (file && remove) throw AppError.validation('Send a new image or remove the image, not both');
    const guarded = expectedStock !== undefined && expectedStock !== null;
    if (guarded && !isStockCount(expectedStock)) throw AppError.validation(EXPECTED_STOCK_MESSAGE);
    if (file) this.images.assertImage(file);
    const current = await this.books.findById<AuditedBook & { image: string; stock: number }>(
      id,
      `image updatedAt ${AUDITED_BOOK_FIELDS}`,
    );
    if (!current) throw bookNotFound();
    if (guarded && current.stock !== expectedStock) throw stockChanged(current.stock);

    let image: string | undefined; // undefined: keep whatever the book has, without writing it
    if (file) image = await this.images.store(file);
    else if (remove) image = '';
    else if (input.image !== undefined) image = this.imageFromText(input.image, current.image);

    const details = detailChanges(input);
    const changes = { ...this.fields(input), ...details.set, ...(image === undefined ? {} : { image }) };
    // An edit that lowers the stock says so on the book, in the same update (low-stock emails).
    const lowered = input.stock < current.stock ? { at: new Date(), by: 'edit' as const } : undefined;
    let before: CatalogueRecord;
    const startedAt = performance.now();
    try {
      // The document before the update, for the cover it replaces; after it, the same with `changes`.
      const update = {
        $set: { ...changes, ...(lowered ? { stockLowered: lowered } : {}) },
        ...unsetOperator(details.unset),
      };
      const stock = guarded ? expectedStock : undefined;
      const { by } = options;
      before = by
        ? await this.fieldWrites.writeAudited(id, update, stock, current, (read) =>
            bookUpdated(by, read, applyDetailChanges({ ...read, ...changes }, details)),
          )
        : await this.fieldWrites.write(id, update, stock);
    } catch (error) {
      if (file) await this.images.remove(image);
      throw error;
    }
    const after = applyDetailChanges({ ...before, ...changes }, details);
    await this.events.publish(
      new BooksSaved(
        [after],
        startedAt,
        lowered ? [{ bookId: String(before._id), at: lowered.at }] : [],
        options.by ? WITH_AUDIT : undefined,
      ),
    );
    if (image !== undefined && before.image !== image) await this.imageSweep.release(before.image);
    return this.toModel(after);
  }

  /**
   * Writes the named fields of a book from an input (a catalogue import's row: the fields it
   * changes, and nothing else), stored as the form stores them: the price in cents, the search
   * and sort fields when the title, author or description change. The form's stale-edit rule
   * holds: with `expectedStock` (the stock the import read), the write applies only while the
   * book still has that stock, else 409 STOCK_CHANGED with the current stock. 404 when the book
   * is gone, 409 ISBN_TAKEN when another book has the ISBN. A lowered stock is not recorded: only
   * a sale or the admin's edit tells anybody (low-stock emails).
   */
  async updateFields(
    id: string,
    input: BookInput,
    fields: readonly BookField[],
    { expectedStock }: { expectedStock?: number } = {},
  ): Promise<void> {
    const { keywords, titleAuthorKeywords, titleKey, authorKey, ...plain } = this.fields(input);
    const stored: Record<string, unknown> = { ...plain, ...detailChanges(input).set };
    const set: Record<string, unknown> = {};
    for (const field of fields) {
      const key = field === 'price' ? 'priceCents' : field;
      set[key] = stored[key];
    }
    if (fields.some((field) => field === 'title' || field === 'author' || field === 'description'))
      Object.assign(set, { keywords, titleAuthorKeywords, titleKey, authorKey });
    const startedAt = performance.now();
    const before = await this.fieldWrites.write(id, { $set: set }, expectedStock);
    await this.events.publish(new BooksSaved([{ ...before, ...set }], startedAt));
  }

  /**
   * Deletes a book; its cover goes too unless an order shows it. The admin's deletion (`by`) leaves
   * no document to carry its entry: the entry, and any the book still carried, are written as
   * intents before the deletion and logged once it is done (ActivityService.recordDeletion), so a
   * crash at any point neither loses them nor logs a deletion that did not happen.
   */
  async remove(id: string, by?: AuditActor): Promise<void> {
    const startedAt = performance.now();
    const book = await this.books.findById<AuditedBook & { audit?: AuditEntryRecord[] }>(
      id,
      `${AUDITED_BOOK_FIELDS} image audit`,
    );
    if (!book) throw bookNotFound();
    const entries = [...(book.audit ?? []), ...(by ? [bookDeleted(by, book)] : [])];
    const removed = await this.activity.recordDeletion('books', book._id, entries, () => this.books.delete(id));
    if (!removed) throw bookNotFound();
    await this.events.publish(new BooksRemoved([id], startedAt));
    await this.imageSweep.release(removed.image);
  }

  /**
   * Takes copies from stock for every line, all or nothing: one conditional decrement per book
   * (`stock >= quantity` in the filter, so stock never goes below 0 under any concurrency).
   * When a line cannot be taken, the lines already taken are put back, then 400
   * INSUFFICIENT_STOCK ("Insufficient stock for <title>. Available: <n>, Requested: <m>") or
   * 404 "Book not found". The lines come checked and merged (`checkLines`, where the order
   * comes in). Returns each book's snapshot with its quantity, so that an order needs no second
   * query.
   *
   * With `reservation` (an order's id), each take also records `{ order, quantity }` on the book
   * in the same atomic update, and a book already holding that reservation is never taken from
   * twice: a repair after a crash can then find exactly the books that gave copies
   * (`returnStock(lines, { reservation })`), and the order releases the markers once it is
   * acknowledged (`releaseReservation`).
   */
  takeStock(lines: CheckedLines, options: StockOptions = {}): Promise<TakenLine[]> {
    return this.stock.takeAll(lines, options.reservation);
  }

  /**
   * Puts copies back into stock (a cancelled order, a failed write after taking). A deleted book is skipped.
   * With `reservation`, only books still holding that reservation get copies back, as many as
   * the reservation recorded, and the marker goes in the same update: running it again changes nothing.
   * With `restock` (a cancelled order), each book gets the line's copies back once, recording a
   * receipt for the order in the same update: running it again changes nothing either, until
   * `releaseRestock` drops the receipts.
   */
  returnStock(lines: CheckedLines, options: StockOptions = {}): Promise<void> {
    return this.stock.returnAll(lines, options);
  }

  /**
   * Drops a cancelled order's receipts from these books (idempotent), once no return for it can
   * run any more. One update per book by `_id`, like `releaseReservation`.
   */
  async releaseRestock(bookIds: readonly string[], order: string): Promise<void> {
    await this.stock.pullFromEach(bookIds, { restocks: order });
  }

  /**
   * Drops a reservation's markers from these books once its order is acknowledged (idempotent).
   * One update per book by `_id` alone: an `$in` or a condition on the array would make the
   * local engine scan the whole catalogue. The markers are not part of the catalogue index.
   */
  async releaseReservation(bookIds: readonly string[], reservation: string): Promise<void> {
    await this.stock.pullFromEach(bookIds, { reservations: { order: reservation } });
  }

  /** Every reservation some book still holds, with the books holding it (for the repair of orphans). */
  heldReservations(): Promise<Map<string, string[]>> {
    return this.stock.heldReservations();
  }

  isEmpty(): Promise<boolean> {
    return this.books.isEmpty();
  }

  /** How many books the catalogue has (exact, for the dashboard). */
  count(): Promise<number> {
    return this.books.count();
  }

  /** How many books have at most `threshold` copies in stock (exact, for the dashboard). */
  countLowStock(threshold: number): Promise<number> {
    return this.books.countWithStockAtMost(threshold);
  }

  /** Up to `limit` books with at most `threshold` copies in stock, the fewest first, then by title. */
  async lowStock(threshold: number, limit: number): Promise<Book[]> {
    const records = await this.books.fewestInStock(threshold, limit, BOOK_FIELDS);
    return records.map((record) => this.toModel(record));
  }

  /** Books with at most `threshold` copies whose stock a sale or the admin's edit lowered at or after `since`. */
  async loweredSince(threshold: number, since: Date): Promise<Array<{ book: Book; lowered: StockLowered }>> {
    const records = await this.books.loweredSince(threshold, since, BOOK_FIELDS);
    return records.map(({ stockLowered, ...record }) => ({ book: this.toModel(record), lowered: stockLowered }));
  }

  /** Deletes every book and its cover, except covers orders show (demo catalogue reload). Returns how many books went. */
  async removeAll(): Promise<number> {
    const covers = await this.books.images();
    const deletedCount = await this.books.deleteAll();
    await this.events.publish(new BooksRemoved('all'));
    await this.imageSweep.release(...covers);
    return deletedCount;
  }

  /** Every cover reference in the catalogue (for the image sweep of the images module). */
  async imageRefs(): Promise<string[]> {
    return (await this.books.images()).filter((ref): ref is string => typeof ref === 'string' && ref !== '');
  }

  /** Books whose cover is one of these missing images lose it; returns how many changed. */
  async forgetImages(ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const modifiedCount = await this.books.clearImages(ids);
    await this.events.publish(new CoversForgotten(ids));
    return modifiedCount;
  }

  /**
   * Adds new books in one unordered insert, each document on its own (one refused leaves the
   * others stored), stored as every other write stores them (`storedBook`: price in cents,
   * search and sort fields); the demo catalogue's and an import's batches alike. What happened
   * to each book, in the order given: its id, or why it was refused (`SaveRefusal`). One
   * `BooksSaved` for the books stored.
   */
  async saveMany(books: readonly NewBook[]): Promise<SaveOutcome[]> {
    if (!books.length) return [];
    const now = new Date();
    const ids = books.map(({ _id }) => new mongo.ObjectId(_id));
    const docs = books.map(({ _id: _given, ...book }, i) => storedBook({ ...book, _id: ids[i] }, now));
    const { inserted, writeErrors } = await this.books.insertEach(docs);
    await this.events.publish(new BooksSaved(inserted));
    const stored = new Set(inserted.map((record) => String(record._id)));
    const refusals = new Map(writeErrors.map((error) => [error.index, refusalOf(error)]));
    return ids.map((id, i) =>
      stored.has(String(id)) ? { id: String(id) } : { refused: refusals.get(i) ?? 'not-stored' },
    );
  }

  /**
   * `saveMany` for trusted books (the demo catalogue): the ids of the books stored. A book whose
   * id or ISBN another book has already is skipped (two instances seeding at once); a book that
   * could not be stored otherwise fails the call, after the others are stored.
   */
  async importMany(books: NewBook[]): Promise<string[]> {
    const outcomes = await this.saveMany(books);
    const failed = outcomes.filter(({ refused }) => refused === 'not-stored').length;
    if (failed) throw new Error(`${failed} of ${books.length} books could not be stored`);
    return outcomes.flatMap(({ id }) => (id === undefined ? [] : [id]));
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

  private toModel(record: Parameters<typeof toBook>[0]): Book {
    return toBook(record, (ref) => this.images.urlFor(ref));
  }
}

/** Why the database refused one document of `saveMany`'s insert. */
function refusalOf(writeError: unknown): SaveRefusal {
  if (isDuplicateKey(writeError, ISBN_INDEX)) return 'isbn-taken';
  return isDuplicateKey(writeError, '_id_') ? 'id-taken' : 'not-stored';
}
