import { useState } from 'react';
import { Badge } from '@/components/Badge';
import { buttonClasses } from '@/components/button-styles';
import { LoadMore } from '@/components/LoadMore';
import { RatingStars } from '@/components/RatingStars';
import { Spinner } from '@/components/Spinner';
import { useConfirm } from '@/components/use-confirm';
import { formatDate } from '@/lib/format';
import { useBookReviews, type BookReview } from '../hooks/use-book-reviews';
import { useDeleteReview } from '../hooks/use-delete-review';
import { useReportReview } from '../hooks/use-report-review';
import { useSaveReview } from '../hooks/use-save-review';
import { ReviewForm } from './ReviewForm';

export interface BookReviewsProps {
  bookId: string;
}

/**
 * A book page's reviews: the shopper's own (with the admin's reason when hidden, Edit and Delete),
 * the form for a shopper who received the book, then every visible review newest first, each with
 * "Verified purchase" and Report (asked for confirmation).
 */
export function BookReviews({ bookId }: BookReviewsProps) {
  const reviews = useBookReviews(bookId);
  const { save, saving } = useSaveReview(bookId);
  const { remove, deleting } = useDeleteReview(bookId);
  const { report } = useReportReview();
  const { confirm, confirmDialog } = useConfirm();
  const [editing, setEditing] = useState(false);
  const { mine, canReview } = reviews;

  async function onDelete() {
    const sure = await confirm({
      title: 'Delete review',
      message: 'Are you sure you want to delete your review?',
      confirmLabel: 'Delete review',
    });
    if (sure) await remove();
  }

  async function onReport(review: BookReview) {
    const sure = await confirm({
      title: 'Report review',
      message: `Report the review by ${review.author.name} to the store as inappropriate?`,
      confirmLabel: 'Report',
      tone: 'primary',
    });
    if (sure) await report(review.id);
  }

  return (
    <section aria-labelledby="reviews-heading" className="mt-10 border-t border-slate-200 pt-8">
      <h2 id="reviews-heading" className="text-xl font-bold text-slate-900">
        Reviews
      </h2>
      {canReview && (mine === null || editing) && (
        <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <h3 className="mb-3 font-semibold text-slate-900">{mine ? 'Edit your review' : 'Write a review'}</h3>
          <ReviewForm
            initial={mine}
            saving={saving}
            onSave={async (values) => {
              const saved = await save(values);
              if (saved) setEditing(false);
              return saved;
            }}
            onCancel={mine ? () => setEditing(false) : undefined}
          />
        </div>
      )}
      {mine && !editing && mine.hidden && (
        <p role="status" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          Your review is hidden from other shoppers. Reason: {mine.hiddenReason}
        </p>
      )}
      {reviews.initialLoading ? (
        <div className="mt-6">
          <Spinner label="Loading reviews..." />
        </div>
      ) : reviews.items.length === 0 ? (
        <p className="mt-4 text-slate-600">No reviews yet.</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {reviews.items.map((review) => (
            <li key={review.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <RatingStars average={review.rating} />
                {review.title && <h3 className="font-semibold text-slate-900">{review.title}</h3>}
              </div>
              <p className="mt-1 text-sm text-slate-600">
                {review.author.name} · {formatDate(review.createdAt)}{' '}
                {review.verifiedPurchase && <Badge tone="green">Verified purchase</Badge>}{' '}
                {review.hidden && <Badge tone="amber">Hidden</Badge>}
              </p>
              {review.text && <p className="mt-3 whitespace-pre-line text-slate-800">{review.text}</p>}
              <div className="mt-3 flex flex-wrap gap-2">
                {review.mine ? (
                  <>
                    <button type="button" onClick={() => setEditing(true)} className={buttonClasses('secondary', 'sm')}>
                      Edit<span className="sr-only"> your review</span>
                    </button>
                    <button
                      type="button"
                      onClick={onDelete}
                      aria-disabled={deleting}
                      className={buttonClasses('secondary', 'sm')}
                    >
                      Delete<span className="sr-only"> your review</span>
                    </button>
                  </>
                ) : review.reportedByMe ? (
                  <span className="text-sm text-slate-500">Reported</span>
                ) : (
                  <button type="button" onClick={() => onReport(review)} className={buttonClasses('ghost', 'sm')}>
                    Report<span className="sr-only"> the review by {review.author.name}</span>
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <LoadMore
        hasMore={reviews.hasMore}
        loading={reviews.loadingMore}
        onLoadMore={reviews.loadMore}
        itemCount={reviews.items.length}
      />
      {confirmDialog}
    </section>
  );
}
