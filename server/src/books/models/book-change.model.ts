import { Field, ID, ObjectType } from '@nestjs/graphql';
import { Book } from './book.model';

/** What `bookChanged(id)` delivers: the book after a change of its price, stock or presence. */
@ObjectType()
export class BookChange {
  @Field(() => ID, { description: 'The book watched' })
  id: string;

  @Field(() => Book, { nullable: true, description: 'The book as it is now; null when it was removed' })
  book: Book | null;
}
