import { Injectable } from '@nestjs/common';
import { trusted, Types } from 'mongoose';
import { withAudit } from '../common/audit/audit-entry';
import { type AuditSource } from '../common/audit/audit-source';
import type { AuthUser } from '../common/auth/role';
import { isDuplicateKey } from '../common/database/duplicate-key';
import { AppError } from '../common/errors/app-error';
import { ErrorCode } from '../common/errors/error-code';
import { EventBus, WITH_AUDIT } from '../common/events/event-bus';
import type { KeysetOrder } from '../common/pagination/paginate';
import type { Connection } from '../common/pagination/paginated';
import type { PaginationArgs } from '../common/pagination/pagination.args';
import { SortDirection } from '../common/pagination/sort-direction';
import { BooksService } from '../books/books.service';
import { OrdersService } from '../orders/orders.service';
import { DELETED_CUSTOMER, UsersService } from '../users/users.service';
import type { ListReviewsArgs } from './dto/list-reviews.args';
import type { ReviewInput } from './dto/review.input';
import type { BookReviewsPage } from './models/review-payloads.model';
import { toReview, type Review, type ReviewViewer } from './models/review.model';
import { reviewModerated } from './review-audit';
import { ReviewChanged } from './review-events';
import { REVIEW_MESSAGES } from './reviews.messages';
import { ReviewsRepository, type StoredReview } from './reviews.repository';

const NEWEST: KeysetOrder = { name: 'createdAt', field: 'createdAt', type: 'date', direction: SortDirection.DESC };
/** How often the admin's hide or show reads the review again when another moderation came in between. */
const MODERATION_ATTEMPTS = 3;

const reviewNotFound = () => AppError.notFound(REVIEW_MESSAGES.notFound);
const viewerOf = (user: AuthUser): ReviewViewer => ({ _id: String(user._id), admin: user.role === 'admin' });

/**
 * Home of the review rules: only a shopper who received the book (a delivered order with it) may
 * review it, once, editing or deleting their review later; readers see the visible reviews, an
 * author also their own hidden one with the admin's reason; a shopper reports a review once; the
 * admin hides one with a reason, or shows it again (both in the activity log).
 *
 * The book's rating (count and average of its visible reviews) is a running total on the book,
 * written after every change that can move it from a recount of that book's visible reviews
 * (`BooksService.setRating`, which orders concurrent recounts so the last one counted is kept).
 */
@Injectable()
export class ReviewsService {
  constructor(
    private readonly reviews: ReviewsRepository,
    private readonly books: BooksService,
    private readonly orders: OrdersService,
    private readonly users: UsersService,
    private readonly events: EventBus,
  ) {}

  /** A page of the book's reviews the reader sees, newest first, with their own and whether they may write one. */
  async forBook(user: AuthUser, bookId: string, args: PaginationArgs): Promise<BookReviewsPage> {
    await this.books.findOne(bookId); // 404 "Book not found"
    const [page, mine, canReview] = await Promise.all([
      this.reviews.page(ReviewsRepository.seenBy(bookId, String(user._id)), NEWEST, args.first, args.after),
      this.reviews.findOf(bookId, String(user._id)),
      this.orders.hasReceived(String(user._id), bookId),
    ]);
    const [nodes, own] = await Promise.all([
      this.toReviews(
        page.edges.map((edge) => edge.node),
        user,
      ),
      mine ? this.toReviews([mine], user) : [],
    ]);
    return {
      ...page,
      edges: page.edges.map((edge, i) => ({ cursor: edge.cursor, node: nodes[i] })),
      mine: own[0] ?? null,
      canReview,
    };
  }

  /** Creates or edits the shopper's review of the book; 403 unless they received it. */
  async save(user: AuthUser, bookId: string, input: ReviewInput): Promise<Review> {
    await this.books.findOne(bookId);
    if (!(await this.orders.hasReceived(String(user._id), bookId))) {
      throw AppError.forbidden(REVIEW_MESSAGES.notAVerifiedBuyer);
    }
    const set = { rating: input.rating, title: input.title ?? '', text: input.text ?? '' };
    let record: StoredReview;
    try {
      record = await this.reviews.upsertOf(bookId, String(user._id), set);
    } catch (error) {
      // Two first saves at once: one inserted, the other's upsert met the unique index; it edits.
      if (!isDuplicateKey(error)) throw error;
      record = await this.reviews.upsertOf(bookId, String(user._id), set);
    }
    return this.changed(record, user);
  }

  /** Deletes the shopper's own review of the book; 404 when they have none. */
  async remove(user: AuthUser, bookId: string): Promise<void> {
    const record = await this.reviews.deleteOf(bookId, String(user._id));
    if (!record) throw reviewNotFound();
    await this.books.setRating(bookId, () => this.reviews.visibleTotals(bookId));
    await this.events.publish(new ReviewChanged(String(record._id), bookId));
  }

  /**
   * A shopper reports a review they can see (not their own), once: the report is pushed only
   * while the review holds none of theirs, so two reports at once count one.
   */
  async report(user: AuthUser, id: string, reason: string): Promise<Review> {
    const me = new Types.ObjectId(String(user._id));
    const reported = await this.reviews.updateWhere(
      id,
      { hidden: false, user: trusted({ $ne: me }), 'reports.user': trusted({ $ne: me }) },
      { $push: { reports: { user: me, reason, at: new Date() } }, $inc: { reportCount: 1 } },
    );
    if (!reported) {
      const review = await this.reviews.findById(id);
      if (!review || (review.hidden && String(review.user) !== String(user._id))) throw reviewNotFound();
      if (String(review.user) === String(user._id)) throw AppError.validation(REVIEW_MESSAGES.ownReview);
      throw new AppError(ErrorCode.REVIEW_ALREADY_REPORTED, REVIEW_MESSAGES.alreadyReported);
    }
    await this.events.publish(new ReviewChanged(id, String(reported.book)));
    return (await this.toReviews([reported], user))[0];
  }

  /** The admin's list: every review, or the reported ones, newest first. */
  async list(admin: AuthUser, args: ListReviewsArgs): Promise<Connection<Review>> {
    const filter = args.reported ? ReviewsRepository.reported() : {};
    const page = await this.reviews.page(filter, NEWEST, args.first, args.after);
    const nodes = await this.toReviews(
      page.edges.map((edge) => edge.node),
      admin,
    );
    return { ...page, edges: page.edges.map((edge, i) => ({ cursor: edge.cursor, node: nodes[i] })) };
  }

  /**
   * The admin hides a review (`reason`, which its author sees) or shows it again (null): one
   * update conditional on what was read, carrying its activity-log entry; the book's rating follows.
   */
  async moderate(admin: AuthUser, id: string, reason: string | null): Promise<Review> {
    for (let attempt = 1; attempt <= MODERATION_ATTEMPTS; attempt++) {
      const current = await this.reviews.findById(id);
      if (!current) throw reviewNotFound();
      const entry = reviewModerated(admin, current, reason);
      const updated = await this.reviews.updateWhere(
        id,
        { hidden: current.hidden, hiddenReason: current.hiddenReason },
        withAudit(
          { $set: { hidden: reason !== null, hiddenReason: reason, hiddenAt: reason === null ? null : new Date() } },
          entry,
        ),
      );
      if (updated) return this.changed(updated, admin, true);
    }
    throw AppError.unavailable(); // the review kept changing under every attempt: try again in a moment
  }

  /** The activity relay's view of the reviews' audit entries (common/audit). */
  auditSource(): AuditSource {
    return this.reviews.auditSource();
  }

  /** After a write that can move the book's rating: the recount, the event, the review as `viewer` sees it. */
  private async changed(record: StoredReview, viewer: AuthUser, audited = false): Promise<Review> {
    const bookId = String(record.book);
    await this.books.setRating(bookId, () => this.reviews.visibleTotals(bookId));
    await this.events.publish(new ReviewChanged(String(record._id), bookId, audited ? WITH_AUDIT : undefined));
    return (await this.toReviews([record], viewer))[0];
  }

  /** Reviews with their authors' names and books' titles, each looked up with one `$in` query. */
  private async toReviews(records: StoredReview[], viewer: AuthUser): Promise<Review[]> {
    if (!records.length) return [];
    const [people, books] = await Promise.all([
      this.users.findMany(records.map((record) => String(record.user))),
      this.books.findMany(records.map((record) => String(record.book))),
    ]);
    const titles = new Map(books.flatMap((found) => (found ? [[found.book._id, found.book.title] as const] : [])));
    return records.map((record) =>
      toReview(record, viewerOf(viewer), {
        author: people.get(String(record.user))?.name ?? DELETED_CUSTOMER,
        bookTitle: titles.get(String(record.book)) ?? '',
      }),
    );
  }
}
