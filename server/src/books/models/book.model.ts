import { Field, Float, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { BOOK_CATEGORIES } from '../book-category';
import { fromCents, MAX_PRICE } from '../../common/money/money';
import { ratingAverage } from '../book-rating';
import { MAX_PAGES, MAX_STOCK, MAX_YEAR, MIN_YEAR } from '../book-rules';
import type { Book as BookRecord } from '../schemas/book.schema';

/** A book as clients see it: REST `_id`, GraphQL `id`. */
@ObjectType('Book')
export class Book {
  @ApiProperty({ example: '665f1c2b9d3e4a0012345678' })
  @Field(() => ID, { name: 'id' })
  _id: string;

  @ApiProperty()
  @Field()
  title: string;

  @ApiProperty()
  @Field()
  author: string;

  @ApiProperty({ enum: BOOK_CATEGORIES })
  @Field({ description: `One of: ${BOOK_CATEGORIES.join(', ')}` })
  category: string;

  @ApiProperty({ description: 'May be ""' })
  @Field({ description: 'May be ""' })
  description: string;

  @ApiProperty({
    minimum: 0,
    maximum: MAX_PRICE,
    multipleOf: 0.01,
    example: 12.5,
    description: 'A plain number with at most 2 decimals',
  })
  @Field(() => Float, { description: 'A plain number with at most 2 decimals' })
  price: number;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: MAX_STOCK, example: 3 })
  @Field(() => Int)
  stock: number;

  @ApiProperty({ description: 'Absolute image URL, or "" when there is no cover' })
  @Field({ description: 'Absolute image URL, or "" when there is no cover' })
  image: string;

  @ApiProperty()
  @Field(() => GraphQLISODateTime)
  createdAt: Date;

  @ApiProperty({ example: '9780142437247', description: 'ISBN-13 (13 digits), or "" when the book has none' })
  @Field({ description: 'ISBN-13 (13 digits), or "" when the book has none' })
  isbn: string;

  @ApiProperty({ description: 'May be ""' })
  @Field({ description: 'May be ""' })
  publisher: string;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    minimum: MIN_YEAR,
    maximum: MAX_YEAR,
    example: 2003,
    description: 'Year of the edition, or null',
  })
  @Field(() => Int, { nullable: true, description: 'Year of the edition, or null' })
  year: number | null;

  @ApiProperty({ type: 'integer', nullable: true, minimum: 1, maximum: MAX_PAGES, example: 654 })
  @Field(() => Int, { nullable: true, description: 'Number of pages, or null' })
  pages: number | null;

  @ApiProperty({ example: 'en', description: 'ISO 639-1 code in lower case, or ""' })
  @Field({ description: 'ISO 639-1 code in lower case, or ""' })
  language: string;

  @ApiProperty({
    type: Number,
    nullable: true,
    minimum: 1,
    maximum: 5,
    example: 4.5,
    description: "The visible reviews' average rating, to 2 decimals; null without reviews",
  })
  @Field(() => Float, {
    nullable: true,
    description: "The visible reviews' average rating, to 2 decimals; null without reviews",
  })
  ratingAverage: number | null;

  @ApiProperty({ type: 'integer', minimum: 0, example: 12, description: 'How many visible reviews the book has' })
  @Field(() => Int, { description: 'How many visible reviews the book has' })
  ratingCount: number;
}

type BookSource = Pick<
  BookRecord,
  'title' | 'author' | 'category' | 'description' | 'priceCents' | 'stock' | 'image' | 'createdAt'
> &
  Partial<Pick<BookRecord, BookDetail | 'ratingCount' | 'ratingTotal'>> & { _id: unknown };

/** The optional details a book may have (absent when it has none). */
export const BOOK_DETAILS = ['isbn', 'publisher', 'year', 'pages', 'language'] as const;
export type BookDetail = (typeof BOOK_DETAILS)[number];

/** The fields a query must load for `toBook`. */
export const BOOK_FIELDS = `title author category description priceCents stock image createdAt ${BOOK_DETAILS.join(' ')} ratingCount ratingTotal`;

/** The one mapper from a stored book to the client shape. */
export function toBook(record: BookSource, imageUrl: (ref: string) => string): Book {
  return {
    _id: String(record._id),
    title: record.title,
    author: record.author,
    category: record.category,
    description: record.description ?? '',
    price: fromCents(record.priceCents),
    stock: record.stock,
    image: imageUrl(record.image),
    createdAt: record.createdAt,
    isbn: record.isbn ?? '',
    publisher: record.publisher ?? '',
    year: record.year ?? null,
    pages: record.pages ?? null,
    language: record.language ?? '',
    ratingAverage: ratingAverage(record.ratingCount ?? 0, record.ratingTotal ?? 0),
    ratingCount: record.ratingCount ?? 0,
  };
}
