import { Field, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { Book } from '../../books/models/book.model';

/** The home page's shelves (docs/api.md "Shelves"); a shelf with no books is empty, never absent. */
@ObjectType()
export class Shelves {
  @ApiProperty({ type: [Book], description: 'The newest books, newest first' })
  @Field(() => [Book], { description: 'The newest books, newest first' })
  newArrivals: Book[];

  @ApiProperty({ type: [Book], description: 'The most copies sold in the last 30 days (cancelled orders not counted)' })
  @Field(() => [Book], { description: 'The most copies sold in the last 30 days (cancelled orders not counted)' })
  bestSellers: Book[];

  @ApiProperty({ type: [Book], description: 'Average rating 4 or more from at least 3 visible reviews, best first' })
  @Field(() => [Book], { description: 'Average rating 4 or more from at least 3 visible reviews, best first' })
  highlyRated: Book[];
}

export class AlsoBoughtResponse {
  @ApiProperty({
    type: [Book],
    description: 'Bought most often with the book, then by the same author, then in the same category',
  })
  books: Book[];
}
