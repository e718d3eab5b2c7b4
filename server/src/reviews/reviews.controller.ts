import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/auth/access.decorators';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { Role, type AuthUser } from '../common/auth/role';
import { DeletePayload } from '../common/http/delete-payload.model';
import { ErrorCode } from '../common/errors/error-code';
import { ApiErrors } from '../common/http/api-errors';
import { ObjectIdParam } from '../common/http/parse-object-id.pipe';
import { ListReviewsQuery, ReviewsPageQuery } from './dto/list-reviews.args';
import { HideReviewInput, ReportReviewInput } from './dto/review-reason.input';
import { ReviewInput } from './dto/review.input';
import { BookReviewsResponse, ReviewEnvelope, ReviewPageResponse } from './models/review-payloads.model';
import { REVIEW_MESSAGES } from './reviews.messages';
import { ReviewsService } from './reviews.service';

const BookId = () => ObjectIdParam('id', 'book id');
const ReviewId = () => ObjectIdParam('id', 'review id');

/** The review routes (docs/api.md "Reviews"). */
@ApiTags('reviews')
@Controller()
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get('books/:id/reviews')
  @ApiOkResponse({
    type: BookReviewsResponse,
    description:
      "A page of the book's visible reviews, newest first (the reader's own hidden one too, with its reason)",
  })
  @ApiErrors(ErrorCode.NOT_FOUND)
  forBook(
    @CurrentUser() user: AuthUser,
    @BookId() id: string,
    @Query() query: ReviewsPageQuery,
  ): Promise<BookReviewsResponse> {
    return this.reviews.forBook(user, id, query);
  }

  @Put('books/:id/review')
  @ApiOkResponse({ type: ReviewEnvelope, description: 'The shopper’s review of the book, created or edited' })
  @ApiErrors(ErrorCode.FORBIDDEN, ErrorCode.NOT_FOUND)
  async save(@CurrentUser() user: AuthUser, @BookId() id: string, @Body() input: ReviewInput): Promise<ReviewEnvelope> {
    return { message: REVIEW_MESSAGES.saved, review: await this.reviews.save(user, id, input) };
  }

  @Delete('books/:id/review')
  @ApiOkResponse({ type: DeletePayload })
  @ApiErrors(ErrorCode.NOT_FOUND)
  async remove(@CurrentUser() user: AuthUser, @BookId() id: string): Promise<DeletePayload> {
    await this.reviews.remove(user, id);
    return { message: REVIEW_MESSAGES.deleted };
  }

  @Post('reviews/:id/report')
  @HttpCode(201)
  @ApiCreatedResponse({ type: ReviewEnvelope, description: 'Reported once per account; the admin sees the reason' })
  @ApiErrors(ErrorCode.NOT_FOUND, ErrorCode.REVIEW_ALREADY_REPORTED)
  async report(
    @CurrentUser() user: AuthUser,
    @ReviewId() id: string,
    @Body() input: ReportReviewInput,
  ): Promise<ReviewEnvelope> {
    return { message: REVIEW_MESSAGES.reported, review: await this.reviews.report(user, id, input.reason ?? '') };
  }

  @Roles(Role.ADMIN)
  @Get('admin/reviews')
  @ApiOkResponse({
    type: ReviewPageResponse,
    description: 'Every review, or with `reported=true` the reported ones; newest first',
  })
  list(@CurrentUser() admin: AuthUser, @Query() query: ListReviewsQuery): Promise<ReviewPageResponse> {
    return this.reviews.list(admin, query);
  }

  @Roles(Role.ADMIN)
  @Put('admin/reviews/:id/hide')
  @ApiOkResponse({ type: ReviewEnvelope, description: 'Hidden from everyone but its author, who sees the reason' })
  @ApiErrors(ErrorCode.NOT_FOUND)
  async hide(
    @CurrentUser() admin: AuthUser,
    @ReviewId() id: string,
    @Body() input: HideReviewInput,
  ): Promise<ReviewEnvelope> {
    return { message: REVIEW_MESSAGES.hidden, review: await this.reviews.moderate(admin, id, input.reason) };
  }

  @Roles(Role.ADMIN)
  @Put('admin/reviews/:id/show')
  @ApiOkResponse({ type: ReviewEnvelope })
  @ApiErrors(ErrorCode.NOT_FOUND)
  async show(@CurrentUser() admin: AuthUser, @ReviewId() id: string): Promise<ReviewEnvelope> {
    return { message: REVIEW_MESSAGES.shown, review: await this.reviews.moderate(admin, id, null) };
  }
}
