import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, mongo, trusted, type FilterQuery } from 'mongoose';
import { Readable } from 'node:stream';
import { AppError } from '../common/errors/app-error';
import { isObjectIdString } from '../common/http/parse-object-id.pipe';
import { decodeCursor, encodeCursor, invalidCursor } from '../common/pagination/cursor';
import type { Connection } from '../common/pagination/paginated';
import { SortDirection, sortOrder } from '../common/pagination/sort-direction';
import { ImagesService } from '../uploads/images.service';
import type { IncomingFile } from '../uploads/incoming-file';
import type { BookCategory } from './book-category';
import { derivedBookFields, searchFilter } from './book-search';
import { TtlCache } from './catalogue-cache';
import type { BookInput } from './dto/book.input';
import { BookSort, ListBooksArgs } from './dto/list-books.args';
import type { DeletePayload } from '../common/http/delete-payload.model';
import type { BookPayload, CategoryCount } from './models/book-payloads.model';
import { Book, BOOK_FIELDS, toBook } from './models/book.model';
import { Book as BookRecord, SORT_FIELD } from './schemas/book.schema';

/** How an update treats the cover; with none of these the cover stays as it is. */
export interface CoverChange {
  /** A new cover file: replaces the current one, which is deleted once the update succeeds. */
  file?: IncomingFile;
  /** Remove the cover (GraphQL `removeImage`). */
  remove?: boolean;
}

/** A book for bulk loading (demo catalogue, benchmark): trusted data, no validation pipe. */
export interface NewBook {
  _id?: string;
  title: string;
  author: string;
  category: BookCategory;
  description: string;
  price: number;
  stock: number;
  image?: string;
  createdAt?: Date;
}

type BookFields = BookInput & { image?: string };
type CursorValue = string | number | Date;

const bookNotFound = () => AppError.notFound('Book not found');
const badImageText = () =>
  AppError.validation('Image must be an image file, the current image URL to keep it, or "" to remove it');
/** Values an old form sends for "no image" when the book never had one. */
const NO_IMAGE_TEXT = new Set(['', 'null', 'undefined']);
const STREAM_CHUNK = 64 * 1024;
/** How long a result count or the category counts may be reused (see TtlCache). */
const COUNT_TTL_MS = 10_000;
/** A filter as a cache key; regular expressions by their source. */
const filterKey = (filter: object) => JSON.stringify(filter, (_key, value) => (value instanceof RegExp ? String(value) : value));

/** Home of the catalogue rules: validation backstops, covers, search, keyset pagination. */
@Injectable()
export class BooksService {
  private readonly counts = new TtlCache<number>(COUNT_TTL_MS, 1000);
  private readonly categoryCounts = new TtlCache<CategoryCount[]>(COUNT_TTL_MS, 1);

  constructor(
    @InjectModel(BookRecord.name) private readonly books: Model<BookRecord>,
    private readonly images: ImagesService,
  ) {}

  /**
   * Every book, newest first, as the JSON text `{"books":[...]}`, streamed from a cursor so that
   * a catalogue of any size is sent in constant memory. The first read happens before this
   * resolves, so a database failure still becomes an ordinary error response.
   */
  async streamAll(): Promise<Readable> {
    const cursor = this.books
      .find({}, BOOK_FIELDS)
      .sort({ createdAt: -1, _id: -1 })
      .lean()
      .cursor({ batchSize: 1000 });
    const first = await cursor.next();
    const toModel = (record: Parameters<typeof toBook>[0]) => this.toModel(record);
    async function* json(): AsyncGenerator<string> {
      let chunk = '{"books":[';
      try {
        for (let record = first, index = 0; record; record = await cursor.next(), index++) {
          chunk += (index ? ',' : '') + JSON.stringify(toModel(record));
          if (chunk.length >= STREAM_CHUNK) {
            yield chunk;
            chunk = '';
          }
        }
        yield `${chunk}]}`;
      } finally {
        await cursor.close();
      }
    }
    return Readable.from(json());
  }

  async findOne(id: string): Promise<Book> {
    const record = await this.books.findById(id, BOOK_FIELDS).lean();
    if (!record) throw bookNotFound();
    return this.toModel(record);
  }

  /**
   * One page of the catalogue: filtered by search and category, ordered by the sort key with
   * `_id` as tie-break, continuing strictly after the `after` cursor. Keyset pagination never
   * skips or repeats a book across pages, even with equal sort values or concurrent inserts.
   */
  async list(args: ListBooksArgs): Promise<Connection<Book>> {
    const { sort, direction, first } = args;
    const filter: FilterQuery<BookRecord> = { ...searchFilter(args.search) };
    if (args.category) filter.category = args.category;
    const order = sortOrder(direction);
    const field = SORT_FIELD[sort];
    const page = args.after
      ? { $and: [filter, this.afterFilter(sort, direction, this.readCursor(args.after, sort, direction))] }
      : filter;

    const [records, totalCount] = await Promise.all([
      this.books
        .find(page, `${BOOK_FIELDS} ${field}`)
        .sort({ [field]: order, _id: order })
        .limit(first + 1)
        .lean(),
      this.counts.get(filterKey(filter), () =>
        Object.keys(filter).length ? this.books.countDocuments(filter).exec() : this.books.estimatedDocumentCount().exec(),
      ),
    ]);
    const edges = records.slice(0, first).map((record) => ({
      cursor: encodeCursor([sort, direction, cursorValue(record[field]), String(record._id)]),
      node: this.toModel(record),
    }));
    return {
      edges,
      pageInfo: { hasNextPage: records.length > first, endCursor: edges.at(-1)?.cursor ?? null },
      totalCount,
    };
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
  async create(input: BookFields, file?: IncomingFile): Promise<BookPayload> {
    if (file) this.images.assertImage(file);
    const image = file ? await this.images.store(file) : (this.imageFromText(input.image ?? '', '') ?? '');
    try {
      const created = await this.books.create({ ...this.fields(input), image });
      this.forgetCounts();
      return { message: 'Book added successfully', book: this.toModel(created) };
    } catch (error) {
      if (file) await this.images.remove(image);
      throw error;
    }
  }

  /**
   * Replaces a book's fields. The cover is replaced by a new file, removed (`remove`, or the
   * REST text ''), set to an external URL, or else kept untouched (REST: the current image URL
   * or id, or no `image` field). A replaced or removed GridFS cover is deleted only after the
   * update succeeded; a new one is deleted again if it failed.
   */
  async update(id: string, input: BookFields, cover: CoverChange = {}): Promise<BookPayload> {
    if (cover.file && cover.remove) throw AppError.validation('Send a new image or remove the image, not both');
    if (cover.file) this.images.assertImage(cover.file);
    const current = await this.books.findById(id, 'image').lean();
    if (!current) throw bookNotFound();

    let image: string | undefined; // undefined: keep whatever the book has, without writing it
    if (cover.file) image = await this.images.store(cover.file);
    else if (cover.remove) image = '';
    else if (input.image !== undefined) image = this.imageFromText(input.image, current.image);

    const changes = { ...this.fields(input), ...(image === undefined ? {} : { image }) };
    let before: (BookRecord & { _id: unknown }) | null;
    try {
      before = await this.books
        .findByIdAndUpdate(id, { $set: changes }, { new: false, runValidators: true, projection: BOOK_FIELDS })
        .lean();
    } catch (error) {
      if (cover.file) await this.images.remove(image);
      throw error;
    }
    if (!before) {
      if (cover.file) await this.images.remove(image);
      throw bookNotFound();
    }
    this.forgetCounts();
    if (image !== undefined && before.image !== image) await this.images.remove(before.image);
    return { message: 'Book updated successfully', book: this.toModel({ ...before, ...changes }) };
  }

  async remove(id: string): Promise<DeletePayload> {
    const removed = await this.books.findByIdAndDelete(id, { projection: { image: 1 } }).lean();
    if (!removed) throw bookNotFound();
    this.forgetCounts();
    await this.images.remove(removed.image);
    return { message: 'Book deleted successfully' };
  }

  async isEmpty(): Promise<boolean> {
    return (await this.books.exists({})) === null;
  }

  /** Deletes every book and its cover (demo catalogue reload). Returns how many books went. */
  async removeAll(): Promise<number> {
    const covers = await this.books.distinct('image');
    const { deletedCount } = await this.books.deleteMany({});
    this.forgetCounts();
    for (const cover of covers) await this.images.remove(cover);
    return deletedCount;
  }

  /**
   * Bulk insert of trusted books with their search and sort fields computed here, as on every
   * other write.
   * Books whose `_id` already exists are skipped (two instances seeding at once); the ids of
   * the books actually inserted are returned.
   */
  async importMany(books: NewBook[]): Promise<string[]> {
    const now = new Date();
    const docs = books.map(({ _id, createdAt, image, ...book }) => ({
      ...(_id ? { _id: new mongo.ObjectId(_id) } : {}),
      ...book,
      image: image ?? '',
      ...derivedBookFields(book),
      createdAt: createdAt ?? now,
      updatedAt: createdAt ?? now, // kept: insertMany only fills in missing timestamps
    }));
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

  /** After any write: counts are recomputed on next use. */
  private forgetCounts(): void {
    this.counts.clear();
    this.categoryCounts.clear();
  }

  /** The stored fields of an input, with the search and sort fields recomputed from them. */
  private fields(input: BookFields) {
    const fields = {
      title: input.title,
      author: input.author,
      category: input.category as BookCategory,
      description: input.description ?? '',
      price: Math.round(input.price * 100) / 100,
      stock: input.stock,
    };
    return { ...fields, ...derivedBookFields(fields) };
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

  private readCursor(after: string, sort: BookSort, direction: SortDirection): { value: CursorValue; id: string } {
    const [cursorSort, cursorDirection, value, id] = decodeCursor(after);
    if (cursorSort !== sort || cursorDirection !== direction) {
      throw AppError.validation('This cursor belongs to a different sort order; start again from the first page');
    }
    if (!isObjectIdString(id)) throw invalidCursor();
    if (sort === BookSort.TITLE || sort === BookSort.AUTHOR) {
      if (typeof value !== 'string') throw invalidCursor();
      return { value, id };
    }
    if (typeof value !== 'number' || !Number.isFinite(value)) throw invalidCursor();
    return { value: sort === BookSort.CREATED_AT ? new Date(value) : value, id };
  }

  /** Strictly after (value, id) in the given order. */
  private afterFilter(sort: BookSort, direction: SortDirection, after: { value: CursorValue; id: string }) {
    const op = direction === SortDirection.DESC ? '$lt' : '$gt';
    const field = SORT_FIELD[sort];
    return {
      $or: [{ [field]: trusted({ [op]: after.value }) }, { [field]: after.value, _id: trusted({ [op]: after.id }) }],
    };
  }

  private toModel(record: Parameters<typeof toBook>[0]): Book {
    return toBook(record, (ref) => this.images.urlFor(ref));
  }
}

function cursorValue(value: unknown): string | number {
  return value instanceof Date ? value.getTime() : (value as string | number);
}
