import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, trusted, Types, type FilterQuery, type UpdateQuery } from 'mongoose';
import { type AuditSource, auditSourceOf } from '../common/audit/audit-source';
import { paginate, type KeysetOrder, type LeanRecord } from '../common/pagination/paginate';
import type { Connection } from '../common/pagination/paginated';
import { Review as ReviewRecord } from './schemas/review.schema';

export type StoredReview = LeanRecord<ReviewRecord>;

const oid = (id: string) => new Types.ObjectId(id);

/**
 * The reviews collection's queries and commands, and nothing else: ReviewsService decides what
 * is written and when. No other class holds the reviews Model.
 */
@Injectable()
export class ReviewsRepository {
  constructor(@InjectModel(ReviewRecord.name) private readonly reviews: Model<ReviewRecord>) {}

  findById(id: string): Promise<StoredReview | null> {
    return this.reviews.findById(id).lean<StoredReview>().exec();
  }

  /** The shopper's review of the book (the unique `book, user` index), or null. */
  findOf(bookId: string, userId: string): Promise<StoredReview | null> {
    return this.reviews
      .findOne({ book: oid(bookId), user: oid(userId) })
      .lean<StoredReview>()
      .exec();
  }

  /** Creates or edits the shopper's review of the book in one update; a new one starts visible. */
  upsertOf(bookId: string, userId: string, set: Pick<ReviewRecord, 'rating' | 'title' | 'text'>) {
    return this.reviews
      .findOneAndUpdate(
        { book: oid(bookId), user: oid(userId) },
        { $set: set, $setOnInsert: { hidden: false, hiddenReason: null, hiddenAt: null, reports: [], reportCount: 0 } },
        { upsert: true, new: true, runValidators: true },
      )
      .lean<StoredReview>()
      .exec();
  }

  deleteOf(bookId: string, userId: string): Promise<StoredReview | null> {
    return this.reviews
      .findOneAndDelete({ book: oid(bookId), user: oid(userId) })
      .lean<StoredReview>()
      .exec();
  }

  /** The review after `update`, when it still matches `condition` (the fields the caller read), else null. */
  updateWhere(id: string, condition: FilterQuery<ReviewRecord>, update: UpdateQuery<ReviewRecord>) {
    return this.reviews
      .findOneAndUpdate({ _id: id, ...condition }, update, { new: true, runValidators: true })
      .lean<StoredReview>()
      .exec();
  }

  /** The book's visible reviews, counted and summed (one aggregation over the `book, hidden` index). */
  async visibleTotals(bookId: string): Promise<{ count: number; total: number }> {
    const [group] = await this.reviews.aggregate<{ count: number; total: number }>([
      { $match: { book: oid(bookId), hidden: false } },
      { $group: { _id: null, count: { $sum: 1 }, total: { $sum: '$rating' } } },
    ]);
    return { count: group?.count ?? 0, total: group?.total ?? 0 };
  }

  page(filter: FilterQuery<ReviewRecord>, order: KeysetOrder, first: number, after?: string | null) {
    return paginate(this.reviews, { filter, order, first, after }, (record) => record) as Promise<
      Connection<StoredReview>
    >;
  }

  /** A book's reviews a reader sees: the visible ones, and the reader's own even when hidden. */
  static seenBy(bookId: string, userId: string): FilterQuery<ReviewRecord> {
    return { book: oid(bookId), $or: [{ hidden: false }, { user: oid(userId) }] };
  }

  static reported(): FilterQuery<ReviewRecord> {
    return { reportCount: trusted({ $gt: 0 }) };
  }

  /** The activity relay's view of the reviews' audit entries (common/audit). */
  auditSource(): AuditSource {
    return auditSourceOf(this.reviews.collection);
  }
}
