import { Model, trusted, type FilterQuery } from 'mongoose';
import { isObjectIdString } from '../common/http/parse-object-id.pipe';
import { compactFilter } from '../common/pagination/blank-filter';
import { paginate } from '../common/pagination/paginate';
import type { Connection } from '../common/pagination/paginated';
import { searchFilter } from './book-search';
import { catalogueOrder, type CataloguePageRequest } from './catalogue-order';
import type { CategoryCount } from './models/book-payloads.model';
import { Book, BOOK_FIELDS, type toBook } from './models/book.model';
import type { Book as BookRecord } from './schemas/book.schema';

type ToModel = (record: Parameters<typeof toBook>[0]) => Book;

/**
 * The catalogue's reads answered by the database: what BooksService uses until the catalogue
 * index has loaded (or when loading it failed), and what the index is tested against. Every
 * page scans on an engine without secondary indexes (mongo-java-server).
 */
export class CatalogueDatabase {
  constructor(
    private readonly books: Model<BookRecord>,
    private readonly toModel: ToModel,
  ) {}

  /** Every book, newest first, read from a database cursor one at a time; leaving early closes it. */
  async *all(): AsyncGenerator<Book> {
    const cursor = this.books.find({}, BOOK_FIELDS).sort({ createdAt: -1, _id: -1 }).lean().cursor({ batchSize: 1000 });
    try {
      for await (const record of cursor) yield this.toModel(record);
    } finally {
      await cursor.close();
    }
  }

  async findOne(id: string): Promise<Book | undefined> {
    const record = await this.books.findById(id, BOOK_FIELDS).lean();
    return record ? this.toModel(record) : undefined;
  }

  /** The books with these ids (one `$in` query), by lower-case id. */
  async findMany(ids: readonly string[]): Promise<Map<string, Book>> {
    const wanted = [...new Set(ids.filter(isObjectIdString).map((id) => id.toLowerCase()))];
    const records = wanted.length ? await this.books.find({ _id: trusted({ $in: wanted }) }, BOOK_FIELDS).lean() : [];
    return new Map(records.map((record) => [String(record._id), this.toModel(record)]));
  }

  /** One page: `searchFilter`, category and stock, ordered by the sort key with `_id` as tie-break (common/pagination). */
  list(args: CataloguePageRequest): Promise<Connection<Book>> {
    const filter: FilterQuery<BookRecord> = {
      ...compactFilter({ category: args.category }),
      ...(typeof args.maxStock === 'number' ? { stock: trusted({ $lte: args.maxStock }) } : {}),
      ...searchFilter(args.search, args.searchIn),
    };
    return paginate(
      this.books,
      {
        filter,
        order: catalogueOrder(args.sort, args.direction),
        first: args.first,
        after: args.after,
        projection: BOOK_FIELDS,
      },
      (record) => this.toModel(record),
    );
  }

  async categories(): Promise<CategoryCount[]> {
    const groups = await this.books.aggregate<{ _id: string; count: number }>([
      { $group: { _id: '$category', count: { $sum: 1 } } },
      { $sort: { _id: 1 } },
    ]);
    return groups.map((group) => ({ category: group._id, count: group.count }));
  }
}
