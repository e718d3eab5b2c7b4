import { Field, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { Paginated } from '../../common/pagination/paginated';
import { Book } from './book.model';

@ObjectType()
export class BookPayload {
  @ApiProperty({ example: 'Book added successfully' })
  @Field()
  message: string;

  @ApiProperty({ type: Book })
  @Field(() => Book)
  book: Book;
}

/** A page of the catalogue. */
@ObjectType()
export class BookConnection extends Paginated(Book) {}

@ObjectType()
export class CategoryCount {
  @Field({ description: 'A category that has at least one book' })
  category: string;

  @Field(() => Int, { description: 'How many books it has' })
  count: number;
}

export class BooksResponse {
  @ApiProperty({ type: [Book] })
  books: Book[];
}

export class BookResponse {
  @ApiProperty({ type: Book })
  book: Book;
}
