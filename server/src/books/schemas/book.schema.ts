import { AUDIT_DUE_PROP, AUDIT_PROP, type AuditEntryRecord } from '../../common/audit/audit-entry';
import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument } from 'mongoose';
import { maxCodePointsValidator } from '../../common/text/text-rules';
import { MAX_PRICE_CENTS } from '../../common/money/money';
import { BOOK_CATEGORIES, type BookCategory } from '../book-category';
import { isLanguageCode, LANGUAGE_MESSAGE } from '../book-language';
import {
  isPageCount,
  isYear,
  MAX_AUTHOR_LENGTH,
  MAX_DESCRIPTION_LENGTH,
  MAX_PUBLISHER_LENGTH,
  MAX_STOCK,
  MAX_TITLE_LENGTH,
  PAGES_MESSAGE,
  YEAR_MESSAGE,
} from '../book-rules';
import { isStoredIsbn, ISBN_MESSAGE } from '../isbn';

/** What lowered a book's stock last, and when (`Book.stockLowered`). */
export interface StockLowered {
  at: Date;
  by: 'sale' | 'edit';
}

@Schema({ collection: 'books', timestamps: true })
export class Book {
  @Prop({ required: true, trim: true, validate: maxCodePointsValidator('Title', MAX_TITLE_LENGTH) })
  title: string;

  @Prop({ required: true, trim: true, validate: maxCodePointsValidator('Author', MAX_AUTHOR_LENGTH) })
  author: string;

  @Prop({ type: String, required: true, enum: BOOK_CATEGORIES })
  category: BookCategory;

  @Prop({ trim: true, validate: maxCodePointsValidator('Description', MAX_DESCRIPTION_LENGTH), default: '' })
  description: string;

  /** The price in integer cents (common/money); the wire carries it as a decimal `price`. */
  @Prop({
    required: true,
    min: 0,
    max: MAX_PRICE_CENTS,
    validate: { validator: Number.isSafeInteger, message: 'Price must be a whole number of cents' },
  })
  priceCents: number;

  @Prop({
    required: true,
    min: 0,
    max: MAX_STOCK,
    validate: { validator: Number.isInteger, message: 'Stock must be a whole number' },
  })
  stock: number;

  /**
   * The optional details. Each is absent (never null or '') when the book has none: the unique
   * index on `isbn` is sparse, so books without an ISBN are not in it at all.
   */
  /** ISBN-13, 13 digits (isbn.ts); unique among books. */
  @Prop({ type: String, validate: { validator: isStoredIsbn, message: ISBN_MESSAGE } })
  isbn?: string;

  @Prop({ type: String, trim: true, validate: maxCodePointsValidator('Publisher', MAX_PUBLISHER_LENGTH) })
  publisher?: string;

  /** The year of the edition. */
  @Prop({ type: Number, validate: { validator: isYear, message: YEAR_MESSAGE } })
  year?: number;

  @Prop({ type: Number, validate: { validator: isPageCount, message: PAGES_MESSAGE } })
  pages?: number;

  /** An ISO 639-1 code, lower case (book-language.ts). */
  @Prop({ type: String, validate: { validator: isLanguageCode, message: LANGUAGE_MESSAGE } })
  language?: string;

  /** An image id in GridFS, an external http(s) URL, or '' for none. */
  @Prop({ default: '' })
  image: string;

  /** Search keywords (see book-search.ts), recomputed by BooksService on every write. */
  @Prop({ type: [String], default: [], select: false })
  keywords: string[];

  /** The keywords of the title and author only, for the admin's search (see book-search.ts). */
  @Prop({ type: [String], default: [], select: false })
  titleAuthorKeywords: string[];

  /** Title and author for sorting: lower-cased, without diacritics (see book-search.ts). */
  @Prop({ type: String, required: true, select: false })
  titleKey: string;

  @Prop({ type: String, required: true, select: false })
  authorKey: string;

  /**
   * When a sale or the admin's edit last lowered the stock, and which (`sale`, `edit`): written in
   * the very update that lowers it, so that the start-up can find the low-stock emails a crash
   * kept from being recorded (books/low-stock-alerts.ts). Creating, importing or seeding a book
   * never sets it, nor does copies coming back.
   */
  @Prop({
    type: {
      _id: false,
      at: { type: Date, required: true },
      by: { type: String, required: true, enum: ['sale', 'edit'] },
    },
    select: false,
  })
  stockLowered?: StockLowered;

  /**
   * Copies taken for orders not yet acknowledged, one marker per order (BooksService.takeStock
   * with a reservation); released once the order is acknowledged, or given back by the repair.
   */
  @Prop({
    type: [{ _id: false, order: { type: String, required: true }, quantity: { type: Number, required: true } }],
    default: undefined,
    select: false,
  })
  reservations?: Array<{ order: string; quantity: number }>;

  /**
   * Orders being cancelled whose copies this book got back (BooksService.returnStock with
   * `restock`): a receipt per order, written in the same update as the copies, so that they come
   * back once however often the return is repeated; dropped once the cancellation is finished.
   */
  @Prop({ type: [String], default: undefined, select: false })
  restocks?: string[];

  /**
   * The book's reviews as running totals (reviews/): how many are visible, the sum of their
   * stars, and the rating sort's key (`ratingKeyOf`). Written only by `BooksService.setRating`
   * from a recount of the visible reviews; `ratingTicket` and `ratingApplied` order concurrent
   * recounts so that the last one counted is the one kept.
   */
  @Prop({ type: Number, default: 0, min: 0 })
  ratingCount: number;

  @Prop({ type: Number, default: 0, min: 0 })
  ratingTotal: number;

  @Prop({ type: Number, default: 0, min: 0, select: false })
  ratingKey: number;

  @Prop({ type: Number, select: false })
  ratingTicket?: number;

  @Prop({ type: Number, select: false })
  ratingApplied?: number;

  /** The admin's changes not yet copied into the activity log (common/audit), and their flag. */
  @Prop(AUDIT_PROP)
  audit?: AuditEntryRecord[];

  @Prop(AUDIT_DUE_PROP)
  auditDue?: boolean;

  createdAt: Date;
  updatedAt: Date;
}

/** The stored field each catalogue sort orders by. */
export const SORT_FIELD = {
  title: 'titleKey',
  author: 'authorKey',
  price: 'priceCents',
  createdAt: 'createdAt',
  rating: 'ratingKey',
} as const;

export type BookDocument = HydratedDocument<Book>;
export const BookSchema = SchemaFactory.createForClass(Book);

// One index per offered sort (with the _id tie-break that keyset pagination uses), the same
// behind a category filter, and a multikey index for keyword prefix search. MongoDB walks the
// first two kinds backwards for DESC.
for (const sortField of Object.values(SORT_FIELD)) {
  BookSchema.index({ [sortField]: 1, _id: 1 });
  BookSchema.index({ category: 1, [sortField]: 1, _id: 1 });
}
BookSchema.index({ keywords: 1 });
// One book per ISBN, books without one left out (sparse: the subset has no partial indexes, and
// mongo-java-server honours `sparse`). A search that is an ISBN, and the import's matching, read it.
BookSchema.index({ isbn: 1 }, { unique: true, sparse: true });
BookSchema.index({ titleAuthorKeywords: 1 });
// Other instances poll for recently changed books where change streams are not available
// (database/change-feed.ts); every write stamps `updatedAt` through Mongoose's timestamps.
BookSchema.index({ updatedAt: 1 });
// The activity relay finds the books whose entries it has not copied yet (common/audit).
BookSchema.index({ auditDue: 1 });
// The dashboard's and the stock report's low-stock list (fewest first, then by title) and count read
// the books at or under the threshold only: one more index entry moved per stock change.
BookSchema.index({ stock: 1, titleKey: 1, _id: 1 });
// `reservations` and `restocks` have no index on purpose: placing and repairing an order find books by `_id`, and
// only the occasional look for orphaned markers reads the whole collection.
