import { Field, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { MAX_RATING, MIN_RATING } from '../review-rules';
import type { Review as ReviewRecord } from '../schemas/review.schema';

/** Who wrote a review: their name now, or "Deleted customer". */
@ObjectType('ReviewAuthor')
export class ReviewAuthor {
  @ApiProperty() @Field(() => ID, { name: 'id' }) _id: string;
  @ApiProperty({ example: 'Ada L.' }) @Field() name: string;
}

/**
 * A review as its readers see it. `hidden` and `hiddenReason` reach only its author and the admin
 * (nobody else is shown a hidden review); `reportCount` and `reportReasons` only the admin.
 */
@ObjectType('Review')
export class Review {
  @ApiProperty({ example: '665f1c2b9d3e4a0012345678' })
  @Field(() => ID, { name: 'id' })
  _id: string;

  @ApiProperty() @Field(() => ID) bookId: string;

  @ApiProperty({ description: 'The book’s title now, or "" when it has been deleted' })
  @Field({ description: 'The book’s title now, or "" when it has been deleted' })
  bookTitle: string;

  @ApiProperty({ type: 'integer', minimum: MIN_RATING, maximum: MAX_RATING, example: 4 })
  @Field(() => Int)
  rating: number;

  @ApiProperty({ description: 'May be ""' }) @Field({ description: 'May be ""' }) title: string;
  @ApiProperty({ description: 'May be ""' }) @Field({ description: 'May be ""' }) text: string;

  @ApiProperty({ type: ReviewAuthor }) @Field(() => ReviewAuthor) author: ReviewAuthor;

  @ApiProperty({
    description: 'The author received the book (a delivered order): always true, as only they may review',
  })
  @Field({ description: 'The author received the book (a delivered order): always true, as only they may review' })
  verifiedPurchase: boolean;

  @ApiProperty({ description: 'Written by the signed-in account' })
  @Field({ description: 'Written by the signed-in account' })
  mine: boolean;

  @ApiProperty() @Field() hidden: boolean;

  @ApiProperty({ type: String, nullable: true, description: 'Why the admin hid it; for its author and the admin only' })
  @Field(() => String, { nullable: true, description: 'Why the admin hid it; for its author and the admin only' })
  hiddenReason: string | null;

  @ApiProperty({ description: 'Whether the signed-in account has reported it' })
  @Field({ description: 'Whether the signed-in account has reported it' })
  reportedByMe: boolean;

  @ApiProperty({ type: 'integer', description: 'How many accounts reported it (the admin only; 0 for others)' })
  @Field(() => Int, { description: 'How many accounts reported it (the admin only; 0 for others)' })
  reportCount: number;

  @ApiProperty({ type: [String], description: 'The reasons given by those who reported it, the admin only' })
  @Field(() => [String], { description: 'The reasons given by those who reported it, the admin only' })
  reportReasons: string[];

  @ApiProperty() @Field(() => GraphQLISODateTime) createdAt: Date;
  @ApiProperty() @Field(() => GraphQLISODateTime) updatedAt: Date;
}

/** Who is reading: their account id, and whether they are the admin. */
export interface ReviewViewer {
  _id: string;
  admin: boolean;
}

/** The one mapper from a stored review to what `viewer` may see of it. */
export function toReview(
  record: ReviewRecord & { _id: unknown },
  viewer: ReviewViewer,
  names: { author: string; bookTitle: string },
): Review {
  const mine = String(record.user) === viewer._id;
  const reports = record.reports ?? [];
  const seesModeration = mine || viewer.admin;
  return {
    _id: String(record._id),
    bookId: String(record.book),
    bookTitle: names.bookTitle,
    rating: record.rating,
    title: record.title ?? '',
    text: record.text ?? '',
    author: { _id: String(record.user), name: names.author },
    verifiedPurchase: true,
    mine,
    hidden: record.hidden,
    hiddenReason: seesModeration && record.hidden ? (record.hiddenReason ?? null) : null,
    reportedByMe: reports.some((report) => String(report.user) === viewer._id),
    reportCount: viewer.admin ? (record.reportCount ?? reports.length) : 0,
    reportReasons: viewer.admin ? reports.map((report) => report.reason).filter(Boolean) : [],
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}
