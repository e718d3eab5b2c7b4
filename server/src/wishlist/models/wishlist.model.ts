import { Field, GraphQLISODateTime, ID, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { Book } from '../../books/models/book.model';

/** A saved book as it is now, when it was saved, and whether its back-in-stock alert is on. */
@ObjectType()
export class WishlistItem {
  @ApiProperty({ type: Book })
  @Field(() => Book)
  book: Book;

  @ApiProperty()
  @Field(() => GraphQLISODateTime)
  addedAt: Date;

  @ApiProperty({ description: 'The signed-in shopper asked for an email when the book is back in stock' })
  @Field({ description: 'The signed-in shopper asked for an email when the book is back in stock' })
  alertRequested: boolean;
}

/**
 * The signed-in account's wishlist and back-in-stock alerts. `bookIds` and `alertBookIds` are what
 * the hearts and alert buttons read (cheap: no book is read for them); `items` has the books,
 * newest saved first, a deleted book left out.
 */
@ObjectType()
export class Wishlist {
  @ApiProperty({ type: [WishlistItem], description: 'Newest saved first; deleted books are left out' })
  @Field(() => [WishlistItem], { description: 'Newest saved first; deleted books are left out' })
  items: WishlistItem[];

  @ApiProperty({ type: [String], example: ['665f1c2b9d3e4a0012345678'], description: 'The saved books, newest first' })
  @Field(() => [ID], { description: 'The saved books, newest first' })
  bookIds: string[];

  @ApiProperty({
    type: [String],
    example: ['665f1c2b9d3e4a0012345678'],
    description: 'The books whose back-in-stock email is awaited, saved or not',
  })
  @Field(() => [ID], { description: 'The books whose back-in-stock email is awaited, saved or not' })
  alertBookIds: string[];
}

/** What a change to the wishlist or the alerts answers: its message and the wishlist after it. */
@ObjectType()
export class WishlistPayload {
  @ApiProperty({ example: 'Saved to your wishlist' })
  @Field()
  message: string;

  @ApiProperty({ type: Wishlist })
  @Field(() => Wishlist)
  wishlist: Wishlist;
}

/** GET /api/user/wishlist. */
export class WishlistResponse {
  @ApiProperty({ type: Wishlist })
  wishlist: Wishlist;
}
