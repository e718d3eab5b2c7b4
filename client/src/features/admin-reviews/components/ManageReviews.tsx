import { useState } from 'react';
import { Badge } from '@/components/Badge';
import { buttonClasses } from '@/components/button-styles';
import { LoadMore } from '@/components/LoadMore';
import { RatingStars } from '@/components/RatingStars';
import { Spinner } from '@/components/Spinner';
import { bookPath } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { Link } from 'react-router-dom';
import { useAdminReviews, type AdminReview } from '../hooks/use-admin-reviews';
import { useModerateReview } from '../hooks/use-moderate-review';
import { HideReviewForm } from './HideReviewForm';

/** One review with what the admin may do: hide with a reason, or show again. */
function ReviewRow({ review }: { review: AdminReview }) {
  const { hide, show, busy } = useModerateReview();
  const [hiding, setHiding] = useState(false);
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <RatingStars average={review.rating} />
        {review.title && <h2 className="font-semibold text-slate-900">{review.title}</h2>}
        {review.hidden && <Badge tone="amber">Hidden</Badge>}
        {review.reportCount > 0 && (
          <Badge tone="red">
            Reported {review.reportCount} {review.reportCount === 1 ? 'time' : 'times'}
          </Badge>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {review.author.name} on{' '}
        {review.bookTitle ? (
          <Link to={bookPath(review.bookId)} className="font-medium text-indigo-700 hover:underline">
            {review.bookTitle}
          </Link>
        ) : (
          'a deleted book'
        )}{' '}
        · {formatDate(review.createdAt)}
      </p>
      {review.text && <p className="mt-2 whitespace-pre-line text-slate-800">{review.text}</p>}
      {review.reportReasons.length > 0 && (
        <ul className="mt-2 list-inside list-disc text-sm text-slate-700" aria-label="Reasons given in reports">
          {review.reportReasons.map((reason, i) => (
            <li key={i}>{reason}</li>
          ))}
        </ul>
      )}
      {review.hidden && review.hiddenReason && (
        <p className="mt-2 text-sm text-amber-900">Hidden because: {review.hiddenReason}</p>
      )}
      {review.hidden ? (
        <button
          type="button"
          onClick={() => void show(review.id)}
          aria-disabled={busy}
          className={`${buttonClasses('secondary', 'sm')} mt-3`}
        >
          Show again
        </button>
      ) : hiding ? (
        <HideReviewForm
          id={review.id}
          busy={busy}
          onHide={async (reason) => {
            const done = await hide(review.id, reason);
            if (done) setHiding(false);
            return done;
          }}
          onCancel={() => setHiding(false)}
        />
      ) : (
        <button type="button" onClick={() => setHiding(true)} className={`${buttonClasses('secondary', 'sm')} mt-3`}>
          Hide<span className="sr-only"> the review by {review.author.name}</span>
        </button>
      )}
    </li>
  );
}

/** The admin's reviews screen: the reported ones first (or all), newest first, a page at a time. */
export function ManageReviews() {
  const [reportedOnly, setReportedOnly] = useState(true);
  const list = useAdminReviews(reportedOnly);
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Reviews</h1>
      <div role="group" aria-label="Which reviews" className="mt-4 flex gap-2">
        <button
          type="button"
          aria-pressed={reportedOnly}
          onClick={() => setReportedOnly(true)}
          className={buttonClasses(reportedOnly ? 'primary' : 'secondary', 'sm')}
        >
          Reported
        </button>
        <button
          type="button"
          aria-pressed={!reportedOnly}
          onClick={() => setReportedOnly(false)}
          className={buttonClasses(reportedOnly ? 'secondary' : 'primary', 'sm')}
        >
          All reviews
        </button>
      </div>
      {list.initialLoading ? (
        <div className="mt-8">
          <Spinner label="Loading reviews..." />
        </div>
      ) : list.items.length === 0 ? (
        <p className="mt-6 text-slate-600">{reportedOnly ? 'No reported reviews.' : 'No reviews yet.'}</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {list.items.map((review) => (
            <ReviewRow key={review.id} review={review} />
          ))}
        </ul>
      )}
      <LoadMore
        hasMore={list.hasMore}
        loading={list.loadingMore}
        onLoadMore={list.loadMore}
        itemCount={list.items.length}
      />
    </div>
  );
}
