import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument } from 'mongoose';
import { maxCodePointsValidator } from '../../common/text/text-rules';
import { BOOK_CATEGORIES, type BookCategory } from '../book-category';

export const MAX_TITLE_LENGTH = 200;
export const MAX_AUTHOR_LENGTH = 200;
export const MAX_DESCRIPTION_LENGTH = 2000;
export const MAX_PRICE = 1_000_000;
export const MAX_STOCK = 1_000_000;

/** True for a number with at most two decimals (tolerating binary floating-point noise). */
export const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

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

  /** A plain number with at most 2 decimals; formatting is the client's job. */
  @Prop({
    required: true,
    min: 0,
    max: MAX_PRICE,
    validate: { validator: hasAtMostTwoDecimals, message: 'Price must have at most 2 decimals' },
  })
  price: number;

  @Prop({
    required: true,
    min: 0,
    max: MAX_STOCK,
    validate: { validator: Number.isInteger, message: 'Stock must be a whole number' },
  })
  stock: number;

  /** An image id in GridFS, an external http(s) URL, or '' for none. */
  @Prop({ default: '' })
  image: string;

  /** Search keywords (see book-search.ts), recomputed by BooksService on every write. */
  @Prop({ type: [String], default: [], select: false })
  keywords: string[];

  /** Title and author for sorting: lower-cased, without diacritics (see book-search.ts). */
  @Prop({ type: String, required: true, select: false })
  titleKey: string;

  @Prop({ type: String, required: true, select: false })
  authorKey: string;

  createdAt: Date;
  updatedAt: Date;
}

/** The stored field each catalogue sort orders by. */
export const SORT_FIELD = { title: 'titleKey', author: 'authorKey', price: 'price', createdAt: 'createdAt' } as const;

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
