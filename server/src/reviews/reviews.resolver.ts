import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Roles } from '../common/auth/access.decorators';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { Role, type AuthUser } from '../common/auth/role';
import { DeletePayload } from '../common/http/delete-payload.model';
import { ParseObjectIdPipe } from '../common/http/parse-object-id.pipe';
import { PaginationArgs } from '../common/pagination/pagination.args';
import { ListReviewsArgs } from './dto/list-reviews.args';
import { HideReviewInput, ReportReviewInput } from './dto/review-reason.input';
import { ReviewInput } from './dto/review.input';
import { BookReviewsPage, ReviewConnection, ReviewPayload } from './models/review-payloads.model';
import { Review } from './models/review.model';
import { REVIEW_MESSAGES } from './reviews.messages';
import { ReviewsService } from './reviews.service';

const BookId = () => Args('bookId', { type: () => ID }, new ParseObjectIdPipe('book id'));
const ReviewId = () => Args('id', { type: () => ID }, new ParseObjectIdPipe('review id'));

@Resolver(() => Review)
export class ReviewsResolver {
  constructor(private readonly service: ReviewsService) {}

  @Query(() => BookReviewsPage, {
    description:
      "A page of the book's visible reviews, newest first, the reader's own hidden one too (REST: GET /api/books/:id/reviews)",
  })
  bookReviews(
    @CurrentUser() user: AuthUser,
    @BookId() bookId: string,
    @Args() args: PaginationArgs,
  ): Promise<BookReviewsPage> {
    return this.service.forBook(user, bookId, args);
  }

  @Mutation(() => ReviewPayload, {
    description: 'Write or edit your review of a book you received (REST: PUT /api/books/:id/review)',
  })
  async saveReview(
    @CurrentUser() user: AuthUser,
    @BookId() bookId: string,
    @Args('input') input: ReviewInput,
  ): Promise<ReviewPayload> {
    return { message: REVIEW_MESSAGES.saved, review: await this.service.save(user, bookId, input) };
  }

  @Mutation(() => DeletePayload, { description: 'Delete your review of a book (REST: DELETE /api/books/:id/review)' })
  async deleteReview(@CurrentUser() user: AuthUser, @BookId() bookId: string): Promise<DeletePayload> {
    await this.service.remove(user, bookId);
    return { message: REVIEW_MESSAGES.deleted };
  }

  @Mutation(() => ReviewPayload, {
    description: 'Report a review to the store, once (REST: POST /api/reviews/:id/report)',
  })
  async reportReview(
    @CurrentUser() user: AuthUser,
    @ReviewId() id: string,
    @Args('input', { type: () => ReportReviewInput, nullable: true }) input?: ReportReviewInput | null,
  ): Promise<ReviewPayload> {
    return { message: REVIEW_MESSAGES.reported, review: await this.service.report(user, id, input?.reason ?? '') };
  }

  @Roles(Role.ADMIN)
  @Query(() => ReviewConnection, {
    description: 'Every review, or the reported ones, newest first (REST: GET /api/admin/reviews)',
  })
  reviews(@CurrentUser() admin: AuthUser, @Args() args: ListReviewsArgs): Promise<ReviewConnection> {
    return this.service.list(admin, args);
  }

  @Roles(Role.ADMIN)
  @Mutation(() => ReviewPayload, {
    description: 'Hide a review, with a reason its author sees (REST: PUT /api/admin/reviews/:id/hide)',
  })
  async hideReview(
    @CurrentUser() admin: AuthUser,
    @ReviewId() id: string,
    @Args('input') input: HideReviewInput,
  ): Promise<ReviewPayload> {
    return { message: REVIEW_MESSAGES.hidden, review: await this.service.moderate(admin, id, input.reason) };
  }

  @Roles(Role.ADMIN)
  @Mutation(() => ReviewPayload, { description: 'Show a hidden review again (REST: PUT /api/admin/reviews/:id/show)' })
  async showReview(@CurrentUser() admin: AuthUser, @ReviewId() id: string): Promise<ReviewPayload> {
    return { message: REVIEW_MESSAGES.shown, review: await this.service.moderate(admin, id, null) };
  }
}
