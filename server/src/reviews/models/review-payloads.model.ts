import { Field, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { Paginated } from '../../common/pagination/paginated';
import { Review } from './review.model';

@ObjectType()
export class ReviewPayload {
  @ApiProperty({ example: 'Review saved' })
  @Field()
  message: string;

  @ApiProperty({ type: Review })
  @Field(() => Review)
  review: Review;
}

/** A page of reviews (the admin's list). */
@ObjectType()
export class ReviewConnection extends Paginated(Review) {}

/**
 * A page of a book's reviews, newest first, and what the reader may do: their own review (wherever
 * it is in the list, hidden or not) and whether they may write one (they received the book).
 */
@ObjectType()
export class BookReviewsPage extends ReviewConnection {
  @Field(() => Review, { nullable: true, description: "The signed-in account's own review of the book, or null" })
  mine: Review | null;

  @Field({ description: 'Whether the signed-in account may write (or edit) a review: it received the book' })
  canReview: boolean;
}

/** REST: a review page's keys, as GraphQL has them. */
class ReviewEdgeResponse {
  @ApiProperty() cursor: string;
  @ApiProperty({ type: Review }) node: Review;
}

class ReviewPageInfoResponse {
  @ApiProperty() hasNextPage: boolean;
  @ApiProperty({ type: String, nullable: true }) endCursor: string | null;
}

export class ReviewPageResponse {
  @ApiProperty({ type: [ReviewEdgeResponse] }) edges: ReviewEdgeResponse[];
  @ApiProperty({ type: ReviewPageInfoResponse }) pageInfo: ReviewPageInfoResponse;
  @ApiProperty({ description: 'How many reviews match in all pages together' }) totalCount: number;
}

export class BookReviewsResponse extends ReviewPageResponse {
  @ApiProperty({ type: Review, nullable: true, description: "The signed-in account's own review of the book, or null" })
  mine: Review | null;

  @ApiProperty({ description: 'Whether the signed-in account may write (or edit) a review: it received the book' })
  canReview: boolean;
}

export class ReviewEnvelope {
  @ApiProperty({ example: 'Review saved' }) message: string;
  @ApiProperty({ type: Review }) review: Review;
}
